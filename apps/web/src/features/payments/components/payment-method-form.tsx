import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { Appointment, Language } from '@portal/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { useIntentKeys, withIntentKey } from '../../../lib/intent-key';
import { formatRupeeText } from '../../../lib/money';
import { actionFailure } from '../../../lib/action-failure';
import { chooseCash, useRefreshAppointments } from '../api/payment-calls';
import { useOnlinePayment } from '../use-online-payment';

interface PaymentMethodFormProps {
  appointment: Appointment;
  language: Language;
  onPaid: (appointment: Appointment) => void;
  onCashChosen: (appointment: Appointment) => void;
}

type Method = 'online' | 'cash';

/** Online (Razorpay, or the test checkout) or cash; a choice is required. */
export function PaymentMethodForm({
  appointment,
  language,
  onPaid,
  onCashChosen,
}: PaymentMethodFormProps) {
  const { t } = useTranslation('payments');
  const toast = useToast();
  const refresh = useRefreshAppointments();
  const online = useOnlinePayment(appointment, language, onPaid);
  const [method, setMethod] = useState<Method | null>(null);
  const [cashBusy, setCashBusy] = useState(false);
  const cashIntents = useIntentKeys();
  const busy = online.busy || cashBusy;

  const payCash = async () => {
    setCashBusy(true);
    try {
      const chosen = await withIntentKey(cashIntents, appointment.id, (key) =>
        chooseCash(appointment.id, language, key),
      );
      void refresh();
      // At the office the cash is paid at the desk and a time is chosen now; phone and video wait for the cash.
      toast.show(
        'info',
        chosen.can_choose_time
          ? t('cash_choose_time', { amount: formatRupeeText(chosen.total_cost) })
          : t('cash_pending'),
      );
      onCashChosen(chosen);
    } catch (error) {
      const text = actionFailure(error, t, t('cash_failed'));
      if (text) toast.show('error', text);
      setCashBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) return toast.show('warning', t('choose_method'));
    if (method === 'online') return online.start();
    void payCash();
  };

  const label = busy
    ? t('processing')
    : method === 'online'
      ? t('pay_amount', { amount: formatRupeeText(appointment.total_cost) })
      : method === 'cash'
        ? t('confirm_cash')
        : t('continue');
  return (
    <form className="payment-form" onSubmit={submit} noValidate>
      <fieldset className="form-section">
        <legend className="form-section__title">{t('choose_method_title')}</legend>
        {(['online', 'cash'] as const).map((option) => (
          <label key={option} className="service-choice">
            <input
              type="radio"
              name="payment-method"
              value={option}
              checked={method === option}
              onChange={() => setMethod(option)}
              disabled={busy}
            />
            <span className="service-choice__text">
              <strong>{t(`method_${option}`)}</strong>
              <span>
                {t(
                  option === 'cash' && appointment.consultation_mode === 'in_person'
                    ? 'method_cash_in_person_text'
                    : `method_${option}_text`,
                )}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {label}
      </button>
      {online.checkout}
    </form>
  );
}
