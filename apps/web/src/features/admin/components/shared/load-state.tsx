import { useTranslation } from '../../../../lib/translation/use-translation';

/** Loading, or a failure with a way to try again; nothing once the data is there. */
export function LoadState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation('admin');
  if (query.isError) {
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
