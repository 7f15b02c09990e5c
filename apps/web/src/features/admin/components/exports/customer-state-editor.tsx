import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import '../../../../styles/exports.css';
import {
  indianStates,
  type AdminAppointment,
  type IndianStateCode,
  type Language,
} from '@portal/contracts';
import { useSaveCustomerState } from '../../api/export-calls';

/**
 * The customer's Indian state of an appointment (their GST place of supply, decision 0068), as the
 * office corrects it.
 */
export function CustomerStateEditor({
  appointment,
  language,
}: {
  appointment: AdminAppointment;
  language: Language;
}) {
  const { t } = useTranslation('exports');
  const [state, setState] = useState(appointment.customer_state ?? '');
  const save = useSaveCustomerState(appointment.id, language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ customer_state: state === '' ? null : (state as IndianStateCode) });
  };
  return (
    <form className="exports-state no-print" onSubmit={submit} aria-label={t('customer_state')}>
      <div className="form-field">
        <label className="field-label" htmlFor="customer-state">
          {t('customer_state')}
        </label>
        <select
          id="customer-state"
          className="text-input"
          value={state}
          onChange={(event) => setState(event.target.value)}
        >
          <option value="">{t('customer_state_none')}</option>
          {indianStates.map((option) => (
            <option key={option.code} value={option.code}>
              {language === 'tamil' ? option.tamil : option.english}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="button button--ghost button--small"
        disabled={save.isPending}
      >
        {t('customer_state_save')}
      </button>
      {save.isError && (
        <p className="form-field__error" role="alert">
          {save.error.message}
        </p>
      )}
      {save.isSuccess && <p role="status">{t('customer_state_saved')}</p>}
    </form>
  );
}
