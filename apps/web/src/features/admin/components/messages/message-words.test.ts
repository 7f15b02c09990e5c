import { describe, expect, it } from 'vitest';
import { messageChannels, messageKinds, messageStatuses } from '@portal/contracts';
import enAdmin from '../../../../locales/en/admin.json';
import taAdmin from '../../../../locales/ta/admin.json';
import { messageWordKeys } from './message-words';

const words: Record<string, Record<string, string>> = { english: enAdmin, tamil: taAdmin };

describe("the messages' words", () => {
  it('name every kind, status and channel of message in both languages', () => {
    const keys = [
      ...messageWordKeys(messageKinds, messageStatuses, messageChannels),
      'nav_messages',
      'messages_title',
      'message_retry',
      'done_message_retry',
    ];
    for (const [language, dictionary] of Object.entries(words)) {
      for (const key of keys) expect(dictionary[key], `${language} ${key}`).toBeTruthy();
    }
  });

  it('are Tamil in Tamil, as the glossary says them', () => {
    for (const kind of messageKinds)
      expect(taAdmin[`message_kind_${kind}` as keyof typeof taAdmin]).toMatch(
        /^[\u0B80-\u0BFF0-9 ():]+$/,
      );
    expect(taAdmin.message_status_failed).toBe('தோல்வி');
    expect(taAdmin.message_kind_booking_created).toBe('முன்பதிவு பெறப்பட்டது');
    expect(taAdmin.message_retry).toBe('மீண்டும் அனுப்பு');
    expect(taAdmin.message_channel_sms).toBe('குறுஞ்செய்தி');
  });
});
