import { useTranslation } from '../../../../lib/translation/use-translation';
import type { AuditEntry, Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { AuditChangesTable } from './audit-changes-table';
import { AuditSentence } from './audit-sentence';

/** The stored record is offered (folded) only when the table does not tell all of it. */
const hasMore = (entry: AuditEntry) =>
  (entry.changes.length === 0 || entry.other_fields.length > 0) &&
  (entry.before != null || entry.after != null);
const stored = (value: unknown) =>
  value === null || value === undefined ? '-' : JSON.stringify(value, null, 2);
/** Who did it, with their number: "Meena, +91 98400 12345", or the number alone. */
const actorWithNumber = (actor: NonNullable<AuditEntry['actor']>) =>
  actor.name
    ? `${actor.name}, ${displayPhoneNumber(actor.mobile_number)}`
    : displayPhoneNumber(actor.mobile_number);

/**
 * Each entry as a sentence (who did what to which appointment, with the rupees), when in India
 * time and by whom (name, number and office role), the changed fields side by side, and the
 * stored record folded away as technical details.
 */
export function AuditEntries({ entries, language }: { entries: AuditEntry[]; language: Language }) {
  const { t } = useTranslation('admin');
  return (
    <ol className="admin-rows admin-audit-list">
      {entries.map((entry) => (
        <li key={entry.id} className="admin-audit">
          <AuditSentence entry={entry} language={language} />
          <p className="admin-audit__when">
            <time dateTime={entry.created_at}>
              {formatIndiaDateTime(entry.created_at, language)}
            </time>
            {entry.actor && (
              <span className="admin-audit__by">
                {' '}
                ·{' '}
                {t('audit_by', {
                  who: actorWithNumber(entry.actor),
                  role: t(`role_${entry.actor.role}`),
                })}
              </span>
            )}
          </p>
          <AuditChangesTable
            changes={entry.changes}
            otherFields={entry.other_fields}
            language={language}
          />
          {hasMore(entry) && (
            <details className="admin-audit__technical">
              <summary>{t('audit_technical')}</summary>
              <dl className="details-list">
                <dt>{t('audit_record')}</dt>
                <dd>
                  <code>
                    {entry.entity_type} {entry.entity_id}
                  </code>
                </dd>
                <dt>{t('audit_before')}</dt>
                <dd>
                  <pre>{stored(entry.before)}</pre>
                </dd>
                <dt>{t('audit_after')}</dt>
                <dd>
                  <pre>{stored(entry.after)}</pre>
                </dd>
              </dl>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
