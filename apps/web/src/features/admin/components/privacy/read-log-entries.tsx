import { Link } from 'react-router';
import type { Language, ReadLogEntry } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { Trans } from '../../../../lib/translation/trans';
import { useTranslation } from '../../../../lib/translation/use-translation';

const personName = (person: { name: string | null; mobile_number: string }) =>
  person.name ?? displayPhoneNumber(person.mobile_number);

/** One read as a sentence: who opened what of whose, the appointment a link, the customer a filter. */
function ReadSentence({
  entry,
  onCustomer,
}: {
  entry: ReadLogEntry;
  onCustomer: (customerId: number) => void;
}) {
  const { t } = useTranslation('privacy-read-log');
  const who = personName(entry.staff);
  if (entry.what === 'export') {
    const file = t(`export_${entry.entity_id ?? ''}`, { defaultValue: entry.entity_id ?? '' });
    return (
      <p className="admin-audit__sentence">
        {entry.row_count === null
          ? t('line_export_uncounted', { who, file })
          : t('line_export', { who, file, count: entry.row_count })}
      </p>
    );
  }
  const customer = entry.customer;
  return (
    <p className="admin-audit__sentence">
      <Trans
        t={t}
        i18nKey={`line_${entry.what}`}
        values={{
          who,
          customer: customer ? personName(customer) : '',
          number: entry.appointment?.number ?? t('unknown_appointment'),
        }}
        components={{
          appt: entry.appointment ? (
            <Link to={`/admin/appointments/${entry.appointment.id}`} />
          ) : (
            <span />
          ),
          cust: customer ? (
            <button
              type="button"
              className="link-button"
              title={t('by_customer', { customer: personName(customer) })}
              onClick={() => onCustomer(customer.id)}
            />
          ) : (
            <span />
          ),
        }}
      />
    </p>
  );
}

/** The read log, newest first: each read, when (India time), and by whom in which role. */
export function ReadLogEntries({
  entries,
  language,
  onCustomer,
  onStaff,
}: {
  entries: ReadLogEntry[];
  language: Language;
  onCustomer: (customerId: number) => void;
  onStaff: (staffId: number) => void;
}) {
  const { t } = useTranslation(['privacy-read-log', 'admin']);
  return (
    <ol className="admin-rows admin-audit-list">
      {entries.map((entry) => (
        <li key={entry.id} className="admin-audit">
          <ReadSentence entry={entry} onCustomer={onCustomer} />
          <p className="admin-audit__when">
            <time dateTime={entry.created_at}>
              {formatIndiaDateTime(entry.created_at, language)}
            </time>{' '}
            ·{' '}
            <button
              type="button"
              className="link-button"
              title={t('by_staff', { who: personName(entry.staff) })}
              onClick={() => onStaff(entry.staff.id)}
            >
              {t('read_by', {
                who: entry.staff.name
                  ? `${entry.staff.name} (${displayPhoneNumber(entry.staff.mobile_number)})`
                  : displayPhoneNumber(entry.staff.mobile_number),
                role: t(`admin:role_${entry.staff.role}`, { defaultValue: entry.staff.role }),
              })}
            </button>
          </p>
        </li>
      ))}
    </ol>
  );
}
