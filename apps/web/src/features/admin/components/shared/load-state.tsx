import { useTranslation } from '../../../../lib/translation/use-translation';
import { ApiError } from '../../../../lib/api-client';

/**
 * Loading, or a failure; nothing once the data is there. A refusal (403) or something not there
 * (404) says so in the server's words, in the screen's language, with no "try again": trying again
 * would be refused the same (an astrologer opening a colleague's consultation, decision 0110).
 * Any other failure (the network, the server) offers to try again.
 */
export function LoadState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
}) {
  const { t } = useTranslation('admin');
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      return (
        <div className="empty-state" role="alert" data-code={error.code}>
          <p>{error.message}</p>
        </div>
      );
    }
    return (
      <div className="empty-state" role="alert">
        <p>{t('load_failed')}</p>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => void query.refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  return query.isPending ? <p role="status">{t('loading')}</p> : null;
}
