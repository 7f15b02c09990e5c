import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { erasedCustomerLabel, type CustomerRow, type Language } from '@portal/contracts';
import { formatIndiaDate } from '../../../../lib/date-format';
import { displayPhoneNumber } from '../../../../lib/phone-display';

/** The customers a search found (or everyone, newest first): who, how to call them, whom they booked for. */
export function CustomerRows({ rows, language }: { rows: CustomerRow[]; language: Language }) {
  const { t } = useTranslation('customers');
  // An erased customer (decision 0101) by their label.
  const nameOf = (row: CustomerRow) =>
    row.erased ? erasedCustomerLabel(row.id, language) : (row.name ?? t('no_name'));
  return (
    <ol className="admin-rows">
      {rows.map((row) => (
        <li key={row.id} className="admin-row customer-row">
          <div className="admin-row__main">
            <h2 className="admin-row__name">
              <Link to={`/admin/customers/${row.id}`}>{nameOf(row)}</Link>
            </h2>
            <p className="admin-row__facts">
              {row.mobile_number && (
                <a href={`tel:${row.mobile_number}`}>
                  <bdi>{displayPhoneNumber(row.mobile_number)}</bdi>
                </a>
              )}
              {row.email && <bdi>{row.email}</bdi>}
              <span>{t('appointments_count', { count: row.appointments })}</span>
              {row.last_booked_at && (
                <span>
                  {t('last_booked', { time: formatIndiaDate(row.last_booked_at, language) })}
                </span>
              )}
            </p>
            {row.booked_for.length > 0 && (
              <p className="customer-row__people">
                <span className="customer-row__label">{t('booked_for')}:</span>{' '}
                {row.booked_for.join(', ')}
              </p>
            )}
          </div>
          <div className="admin-row__actions">
            <Link
              className="button button--small button--primary"
              to={`/admin/customers/${row.id}`}
            >
              {t('open')}
              <span className="visually-hidden">
                {' '}
                {row.erased ? nameOf(row) : (row.name ?? displayPhoneNumber(row.mobile_number))}
              </span>
            </Link>
          </div>
        </li>
      ))}
    </ol>
  );
}
