import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brideChart, jathagamCharts, marriageCharts } from '../../testing/astrology-fixtures';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { AppointmentCharts } from './appointment-charts';

const now = new Date('2026-11-23T04:00:00Z');
const meanNode = () => ({ body: { success: true, settings: { node: 'mean' } } });

describe("an appointment's astrology panel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the porutham card and both charts of a marriage booking', async () => {
    const server = recordingFetch({
      '/api/admin/appointments/41/chart': () => ({ body: marriageCharts() }),
      '/api/admin/astrology-settings': meanNode,
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<AppointmentCharts appointmentId={41} language="english" now={now} />);
    expect(await screen.findByRole('heading', { name: 'Jathagam and porutham' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Marriage porutham' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bride: Kavitha' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bridegroom: Arun' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(6);
    expect(server.calls).toContainEqual({
      method: 'GET',
      path: '/api/admin/appointments/41/chart',
      body: undefined,
    });
    expect(server.calls.filter((call) => call.path.endsWith('/chart'))).toHaveLength(1);
  });

  it('reads a Prasanam without a birth time from the question’s chart, in Tamil', async () => {
    const question = {
      asked_at: '2026-11-20T05:15:00.000Z',
      from: 'recorded' as const,
      chart: brideChart({
        place: {
          name: 'மதுரை, தமிழ்நாடு, இந்தியா',
          latitude: 9.9195,
          longitude: 78.1193,
          time_zone: 'Asia/Kolkata',
        },
      }),
    };
    const settings = () => ({
      body: {
        success: true,
        settings: {
          node: 'mean',
          office_place: {
            name: 'Madurai, Tamil Nadu, India',
            name_tamil: 'மதுரை, தமிழ்நாடு, இந்தியா',
            latitude: 9.9195,
            longitude: 78.1193,
            time_zone: 'Asia/Kolkata',
          },
        },
      },
    });
    vi.stubGlobal(
      'fetch',
      recordingFetch({
        '/api/admin/appointments/41/chart': () => ({
          body: {
            ...jathagamCharts(null),
            person: { name: 'Ravi', chart: null, problem: 'no_birth_time' },
            prasanam: question,
          },
        }),
        '/api/admin/astrology-settings': settings,
      }).fetch,
    );
    await renderInConsole(
      <AppointmentCharts appointmentId={41} language="tamil" now={now} />,
      'tamil',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'பிரசன்னம்' })).toBeTruthy();
    expect(screen.queryByText(/ஜாதகம் கணிக்க இயலவில்லை/)).toBeNull();
    expect(screen.getByRole('region', { name: 'பிரசன்னம்: கேள்வி நேர ஜாதகம்' })).toBeTruthy();
    expect(await screen.findByText(/அலுவலகம்: மதுரை, தமிழ்நாடு, இந்தியா/)).toBeTruthy();
  });

  it('keeps the astrologer’s private notes on the chart', async () => {
    const saved = {
      ...jathagamCharts(),
      notes: { text: 'Advise a delay', updated_at: '2026-11-23T05:00:00.000Z' },
    };
    const server = recordingFetch({
      '/api/admin/appointments/41/chart': () => ({ body: jathagamCharts() }),
      '/api/admin/appointments/41/chart-notes': () => ({ body: saved }),
      '/api/admin/astrology-settings': meanNode,
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<AppointmentCharts appointmentId={41} language="english" now={now} />);
    const notes = await screen.findByRole('textbox', {
      name: /Astrologer's notes on the chart \(private\)/,
    });
    fireEvent.change(notes, { target: { value: ' Advise a delay ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the notes' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.path.endsWith('/chart-notes'))?.body).toEqual({
        text: 'Advise a delay',
      }),
    );
    expect(
      await screen.findByText(/^Saved .*Only the office sees these; never the customer\.$/),
    ).toBeTruthy();
  });

  it('shows one chart and no card on a Jathagam booking', async () => {
    vi.stubGlobal(
      'fetch',
      recordingFetch({
        '/api/admin/appointments/41/chart': () => ({ body: jathagamCharts() }),
        '/api/admin/astrology-settings': meanNode,
      }).fetch,
    );
    await renderInConsole(<AppointmentCharts appointmentId={41} language="english" now={now} />);
    expect(await screen.findByRole('img', { name: /^Rasi chart, Kavitha/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Jathagam' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Marriage porutham' })).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it("saves the office's choice of the true node at once and casts the charts again", async () => {
    let node = 'mean';
    const server = recordingFetch({
      '/api/admin/appointments/41/chart': () => ({ body: jathagamCharts() }),
      '/api/admin/astrology-settings': (call) => {
        if (call.method === 'PUT') node = (call.body as { node: string }).node;
        return { body: { success: true, settings: { node } } };
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<AppointmentCharts appointmentId={41} language="english" now={now} />);
    const group = await screen.findByRole('group', { name: 'Rahu and Ketu, in every chart' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Mean node/ }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'True node' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({
        method: 'PUT',
        path: '/api/admin/astrology-settings',
        body: { node: 'true' },
      }),
    );
    await waitFor(() =>
      expect(server.calls.filter((call) => call.path.endsWith('/chart'))).toHaveLength(2),
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'True node' }).checked).toBe(true);
    expect(group.getAttribute('aria-describedby')).toBe('astro-node-hint');
  });

  it('offers to try again when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      recordingFetch(() => ({
        status: 500,
        body: { success: false, error: 'boom', code: 'INTERNAL' },
      })).fetch,
    );
    await renderInConsole(<AppointmentCharts appointmentId={41} language="english" now={now} />);
    // The hook tries once more after a second before it gives up.
    expect(await screen.findByRole('alert', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  }, 10_000);
});
