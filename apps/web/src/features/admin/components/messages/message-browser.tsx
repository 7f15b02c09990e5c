import { useTranslation } from '../../../../lib/translation/use-translation';
import type { Language } from '@portal/contracts';
import { useFailedMessageCount, useOfficeMessages } from '../../api/message-calls';
import { LoadState } from '../shared/load-state';
import { MessageFilters, type MessageFilterValues } from './message-filters';
import { MessageRows } from './message-rows';
import { RetryFailedButton } from './retry-failed-button';

export const MESSAGES_PAGE_SIZE = 25;

export interface MessageBrowserValues extends MessageFilterValues {
  /** One appointment's messages only (from its screen's link), or null for all. */
  appointmentId: number | null;
  page: number;
}

interface MessageBrowserProps {
  values: MessageBrowserValues;
  language: Language;
  onChange: (values: MessageBrowserValues) => void;
}

/** The messages page's body: what went to whom, filtered and paged, newest first; failures stand out. */
export function MessageBrowser({ values, language, onChange }: MessageBrowserProps) {
  const { t } = useTranslation('admin');
  const messages = useOfficeMessages(
    {
      status: values.status || undefined,
      channel: values.channel || undefined,
      appointment_id: values.appointmentId ?? undefined,
      page: values.page,
      page_size: MESSAGES_PAGE_SIZE,
    },
    language,
  );
  const failed = useFailedMessageCount(language);
  const { data } = messages;
  const pages = data ? Math.max(1, Math.ceil(data.total / MESSAGES_PAGE_SIZE)) : 1;
  const go = (page: number) => onChange({ ...values, page });
  const appointmentNumber = data?.messages[0]?.appointment_number;

  return (
    <>
      {failed.data !== undefined && failed.data > 0 && values.status !== 'failed' && (
        <div className="admin-message-alert" role="status">
          <p>{t('message_failed_alert', { count: failed.data })}</p>
          <button
            type="button"
            className="button button--small button--primary"
            onClick={() => onChange({ ...values, status: 'failed', page: 1 })}
          >
            {t('message_show_failed')}
          </button>
        </div>
      )}
      <MessageFilters
        values={values}
        failedCount={failed.data}
        onChange={(next) => onChange({ ...values, ...next, page: 1 })}
      />
      {values.appointmentId !== null && (
        <p className="admin-message-scope">
          <span>
            {t('message_only_appointment', {
              number: appointmentNumber ?? `#${values.appointmentId}`,
            })}
          </span>
          <button
            type="button"
            className="button button--small button--light"
            onClick={() => onChange({ ...values, appointmentId: null, page: 1 })}
          >
            {t('message_all_appointments')}
          </button>
        </p>
      )}
      <LoadState query={messages} />
      {data && (
        <>
          <p className="admin-count" role="status">
            {data.total_capped
              ? t('message_count_capped', { count: data.total })
              : t('message_count', { count: data.total })}
          </p>
          {values.status === 'failed' && data.total > 0 && (
            <RetryFailedButton
              filter={{
                channel: values.channel || undefined,
                appointment_id: values.appointmentId ?? undefined,
              }}
              total={data.total}
              language={language}
            />
          )}
          {data.messages.length === 0 ? (
            <p className="empty-state">
              {values.status === 'failed' ? t('messages_none_failed') : t('messages_none')}
            </p>
          ) : (
            <MessageRows messages={data.messages} language={language} />
          )}
          {pages > 1 && (
            <nav
              className="admin-pager"
              aria-label={t('message_page', { page: values.page, pages })}
            >
              <button
                type="button"
                className="button button--small button--light"
                disabled={values.page <= 1}
                onClick={() => go(values.page - 1)}
              >
                {t('previous')}
              </button>
              <span>{t('message_page', { page: values.page, pages })}</span>
              <button
                type="button"
                className="button button--small button--light"
                disabled={values.page >= pages}
                onClick={() => go(values.page + 1)}
              >
                {t('next')}
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
