import type { AuditActorsReply } from '@portal/contracts';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { ReadLogFilters as Filters } from '../../api/privacy-calls';

type Person = AuditActorsReply['actors'][number];

/**
 * The read log's filters: a staff member (the office's people, now and before), and the customer
 * chosen from their page or a read (shown with a way back to everyone's).
 */
export function ReadLogFilters({
  values,
  staff,
  customerName,
  onChange,
}: {
  values: Filters;
  staff: Person[];
  /** The customer filtered by, named; null without the filter. */
  customerName: string | null;
  onChange: (patch: Partial<Filters>) => void;
}) {
  const { t } = useTranslation(['privacy-read-log', 'admin']);
  const named = (person: Person) =>
    person.name
      ? `${person.name} (${t(`admin:role_${person.role}`, { defaultValue: person.role })})`
      : displayPhoneNumber(person.mobile_number);
  return (
    <div className="privacy-read-filters" role="search" aria-label={t('filters')}>
      <div className="form-field">
        <label className="field-label" htmlFor="read-log-staff">
          {t('staff_filter')}
        </label>
        <select
          id="read-log-staff"
          className="text-input"
          value={values.staffId ?? ''}
          onChange={(event) =>
            onChange({ staffId: event.target.value === '' ? null : Number(event.target.value) })
          }
        >
          <option value="">{t('staff_anyone')}</option>
          {staff.map((person) => (
            <option key={person.id} value={person.id}>
              {named(person)}
            </option>
          ))}
        </select>
      </div>
      {values.customerId !== null && (
        <p className="privacy-read-filters__customer">
          <span>{t('customer_filter', { customer: customerName ?? `#${values.customerId}` })}</span>
          <button
            type="button"
            className="button button--small button--light"
            onClick={() => onChange({ customerId: null })}
          >
            {t('clear_customer')}
          </button>
        </p>
      )}
    </div>
  );
}
