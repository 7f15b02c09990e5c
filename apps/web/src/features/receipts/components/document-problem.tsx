import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { ApiError } from '../../../lib/api-client';

interface DocumentProblemProps {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  validId: boolean;
  notFound: string;
}

/**
 * What a receipt or credit-note screen shows without its document: loading; not found (someone
 * else's, or no such number); the server's own words when there is none yet (409); or a retry.
 */
export function DocumentProblem({ query, validId, notFound }: DocumentProblemProps) {
  const { t } = useTranslation(['receipts', 'common']);
  const error = query.error instanceof ApiError ? query.error : null;
  if (validId && !query.isError)
    return (
      <p className="info-content--loading" role="status">
        {t('common:loading')}
      </p>
    );
  const missing = !validId || error?.status === 404 || error?.status === 400;
  const message = missing
    ? notFound
    : error?.status === 409
      ? error.message
      : t('receipts:load_failed');
  return (
    <div className="empty-state" role="alert">
      <p>{message}</p>
      <div className="receipt-actions__buttons receipt-actions__buttons--center">
        {!missing && error?.status !== 409 && (
          <button
            type="button"
            className="button button--light button--small"
            onClick={() => void query.refetch()}
          >
            {t('receipts:retry')}
          </button>
        )}
        <Link to="/appointments" className="button button--ghost button--small">
          {t('receipts:back')}
        </Link>
      </div>
    </div>
  );
}
