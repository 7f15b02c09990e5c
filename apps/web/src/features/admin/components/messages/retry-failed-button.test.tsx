import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { RetryFailedButton } from './retry-failed-button';

afterEach(() => vi.unstubAllGlobals());

// Decision 0070: every failed message of the list's filter sent again at once.
describe('send all failed messages again', () => {
  it('sends the filter once and says how many went', async () => {
    const server = recordingFetch(() => ({ body: { success: true, resent: 12, remaining: 0 } }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(
      <RetryFailedButton
        filter={{ channel: 'sms', appointment_id: 7 }}
        total={12}
        language="english"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send all 12 again' }));
    await waitFor(() => expect(screen.getByText('Sent again: 12.')).toBeTruthy());
    expect(server.calls).toEqual([
      {
        method: 'POST',
        path: '/api/admin/messages/retry-failed',
        body: { channel: 'sms', appointment_id: 7, status: 'failed' },
      },
    ]);
  });

  it('says in Tamil how many remain past the limit', async () => {
    vi.stubGlobal(
      'fetch',
      recordingFetch(() => ({ body: { success: true, resent: 200, remaining: 35 } })).fetch,
    );
    await renderInConsole(<RetryFailedButton filter={{}} total={235} language="tamil" />, 'tamil');
    fireEvent.click(screen.getByRole('button', { name: 'அனைத்து 235 செய்திகளையும் மீண்டும் அனுப்பு' }));
    await waitFor(() =>
      expect(
        screen.getByText(
          'மீண்டும் அனுப்பப்பட்டவை: 200. இன்னும் 35 தோல்வியடைந்தவை உள்ளன: மீண்டும் ஒருமுறை அழுத்துங்கள்.',
        ),
      ).toBeTruthy(),
    );
  });
});
