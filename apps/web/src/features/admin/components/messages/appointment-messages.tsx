import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { Language, OutboxMessage } from '@portal/contracts';
import { useOfficeMessages } from '../../api/message-calls';
import { LoadState } from '../shared/load-state';
import { MessageRows } from './message-rows';

/** The most an appointment's section lists; the messages page shows the rest. */
export const APPOINTMENT_MESSAGES_SHOWN = 30;
/** Shown before "Show all": the newest few, and every failed one. */
const FIRST_SHOWN = 5;

const firstFew = (messages: OutboxMessage[]) =>
  messages.filter((message, index) => index < FIRST_SHOWN || message.status === 'failed');

/** One appointment's messages, newest first, in the same rows as the messages page (compact), with their retry. */
export function AppointmentMessages({
  appointmentId,
  language,
}: {
  appointmentId: number;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const [all, setAll] = useState(false);
  const messages = useOfficeMessages(
    { appointment_id: appointmentId, page: 1, page_size: APPOINTMENT_MESSAGES_SHOWN },
    language,
  );
  const { data } = messages;
  const shown = data ? (all ? data.messages : firstFew(data.messages)) : [];
  return (
    <section className="admin-panel" aria-labelledby="messages-title">
      <h2 id="messages-title" className="admin-panel__title">
        {t('messages_title')}
      </h2>
      <LoadState query={messages} />
      {data &&
        (data.messages.length === 0 ? (
          <p>{t('messages_none_for_appointment')}</p>
        ) : (
          <MessageRows messages={shown} language={language} level={3} compact />
        ))}
      {data && shown.length < data.messages.length && (
        <button
          type="button"
          className="button button--small button--light admin-message-more"
          onClick={() => setAll(true)}
        >
          {t('message_see_all', { count: data.total })}
        </button>
      )}
      {data && all && data.total > data.messages.length && (
        <Link to={`/admin/messages?appointment=${appointmentId}`}>
          {t('message_open_page', { count: data.total })}
        </Link>
      )}
    </section>
  );
}
