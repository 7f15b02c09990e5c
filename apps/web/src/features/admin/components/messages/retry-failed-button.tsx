import { useTranslation } from '../../../../lib/translation/use-translation';
import type { Language, RetryFailedRequest } from '@portal/contracts';
import { useToast } from '../../../../components/toast/toast-context';
import { useRetryFailedMessages } from '../../api/cash-calls';
import '../../../../styles/cash-desk.css';

/**
 * "Send all again": every failed message of the list's filter (channel, appointment) at once, 200
 * at most a press; says how many went.
 */
export function RetryFailedButton({
  filter,
  total,
  language,
}: {
  filter: RetryFailedRequest;
  total: number;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const retry = useRetryFailedMessages(language);
  const send = () =>
    retry.mutateAsync({ ...filter, status: 'failed' }).then(
      (reply) =>
        toast.show(
          'success',
          reply.remaining > 0
            ? t('done_retry_all_more', { resent: reply.resent, remaining: reply.remaining })
            : t('done_retry_all', { resent: reply.resent }),
        ),
      (error: Error) => toast.show('error', error.message),
    );
  return (
    <div className="admin-message-retry-all">
      <button
        type="button"
        className="button button--small button--primary"
        disabled={retry.isPending}
        aria-describedby="retry-all-note"
        onClick={() => void send()}
      >
        {t('message_retry_all', { total })}
      </button>
      <p id="retry-all-note" className="field-note">
        {t('message_retry_all_note')}
      </p>
    </div>
  );
}
