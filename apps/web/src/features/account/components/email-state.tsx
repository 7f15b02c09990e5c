import type { Language } from '@portal/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useResendEmailLink } from '../api/resend-email-link';

interface EmailStateProps {
  confirmed: boolean;
  language: Language;
}

/**
 * Whether the profile's e-mail address is confirmed (decision 0107). While it waits, nothing but
 * its link goes to it, and the customer may have the link sent again.
 */
export function EmailState({ confirmed, language }: EmailStateProps) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const resend = useResendEmailLink(language);
  if (confirmed)
    return (
      <>
        {' '}
        <span className="email-state email-state--confirmed">{t('email_confirmed')}</span>
      </>
    );
  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast.show('success', t('email_link_sent')),
      onError: (error) =>
        toast.show(
          'error',
          error instanceof ApiError && error.status !== 0
            ? error.message
            : t('email_link_send_failed'),
        ),
    });
  return (
    <>
      {' '}
      <span className="email-state email-state--waiting">{t('email_waiting')}</span>
      <span className="email-waiting">
        <span className="field-note">{t('email_waiting_note')}</span>
        <button
          type="button"
          className="button button--light"
          disabled={resend.isPending}
          onClick={sendAgain}
        >
          {resend.isPending ? t('email_link_sending') : t('email_send_again')}
        </button>
      </span>
    </>
  );
}
