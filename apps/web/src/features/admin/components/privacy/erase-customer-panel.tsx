import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { CustomerReply, Language } from '@portal/contracts';
import { useToast } from '../../../../components/toast/toast-context';
import { ApiError } from '../../../../lib/api-client';
import { formatIndiaDate } from '../../../../lib/date-format';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { useEraseCustomer } from '../../api/erasure-calls';
import { TextField } from '../shared/text-field';

/**
 * The customer page's erasure on the customer's request (decision 0101), the admin's alone: what
 * it does, then the customer's number typed again to confirm. An erased customer's page says when.
 */
export function EraseCustomerPanel({
  customer,
  language,
}: {
  customer: CustomerReply['customer'];
  language: Language;
}) {
  const { t } = useTranslation('privacy-erasure-office');
  const toast = useToast();
  const erase = useEraseCustomer(customer.id, language);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (customer.erased_at)
    return (
      <section className="admin-panel" aria-labelledby="customer-erased-title">
        <h2 id="customer-erased-title" className="admin-panel__title">
          {t('erased_name', { id: customer.id })}
        </h2>
        <p>{t('erased_on', { date: formatIndiaDate(customer.erased_at, language) })}</p>
      </section>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    erase.mutate(typed, {
      onSuccess: () => {
        setOpen(false);
        toast.show('success', t('erased_done'));
      },
      onError: (error) =>
        setProblem(
          error instanceof ApiError && error.status !== 0
            ? (error.fields.confirm_mobile_number ?? error.message)
            : t('erase_failed'),
        ),
    });
  };
  return (
    <section className="admin-panel" aria-labelledby="customer-erase-title">
      <h2 id="customer-erase-title" className="admin-panel__title">
        {t('erase_title')}
      </h2>
      <p className="field-note">{t('erase_lead', { id: customer.id })}</p>
      {open ? (
        <form className="admin-stack" onSubmit={submit} noValidate>
          <TextField
            id="erase-confirm"
            type="tel"
            label={t('erase_confirm_label')}
            hint={t('erase_confirm_hint', { number: displayPhoneNumber(customer.mobile_number) })}
            value={typed}
            onChange={setTyped}
            error={problem ?? undefined}
            maxLength={20}
          />
          <div className="admin-actions-row">
            <button
              type="submit"
              className="button button--small button--danger"
              disabled={erase.isPending || typed.trim() === ''}
            >
              {erase.isPending ? t('erasing') : t('erase_confirm')}
            </button>
            <button
              type="button"
              className="button button--small button--ghost"
              disabled={erase.isPending}
              onClick={() => {
                setOpen(false);
                setProblem(null);
              }}
            >
              {t('erase_cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="button button--small button--danger"
          onClick={() => setOpen(true)}
        >
          {t('erase_open')}
        </button>
      )}
    </section>
  );
}
