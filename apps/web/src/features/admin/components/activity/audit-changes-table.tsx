import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  rupeeTextToPaise,
  type AuditChange,
  type Language,
  languageLocales,
} from '@portal/contracts';
import {
  formatCalendarDate,
  formatClockTime,
  formatIndiaDateTime,
} from '../../../../lib/date-format';
import { formatPaise } from '../../../../lib/money';

/** A changed value as a person reads it: rupees, India time, dates in words, known states in words. */
function useValueText(language: Language) {
  const { t } = useTranslation('admin');
  return (kind: AuditChange['kind'], value: AuditChange['before']): string => {
    if (value === null || value === '') return t('audit_none');
    if (typeof value === 'boolean') return value ? t('audit_yes') : t('audit_no');
    if (typeof value === 'number') return value.toLocaleString(languageLocales[language]);
    switch (kind) {
      case 'money':
        return formatPaise(rupeeTextToPaise(value));
      case 'moment':
        return formatIndiaDateTime(value, language);
      case 'date':
        return formatCalendarDate(value, language);
      case 'clock':
        return formatClockTime(value, language);
      default:
        // A state the system names (paid, no_show) has words; what a person typed is shown as
        // typed, long text cut short.
        if (/^[a-z_]+$/.test(value)) return t(`audit_value_${value}`, { defaultValue: value });
        return value.length > 160 ? `${value.slice(0, 160)}…` : value;
    }
  };
}

/**
 * The changed fields side by side: field in words, before, after. It wraps rather than scrolls (no
 * scrolling region to reach by keyboard).
 */
export function AuditChangesTable({
  changes,
  otherFields,
  language,
}: {
  changes: AuditChange[];
  otherFields: string[];
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const valueText = useValueText(language);
  const fieldName = (field: string) =>
    t(`audit_field_${field.replaceAll('.', '_')}`, {
      defaultValue: field.replaceAll(/[._]/g, ' '),
    });
  if (changes.length === 0 && otherFields.length === 0) return null;
  return (
    <>
      {changes.length > 0 && (
        <table className="admin-audit__changes" role="table">
          <caption className="visually-hidden">{t('audit_changes')}</caption>
          <thead>
            <tr role="row">
              <th scope="col" role="columnheader">
                {t('audit_field')}
              </th>
              <th scope="col" role="columnheader">
                {t('audit_before')}
              </th>
              <th scope="col" role="columnheader">
                {t('audit_after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field} role="row">
                <th scope="row" role="rowheader">
                  {fieldName(change.field)}
                </th>
                {/* On a phone the row is the field's name over before and after, each labelled. */}
                <td role="cell" data-label={t('audit_before')}>
                  {valueText(change.kind, change.before)}
                </td>
                <td role="cell" data-label={t('audit_after')}>
                  {valueText(change.kind, change.after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {otherFields.length > 0 && (
        <p className="admin-audit__others">
          {t('audit_also_changed', { fields: otherFields.map(fieldName).join(', ') })}
        </p>
      )}
    </>
  );
}
