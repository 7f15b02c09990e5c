import { afterEach, describe, expect, it } from 'vitest';
import { noteConnection, noteCustomerDataReply, readOfflineState } from './offline-state';

const fromCache = (sentAt: string) =>
  noteCustomerDataReply({ type: 'customer-data-reply', source: 'cache', sentAt });
const fresh = (sentAt: string) =>
  noteCustomerDataReply({ type: 'customer-data-reply', source: 'network', sentAt });

afterEach(() => {
  noteConnection(true);
  fresh('2026-11-20T00:00:00.000Z');
});

describe('the offline state', () => {
  it('is offline as of the oldest cached reply on show, until a fresh one', () => {
    fresh('2026-11-20T03:00:00.000Z');
    expect(readOfflineState()).toEqual({ offline: false, shownAsOf: null });
    fromCache('2026-11-19T10:00:00.000Z');
    fromCache('2026-11-18T09:00:00.000Z');
    fromCache('2026-11-19T12:00:00.000Z');
    expect(readOfflineState()).toEqual({ offline: true, shownAsOf: '2026-11-18T09:00:00.000Z' });
    fresh('2026-11-20T05:00:00.000Z');
    expect(readOfflineState()).toEqual({ offline: false, shownAsOf: null });
  });

  it('is offline when the browser says so, as of the last fresh reply', () => {
    fresh('2026-11-20T05:00:00.000Z');
    noteConnection(false);
    expect(readOfflineState()).toEqual({ offline: true, shownAsOf: '2026-11-20T05:00:00.000Z' });
    noteConnection(true);
    expect(readOfflineState()).toEqual({ offline: false, shownAsOf: null });
  });
});
