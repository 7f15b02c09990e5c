import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jathagamCharts, marriageCharts } from '../../testing/astrology-fixtures';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { AppointmentCharts } from './appointment-charts';

const now = new Date('2026-11-23T04:00:00Z');

describe("an appointment's astrology panel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the appointment\'s charts and shows the porutham card and both charts on a marriage booking', async () => {
    const server = recordingFetch({ '/api/admin/appointments/41/chart': () => ({ body: marriageCharts() }) });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<AppointmentCharts appointmentId={41} language="english" now={now} />);
    expect(await screen.findByRole('heading', { name: 'Jathagam and porutham' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Marriage porutham' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bride: Kavitha' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bridegroom: Arun' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(server.calls).toEqual([{ method: 'GET', path: '/api/admin/appointments/41/chart', body: undefined }]);
  });

  it('shows one chart and no card on a Jathagam booking', async () => {
    vi.stubGlobal('fetch', recordingFetch(() => ({ body: jathagamCharts() })).fetch);
    await renderInConsole(<AppointmentCharts appointmentId={41} language="english" now={now} />);
    expect(await screen.findByRole('img', { name: /^Rasi chart, Kavitha/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Jathagam' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Marriage porutham' })).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('offers to try again when the call fails', async () => {
    vi.stubGlobal('fetch', recordingFetch(() => ({ status: 500, body: { success: false, error: 'boom', code: 'INTERNAL' } })).fetch);
    await renderInConsole(<AppointmentCharts appointmentId={41} language="english" now={now} />);
    // The hook tries once more after a second before it gives up.
    expect(await screen.findByRole('alert', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  }, 10_000);
});
