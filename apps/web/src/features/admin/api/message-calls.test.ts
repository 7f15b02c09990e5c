import { describe, expect, it } from 'vitest';
import { outboxMessage } from '../testing/admin-fixtures';
import { messagesQueryString, pollWhileSending } from './message-calls';

const now = Date.parse('2030-03-01T06:00:00.000Z');

describe('the messages calls', () => {
  it('ask only for the filters given', () => {
    expect(
      messagesQueryString({ status: 'failed', channel: undefined, appointment_id: 41, page: 2 }),
    ).toBe('status=failed&appointment_id=41&page=2');
  });

  it('ask again while a message is about to go, and not for a reminder due tomorrow', () => {
    expect(pollWhileSending([outboxMessage()], now)).toBe(false);
    expect(pollWhileSending([outboxMessage({ status: 'sending' })], now)).toBeGreaterThan(0);
    expect(
      pollWhileSending(
        [outboxMessage({ status: 'pending', send_after: '2030-03-01T06:00:30.000Z' })],
        now,
      ),
    ).toBeGreaterThan(0);
    expect(
      pollWhileSending(
        [outboxMessage({ status: 'pending', send_after: '2030-03-02T06:00:00.000Z' })],
        now,
      ),
    ).toBe(false);
    expect(pollWhileSending(undefined, now)).toBe(false);
  });
});
