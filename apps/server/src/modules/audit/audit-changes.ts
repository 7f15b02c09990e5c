import { rupeeTextToPaise, type AuditChange } from '@portal/contracts';
import { paiseToRupeeText } from '../../lib/money';

/*
 * An audit entry's before and after snapshots (as each service wrote them: paise, UTC instants,
 * database ids, sometimes camelCase) turned into the fields a person reads (docs/decisions/0023).
 */

type Scalar = string | number | boolean | null;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}$/;
const RUPEE_TEXT = /^\d+(\.\d{1,2})?$/;
/**
 * Names a service wrote differently before and after a change (the service's stored row vs its
 * update).
 */
const ALIASES: Record<string, string> = { base_price: 'price' };
/** Rupee text (not paise) under these names. */
const RUPEE_FIELDS = new Set(['price', 'amount', 'total_cost']);

/**
 * PostgreSQL's jsonb keeps keys in its own order (shortest first): the fields a person looks for
 * first lead.
 */
const LEADING_FIELDS = [
  'day',
  'start_time',
  'status',
  'payment_status',
  'scheduled_datetime',
  'scheduled_end',
  'reason',
  'amount',
  'refund.amount',
  'refund.fee',
  'refund.method',
  'refund.status',
];
const rank = (field: string) => {
  const index = LEADING_FIELDS.indexOf(field);
  return index === -1 ? LEADING_FIELDS.length : index;
};

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

interface Leaf {
  kind: AuditChange['kind'];
  value: Scalar;
}

function leafOf(field: string, value: Scalar): Leaf {
  if (typeof value === 'number' && field.endsWith('_paise') && Number.isSafeInteger(value))
    return { kind: 'money', value: paiseToRupeeText(value) };
  if (typeof value === 'string' && RUPEE_FIELDS.has(field) && RUPEE_TEXT.test(value))
    return { kind: 'money', value: paiseToRupeeText(rupeeTextToPaise(value)) };
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return { kind: 'moment', value };
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return { kind: 'date', value };
  if (typeof value === 'string' && CLOCK.test(value)) return { kind: 'clock', value };
  return { kind: 'text', value };
}

/**
 * A snapshot as person-facing fields, nested objects dotted one level deep; lists and deeper tables
 * are named in `complex`.
 */
function flatten(snapshot: unknown): { leaves: Map<string, Leaf>; complex: Map<string, string> } {
  const leaves = new Map<string, Leaf>();
  const complex = new Map<string, string>();
  if (snapshot === null || typeof snapshot !== 'object' || Array.isArray(snapshot))
    return { leaves, complex };
  const visit = (object: object, prefix: string, depth: number) => {
    for (const [rawKey, value] of Object.entries(object)) {
      const stored = snake(rawKey);
      const name = stored.replace(/_paise$/, '');
      const field = prefix + (ALIASES[name] ?? name);
      // Database ids say nothing to a person (the appointment is linked instead).
      if (stored === 'id' || (stored.endsWith('_id') && stored !== 'youtube_video_id')) continue;
      if (
        value === null ||
        value === undefined ||
        ['string', 'number', 'boolean'].includes(typeof value)
      ) {
        leaves.set(field, leafOf(stored, (value ?? null) as Scalar));
      } else if (!Array.isArray(value) && depth === 0) {
        visit(value as object, `${field}.`, depth + 1);
      } else {
        complex.set(field, JSON.stringify(value));
      }
    }
  };
  visit(snapshot, '', 0);
  return { leaves, complex };
}

/**
 * The fields that changed. A removal (no after) shows what was there; an addition (no before)
 * what is new; otherwise the fields the after names whose value differs (an after may be
 * partial: the appointment's services record only what they changed).
 */
export function describeChanges(
  before: unknown,
  after: unknown,
): { changes: AuditChange[]; otherFields: string[] } {
  const old = flatten(before);
  const now = flatten(after);
  const isEmpty = (snapshot: unknown) => snapshot === null || snapshot === undefined;
  const changes: AuditChange[] = [];
  const fields = isEmpty(after) ? [...old.leaves.keys()] : [...now.leaves.keys()];
  for (const field of fields) {
    const was = old.leaves.get(field);
    const is = now.leaves.get(field);
    if (!isEmpty(before) && !isEmpty(after) && was?.value === is?.value) continue;
    if ((was?.value ?? null) === null && (is?.value ?? null) === null) continue;
    const kind = is && is.value !== null ? is.kind : (was?.kind ?? 'text');
    changes.push({ field, kind, before: was?.value ?? null, after: is?.value ?? null });
  }
  const complexFields = isEmpty(after) ? [...old.complex.keys()] : [...now.complex.keys()];
  const otherFields = complexFields.filter(
    (field) =>
      isEmpty(before) || isEmpty(after) || old.complex.get(field) !== now.complex.get(field),
  );
  // A stable sort: the rest keep their stored order.
  changes.sort((first, second) => rank(first.field) - rank(second.field));
  return { changes, otherFields };
}

/** Paise in a snapshot's field (`amount_paise`, or `refund.amount_paise`), if any. */
export function paiseIn(snapshot: unknown, ...path: string[]): number | null {
  let value: unknown = snapshot;
  for (const key of path)
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[key]
        : undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}
