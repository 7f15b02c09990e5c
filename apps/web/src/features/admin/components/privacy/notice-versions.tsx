import type { AdminNoticeReply, Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { useTranslation } from '../../../../lib/translation/use-translation';

/** Every version of the notice, newest first: when, by whom, and how many customers' latest agreement it is. */
export function NoticeVersions({
  versions,
  language,
}: {
  versions: AdminNoticeReply['versions'];
  language: Language;
}) {
  const { t } = useTranslation('privacy-admin');
  return (
    <section className="admin-panel" aria-labelledby="notice-versions-title">
      <h2 id="notice-versions-title" className="admin-panel__title">
        {t('versions_title')}
      </h2>
      <ol className="notice-versions">
        {versions.map((version, index) => (
          <li key={version.version}>
            <strong>
              {t('version_line', {
                version: version.version,
                date: formatIndiaDateTime(version.published_at, language),
              })}
            </strong>
            {index === 0 && <span className="badge">{t('version_current')}</span>}
            <span className="notice-versions__detail">
              {version.published_by
                ? t('version_by', { name: version.published_by })
                : t('version_built_in')}
              {' · '}
              {t('version_agreed', { count: version.agreed_count })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
