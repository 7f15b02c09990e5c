import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAppointment } from '../../testing/admin-fixtures';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { JathagamRelease } from './jathagam-release';

afterEach(() => vi.unstubAllGlobals());

describe('releasing the customer’s Jathagam', () => {
  it('is not offered before the consultation is paid for', async () => {
    await renderInConsole(
      <JathagamRelease
        appointment={adminAppointment({
          id: 41,
          jathagam_released_at: null,
          payment_status: 'pending',
        })}
        language="english"
      />,
    );
    expect(
      screen.getByText('The Jathagam can be released once the consultation is paid for.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('releases it, then offers to withdraw it, in Tamil', async () => {
    const released = adminAppointment({ id: 41, jathagam_released_at: '2026-11-20T06:00:00.000Z' });
    const server = recordingFetch({
      '/api/admin/appointments/41/jathagam-release': () => ({
        body: { success: true, appointment: released },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const { unmount } = await renderInConsole(
      <JathagamRelease
        appointment={adminAppointment({
          id: 41,
          jathagam_released_at: null,
          payment_status: 'paid',
        })}
        language="tamil"
      />,
      'tamil',
    );
    expect(
      screen.getByText('வெளியிடும் வரை வாடிக்கையாளர் தங்கள் ஜாதகத்தைப் பதிவிறக்க இயலாது.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ஜாதகத்தை வாடிக்கையாளருக்கு வெளியிடு' }));
    await waitFor(() =>
      expect(server.calls).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/appointments/41/jathagam-release',
          body: { released: true },
        },
      ]),
    );
    unmount();
    await renderInConsole(<JathagamRelease appointment={released} language="tamil" />, 'tamil');
    expect(
      screen.getByRole('button', { name: 'வாடிக்கையாளரின் ஜாதகத்தைத் திரும்பப் பெறு' }),
    ).toBeTruthy();
    expect(screen.getByText(/அன்று வாடிக்கையாளருக்கு வெளியிடப்பட்டது/)).toBeTruthy();
  });
});
