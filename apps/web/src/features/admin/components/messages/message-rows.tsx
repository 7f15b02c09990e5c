import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { Language, OutboxMessage } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { useRetryMessage } from '../../api/message-calls';
import { useOutcomeToast } from '../../form-feedback';
import { recipientClock } from './held-time';
import { MessageDetails } from './message-details';
import { useMessageWords } from './message-words';

/** A message sent later than this after it was queued (a reminder, a retry) says when it went. */
const LATE_SEND_MS = 5 * 60_000;

interface RowOptions {
  language: Language;
  /** The heading level of each row (2 on the messages page, 3 inside an appointment's section). */
  level: 2 | 3;
  /** Inside one appointment: no link to it, one column. */
  compact: boolean;
}

function MessageRow({
  message,
  language,
  level,
  compact,
}: { message: OutboxMessage } & RowOptions) {
  const { t } = useTranslation('admin');
  const words = useMessageWords();
  const toastOutcome = useOutcomeToast();
  const retry = useRetryMessage(language);
  const [open, setOpen] = useState(false);
  const panelId = `message-${message.id}`;
  const Heading = level === 2 ? 'h2' : 'h3';
  const waiting = message.status === 'pending' || message.status === 'sending';
  const sentLate =
    message.sent_at !== null &&
    new Date(message.sent_at).getTime() - new Date(message.created_at).getTime() > LATE_SEND_MS;
  const recipient = message.recipient.startsWith('+')
    ? displayPhoneNumber(message.recipient)
    : message.recipient;
  const due = () => {
    const time = formatIndiaDateTime(message.send_after, language);
    if (message.attempts > 0) return t('message_next_try', { time });
    if (!message.held) return t('message_due', { time });
    // Held out of the recipient's night (decision 0056): when, on their clock too when it is not India's.
    const own = recipientClock(message.send_after, message.time_zone, language);
    const held = t(message.held === 'morning' ? 'message_held_morning' : 'message_held_evening', {
      time,
    });
    return own ? `${held} (${t('message_held_local', own)})` : held;
  };
  return (
    <li className={`admin-message admin-message--${message.status}`}>
      <p className="admin-message__when">{formatIndiaDateTime(message.created_at, language)}</p>
      <div className="admin-message__main">
        <Heading className="admin-message__kind">{words.kind(message.kind)}</Heading>
        <p className="admin-message__facts">
          <span>
            <span className="visually-hidden">{t('message_channel')}: </span>
            <strong>{words.channel(message.channel)}</strong>
          </span>
          <span className="admin-message__recipient">
            <span className="visually-hidden">{t('message_to')}: </span>
            <bdi>{recipient}</bdi>
          </span>
          {!compact && message.appointment_id !== null && (
            <Link to={`/admin/appointments/${message.appointment_id}`}>
              <span className="visually-hidden">{t('message_appointment')}: </span>
              {message.appointment_number ?? `#${message.appointment_id}`}
            </Link>
          )}
          <span>{t('message_attempts', { count: message.attempts })}</span>
        </p>
        <p className="status-badges">
          <span className={`badge badge--message-${message.status}`}>
            {words.status(message.status)}
          </span>
        </p>
        {waiting && <p className="admin-message__due">{due()}</p>}
        {sentLate && (
          <p className="admin-message__due">
            {t('message_sent_on', { time: formatIndiaDateTime(message.sent_at!, language) })}
          </p>
        )}
        {message.status === 'failed' && message.last_error && (
          <p className="admin-message__error">
            <span className="visually-hidden">{t('message_error')}: </span>
            {message.last_error}
          </p>
        )}
      </div>
      <div className="admin-message__actions">
        <button
          type="button"
          className="button button--small button--light"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('message_hide') : t('message_show')}
        </button>
        {message.status === 'failed' && (
          <button
            type="button"
            className="button button--small button--primary"
            disabled={retry.isPending}
            onClick={() => void toastOutcome(retry.mutateAsync(message.id), 'done_message_retry')}
          >
            {t('message_retry')}
          </button>
        )}
      </div>
      <div id={panelId} className="admin-message__details" hidden={!open}>
        {open && <MessageDetails message={message} language={language} level={level} />}
      </div>
    </li>
  );
}

/** Messages newest first, each with its words and attempts one click away and a retry when it failed. */
export function MessageRows({
  messages,
  language,
  level = 2,
  compact = false,
}: { messages: OutboxMessage[] } & Partial<Omit<RowOptions, 'language'>> &
  Pick<RowOptions, 'language'>) {
  return (
    <ol className={`admin-messages${compact ? ' admin-messages--compact' : ''}`}>
      {messages.map((message) => (
        <MessageRow
          key={message.id}
          message={message}
          language={language}
          level={level}
          compact={compact}
        />
      ))}
    </ol>
  );
}
