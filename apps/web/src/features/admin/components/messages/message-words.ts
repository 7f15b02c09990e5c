import { useTranslation } from '../../../../lib/translation/use-translation';
import type { MessageChannel, MessageKind, MessageStatus } from '@portal/contracts';

/** A brand, the same in every language. */
const WHATSAPP = 'WhatsApp';

/**
 * A message's kind, status and channel in the office's words (admin.json: message_kind_*,
 * message_status_*, message_channel_*).
 */
export function useMessageWords() {
  const { t } = useTranslation('admin');
  return {
    kind: (kind: MessageKind) => t(`message_kind_${kind}`),
    status: (status: MessageStatus) => t(`message_status_${status}`),
    channel: (channel: MessageChannel) =>
      channel === 'whatsapp' ? WHATSAPP : t(`message_channel_${channel}`),
  };
}

/** The keys of admin.json the messages need, for the test that both languages hold them. */
export const messageWordKeys = (
  kinds: readonly MessageKind[],
  statuses: readonly MessageStatus[],
  channels: readonly MessageChannel[],
) => [
  ...kinds.map((kind) => `message_kind_${kind}`),
  ...statuses.map((status) => `message_status_${status}`),
  ...channels
    .filter((channel) => channel !== 'whatsapp')
    .map((channel) => `message_channel_${channel}`),
];
