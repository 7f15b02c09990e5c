import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteConnection, noteCustomerDataReply } from '../../lib/offline/offline-state';
import { portalDictionaries } from '../../locales/portal-dictionaries';
import { renderWithProviders } from '../../test/render-with-providers';
import { OfflineNotice } from './offline-notice';

const fromCache = (sentAt: string) =>
  noteCustomerDataReply({ type: 'customer-data-reply', source: 'cache', sentAt });
const fresh = (sentAt: string) =>
  noteCustomerDataReply({ type: 'customer-data-reply', source: 'network', sentAt });

afterEach(() => {
  noteConnection(true);
  fresh('2026-11-20T00:00:00.000Z');
});

describe('the offline notice', () => {
  it('says offline since when, in India time and both languages; nothing online', async () => {
    const { unmount } = await renderWithProviders(<OfflineNotice />, {
      dictionaries: [portalDictionaries],
    });
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => fromCache('2026-11-19T04:30:00.000Z'));
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. Shown as of 19 Nov 2026, 10:00 am',
    );
    unmount();
    await renderWithProviders(<OfflineNotice />, {
      dictionaries: [portalDictionaries],
      language: 'tamil',
    });
    expect(screen.getByRole('status').textContent).toMatch(
      /^நீங்கள் இணைய இணைப்பில் இல்லை\. 19 .+ 2026, .+10:00 நிலவரப்படி காட்டப்படுகிறது$/,
    );
  });

  it('says only "You are offline." when no reply came yet', async () => {
    fresh('2026-11-20T05:00:00.000Z');
    await renderWithProviders(<OfflineNotice />, { dictionaries: [portalDictionaries] });
    act(() =>
      noteCustomerDataReply({ type: 'customer-data-reply', source: 'network', sentAt: '' }),
    );
    act(() => noteConnection(false));
    expect(screen.getByRole('status').textContent).toBe('You are offline.');
  });
});
