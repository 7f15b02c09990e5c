import { useTranslation } from '../../../../lib/translation/use-translation';
import { messageChannels, type MessageChannel, type MessageStatus } from '@portal/contracts';
import { useMessageWords } from './message-words';

/** The statuses the office filters by ('sending' lasts a moment: it shows under all). */
export const messageStatusFilters = [
  'failed',
  'pending',
  'sent',
  'dropped',
] as const satisfies readonly MessageStatus[];
export type MessageStatusFilter = (typeof messageStatusFilters)[number];

export interface MessageFilterValues {
  status: MessageStatusFilter | '';
  channel: MessageChannel | '';
}

interface MessageFiltersProps {
  values: MessageFilterValues;
  /** Messages that could not be sent, when known: shown on the failed filter. */
  failedCount: number | undefined;
  onChange: (values: MessageFilterValues) => void;
}

/** Status as one row of buttons (failed first, with its count) and the channel. */
export function MessageFilters({ values, failedCount, onChange }: MessageFiltersProps) {
  const { t } = useTranslation('admin');
  const words = useMessageWords();
  const statusButton = (status: MessageStatusFilter | '', label: string) => (
    <button
      key={status || 'all'}
      type="button"
      className={
        'button button--small button--light' +
        (status === 'failed' && failedCount ? ' admin-message-filters__failed' : '')
      }
      aria-pressed={values.status === status}
      onClick={() => onChange({ ...values, status })}
    >
      {label}
    </button>
  );
  return (
    <div className="admin-filters admin-message-filters">
      <div className="form-field">
        <p className="field-label" id="message-status-label">
          {t('filter_status')}
        </p>
        <div
          className="admin-filters__day-controls"
          role="group"
          aria-labelledby="message-status-label"
        >
          {statusButton('', t('message_filter_all'))}
          {messageStatusFilters.map((status) =>
            statusButton(
              status,
              status === 'failed' && failedCount !== undefined
                ? t('message_filter_failed', { count: failedCount })
                : words.status(status),
            ),
          )}
        </div>
      </div>
      <div className="form-field">
        <label className="field-label" htmlFor="message-channel">
          {t('message_channel')}
        </label>
        <select
          id="message-channel"
          className="text-input"
          value={values.channel}
          onChange={(event) =>
            onChange({ ...values, channel: event.target.value as MessageChannel | '' })
          }
        >
          <option value="">{t('any')}</option>
          {messageChannels.map((channel) => (
            <option key={channel} value={channel}>
              {words.channel(channel)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
