import { useTranslation } from '../../../../lib/translation/use-translation';

/** A console list's pages: previous, "page N of M", next; nothing when it is one page. */
export function AdminPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('page', { page, pages })}>
      <button
        type="button"
        className="button button--small button--light"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </button>
      <span>{t('page', { page, pages })}</span>
      <button
        type="button"
        className="button button--small button--light"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
