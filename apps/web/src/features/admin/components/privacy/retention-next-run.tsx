import { Link } from 'react-router';
import { RETENTION_PREVIEW_LIMIT, type Language, type RetentionReply } from '@portal/contracts';
import { formatIndiaDate, formatIndiaDateTime } from '../../../../lib/date-format';
import { useTranslation } from '../../../../lib/translation/use-translation';

type Retention = RetentionReply['retention'];

const counts = ['files', 'reports', 'message_texts', 'customers', 'activity_details'] as const;

/**
 * What the next nightly run removes, counted by the rules the run applies (the server's
 * modules/privacy/retention), with the first consultations and customers it concerns; and what
 * the last run did.
 */
export function RetentionNextRun({
  retention,
  language,
}: {
  retention: Retention;
  language: Language;
}) {
  const { t } = useTranslation('privacy-retention');
  const next = retention.next_run;
  const last = retention.last_run;
  const nothing = counts.every((count) => next[count] === 0);
  return (
    <section className="admin-panel" aria-labelledby="retention-next">
      <h2 id="retention-next" className="admin-panel__title">
        {t('next_title')}
      </h2>
      <p>{t('next_when', { when: formatIndiaDateTime(next.next_run_at, language) })}</p>
      {nothing ? (
        <p role="status">{t('nothing_due')}</p>
      ) : (
        <dl className="retention-counts">
          {counts.map((count) => (
            <div key={count} className="retention-counts__item">
              <dt>{t(`count_${count}`)}</dt>
              <dd data-testid={`retention-${count}`}>{next[count]}</dd>
            </div>
          ))}
        </dl>
      )}
      {next.appointments_listed.length > 0 && (
        <>
          <h3 className="details-heading">{t('due_appointments')}</h3>
          <ul className="retention-list">
            {next.appointments_listed.map((due) => (
              <li key={due.id}>
                <Link to={`/admin/appointments/${due.id}`}>{due.appointment_number}</Link>
                <span>
                  {t(`reason_${due.reason}`, { date: formatIndiaDate(due.since, language) })}
                </span>
                <span>
                  {[
                    due.files > 0 ? t('files_count', { count: due.files }) : null,
                    due.reports > 0 ? t('reports_count', { count: due.reports }) : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              </li>
            ))}
          </ul>
          {next.appointments_listed.length === RETENTION_PREVIEW_LIMIT && (
            <p className="field-note">
              {t('list_first', { shown: next.appointments_listed.length })}
            </p>
          )}
        </>
      )}
      {next.customers_listed.length > 0 && (
        <>
          <h3 className="details-heading">{t('due_customers')}</h3>
          <ul className="retention-list">
            {next.customers_listed.map((due) => (
              <li key={due.id}>
                <Link to={`/admin/customers/${due.id}`}>{due.name ?? t('unnamed')}</Link>
                <span>
                  {t('last_active', { date: formatIndiaDate(due.last_active_at, language) })}
                </span>
              </li>
            ))}
          </ul>
          {next.customers_listed.length === RETENTION_PREVIEW_LIMIT && (
            <p className="field-note">{t('list_first', { shown: next.customers_listed.length })}</p>
          )}
        </>
      )}
      <p className="field-note">
        {last
          ? t('last_run', {
              when: formatIndiaDateTime(last.at, language),
              files: last.files,
              reports: last.reports,
              texts: last.message_texts,
              customers: last.customers,
            })
          : t('last_run_none')}
      </p>
    </section>
  );
}
