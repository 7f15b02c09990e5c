import { useTranslation } from 'react-i18next';
import type { AuditEntry, Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { displayPhoneNumber } from '../../../../lib/phone-display';

const shown = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value, null, 2));

/** Who did what (a person, or the system by itself) and when, with the record before and after (as stored: the office's own reference). */
export function AuditEntries({ entries, language }: { entries: AuditEntry[]; language: Language }) {
  const { t } = useTranslation('admin');
  return (
    <ol className="admin-rows">
      {entries.map((entry) => (
        <li key={entry.id} className="admin-audit">
          <p className="admin-audit__head">
            <strong>{t(`action_${entry.action.replaceAll('.', '_')}`, { defaultValue: entry.action })}</strong> · <code>{entry.entity_id}</code>
          </p>
          <dl className="details-list">
            <dt>{t('audit_who')}</dt>
            <dd>{entry.actor ? entry.actor.name || displayPhoneNumber(entry.actor.mobile_number) : t('audit_system')}</dd>
            <dt>{t('audit_when')}</dt>
            <dd>{formatIndiaDateTime(entry.created_at, language)}</dd>
          </dl>
          <div className="admin-audit__diff">
            <div>
              <h3 className="details-heading">{t('audit_before')}</h3>
              <pre>{shown(entry.before)}</pre>
            </div>
            <div>
              <h3 className="details-heading">{t('audit_after')}</h3>
              <pre>{shown(entry.after)}</pre>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
