import { useTranslation } from '../../../../lib/translation/use-translation';
import { languageTags, type Language, type OutboxMessage } from '@portal/contracts';
import { DetailRow } from '../../../../components/detail-row';
import { formatIndiaDateTime } from '../../../../lib/date-format';

type Level = 2 | 3;

/** A heading one level below the row's own. */
function SubHeading({ level, children }: { level: Level; children: string }) {
  const Tag = level === 2 ? 'h3' : 'h4';
  return <Tag className="details-heading">{children}</Tag>;
}

/**
 * What a message said (subject and words, in its recipient's language) and each attempt to
 * send it, with the provider's error when one failed.
 */
export function MessageDetails({
  message,
  language,
  level,
}: {
  message: OutboxMessage;
  language: Language;
  level: Level;
}) {
  const { t } = useTranslation('admin');
  const when = (iso: string) => formatIndiaDateTime(iso, language);
  const wordsLang = languageTags[message.language];
  return (
    <div className="admin-message__details-inner">
      <dl className="details-list">
        <DetailRow label={t('message_audience')}>
          {t(`message_audience_${message.audience}`)}
        </DetailRow>
        <DetailRow label={t('message_language')}>{t(`language_${message.language}`)}</DetailRow>
        <DetailRow label={t('message_created')}>{when(message.created_at)}</DetailRow>
        {(message.status === 'pending' || message.status === 'sending') && (
          <DetailRow label={t('message_due_at')}>{when(message.send_after)}</DetailRow>
        )}
        {message.sent_at && (
          <DetailRow label={t('message_sent_at')}>{when(message.sent_at)}</DetailRow>
        )}
        {message.status === 'dropped' && message.last_error && (
          <DetailRow label={t('message_dropped_why')}>{message.last_error}</DetailRow>
        )}
      </dl>
      <SubHeading level={level}>{t('message_words')}</SubHeading>
      {message.body === null ? (
        <p className="field-note">{t('message_words_later')}</p>
      ) : (
        <div className="admin-message__words" lang={wordsLang}>
          {message.subject && <p className="admin-message__subject">{message.subject}</p>}
          <p className="admin-message__body">{message.body}</p>
        </div>
      )}
      <SubHeading level={level}>{t('message_attempt_log')}</SubHeading>
      {message.attempt_log.length === 0 ? (
        <p className="field-note">{t('message_no_attempts')}</p>
      ) : (
        <ol className="admin-message__attempts">
          {message.attempt_log.map((attempt, index) => (
            <li
              key={`${attempt.attempted_at}-${index}`}
              className={`admin-message__attempt admin-message__attempt--${attempt.outcome}`}
            >
              <span className="admin-message__attempt-when">{when(attempt.attempted_at)}</span>
              <strong>{t(`message_attempt_${attempt.outcome}`)}</strong>
              {attempt.error && <span className="admin-message__error">{attempt.error}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
