import { Trans } from '../../../../lib/translation/trans';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { Link } from 'react-router';
import {
  erasedCustomerLabel,
  isErasedMobileNumber,
  rupeeTextToPaise,
  type AuditEntry,
  type Language,
} from '@portal/contracts';
import {
  formatCalendarDate,
  formatClockTime,
  formatIndiaDateTime,
} from '../../../../lib/date-format';
import { formatPaise } from '../../../../lib/money';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { useLanguage } from '../../../../lib/use-language';

/**
 * Who did it, as a person reads it: a name, else a phone number, else the system; an erased
 * customer by their label (decision 0101).
 */
export function useActorName() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  return (actor: AuditEntry['actor']) =>
    !actor
      ? t('audit_the_system')
      : isErasedMobileNumber(actor.mobile_number)
        ? erasedCustomerLabel(actor.id, language)
        : actor.name || displayPhoneNumber(actor.mobile_number);
}

/** The words for what an entry is about when it is no appointment: a day, a slot, a service, a page. */
function subjectOf(
  entry: AuditEntry,
  language: Language,
  t: (key: string, options?: Record<string, unknown>) => string,
): { date?: string; time?: string; subject?: string } {
  const [first = '', second = '', third = ''] =
    entry.entity_type === 'blocked_slot' ? entry.entity_id.split(' ') : entry.entity_id.split('/');
  // One astrologer's closed day or blocked slot, or the astrologer themselves: their name.
  const named = entry.subject_name
    ? { subject: language === 'tamil' ? entry.subject_name.tamil : entry.subject_name.english }
    : {};
  switch (entry.entity_type) {
    case 'blocked_day':
      return { date: formatCalendarDate(entry.entity_id, language), ...named };
    case 'blocked_slot':
      return {
        date: formatCalendarDate(first, language),
        time: formatClockTime(second, language),
        ...named,
      };
    case 'astrologer':
      return named;
    case 'user':
      // Whose office role changed: their name and number (the server's words); an erased
      // customer's label, in each language.
      return entry.subject_name ? named : {};
    case 'service':
    case 'country':
      return {
        subject: entry.subject_name
          ? language === 'tamil'
            ? entry.subject_name.tamil
            : entry.subject_name.english
          : entry.entity_id,
      };
    case 'page':
      return {
        subject: t('audit_page_subject', {
          page: t(`page_${first}`, { defaultValue: first }),
          language: t(`language_${second}`, { defaultValue: second }),
        }),
      };
    case 'translation':
      return {
        subject: t('audit_page_subject', {
          page: `${second}.${third}`,
          language: t(`language_${first}`, { defaultValue: first }),
        }),
      };
    default:
      return {};
  }
}

/** A role given or taken back (staff.grant: the new one; staff.revoke: the one taken back), in words. */
function roleNamed(entry: AuditEntry, t: (key: string) => string): string | undefined {
  const change = entry.changes.find((changed) => changed.field === 'role');
  const role = entry.action === 'staff.revoke' ? change?.before : change?.after;
  return typeof role === 'string' ? t(`role_${role}`) : undefined;
}

/** A change of an office role made on the server's command line (npm run admin): no one signed in made it. */
const byCommandLine = (entry: AuditEntry) => entry.actor === null && entry.entity_type === 'user';

/** The new time an entry gave an appointment, in India time. */
function newTimeOf(entry: AuditEntry, language: Language): string | undefined {
  const start = entry.changes.find((change) => change.field === 'scheduled_datetime')?.after;
  return typeof start === 'string' ? formatIndiaDateTime(start, language) : undefined;
}

/**
 * One entry as a sentence ("Priya marked appointment AST-0012 as paid in cash, ₹1,500.00."), the
 * appointment's number a link to its page. Every action has its words (locales: audit_line_*).
 */
export function AuditSentence({ entry, language }: { entry: AuditEntry; language: Language }) {
  const { t } = useTranslation('admin');
  const who = useActorName()(entry.actor);
  const amount = entry.amount === null ? undefined : formatPaise(rupeeTextToPaise(entry.amount));
  const time = newTimeOf(entry, language);
  const action = entry.action.replaceAll('.', '_');
  // A variant names the money or the new time when the entry has them.
  const has = (suffix: string) => t(`audit_line_${action}${suffix}`, { defaultValue: '' }) !== '';
  const forSomeone =
    (entry.entity_type === 'blocked_day' || entry.entity_type === 'blocked_slot') &&
    entry.subject_name !== null;
  const variant =
    forSomeone && has('_for')
      ? '_for'
      : !entry.appointment && has('_plain')
        ? '_plain'
        : amount && has('_amount')
          ? '_amount'
          : time && has('_time')
            ? '_time'
            : '';
  const known = has('');
  const values = {
    who,
    /** How many failed messages one "Send again" of a filter sent (message.retry_failed). */
    resent:
      typeof entry.after === 'object' && entry.after !== null && 'resent' in entry.after
        ? String(entry.after.resent)
        : undefined,
    amount,
    time,
    number: entry.appointment?.number ?? t('audit_unknown_appointment'),
    role: roleNamed(entry, t),
    ...subjectOf(entry, language, t),
  };
  const link = entry.appointment ? (
    <Link to={`/admin/appointments/${entry.appointment.id}`} />
  ) : (
    <span />
  );
  if (!known)
    return (
      <p className="admin-audit__sentence">
        {t('audit_line_unknown', { who, action: entry.action })}
      </p>
    );
  return (
    <p className="admin-audit__sentence">
      <Trans
        t={t}
        i18nKey={`audit_line_${action}${byCommandLine(entry) && has('_command_line') ? '_command_line' : variant}`}
        values={values}
        components={{ appt: link }}
      />
    </p>
  );
}
