import type { Language, PrivacyNoticeReply } from '@portal/contracts';
import { formatIndiaDate } from '../../../../lib/date-format';
import { useTranslation } from '../../../../lib/translation/use-translation';
import '../../privacy.css';

const telephone = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The notice as the server filled it (decision 0100): its version and date, its text (cleaned by
 * the server's allow-list before it was stored and again as it was read), and the grievance
 * officer's telephone and e-mail as links when the office has given them.
 */
export function NoticeBody({
  notice,
  language,
}: {
  notice: PrivacyNoticeReply;
  language: Language;
}) {
  const { t } = useTranslation('privacy-notice');
  const { grievance } = notice;
  return (
    <>
      <p className="privacy-notice__version">
        {t('version', {
          version: notice.version,
          date: formatIndiaDate(notice.published_at, language),
        })}
      </p>
      <div
        className="info-content privacy-notice__text"
        lang={language === 'tamil' ? 'ta' : 'en'}
        dangerouslySetInnerHTML={{ __html: notice.html }}
      />
      {(grievance.phone || grievance.email) && (
        <section className="privacy-notice__contact" aria-labelledby="grievance-contact-title">
          <h2 id="grievance-contact-title">{t('grievance_title')}</h2>
          <p>{grievance.name}</p>
          <div className="privacy-notice__contact-links">
            {grievance.phone && (
              <a className="button button--ghost" href={telephone(grievance.phone)}>
                {t('grievance_call', { phone: grievance.phone })}
              </a>
            )}
            {grievance.email && (
              <a className="button button--ghost" href={`mailto:${grievance.email}`}>
                {t('grievance_email', { email: grievance.email })}
              </a>
            )}
          </div>
        </section>
      )}
    </>
  );
}
