import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch } from '../../../../test/render-with-providers';
import { brideChart, jathagamCharts } from '../../testing/astrology-fixtures';
import { renderInConsole } from '../../testing/render-in-console';
import { PrasanamChart } from './prasanam-chart';

afterEach(() => vi.unstubAllGlobals());

const question = brideChart({
  place: {
    name: 'Madurai, Tamil Nadu, India',
    latitude: 9.9195,
    longitude: 78.1193,
    time_zone: 'Asia/Kolkata',
  },
});

describe('the Prasanam chart of the question', () => {
  it('is cast for the consultation’s start until a time is recorded in India time', async () => {
    const server = recordingFetch({
      '/api/admin/appointments/7/prasanam-time': () => ({
        body: {
          ...jathagamCharts(),
          prasanam: { asked_at: '2026-11-20T05:15:00.000Z', from: 'recorded', chart: question },
        },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(
      <PrasanamChart
        appointmentId={7}
        prasanam={{
          asked_at: '2026-11-20T04:30:00.000Z',
          from: 'consultation_start',
          chart: question,
        }}
        language="english"
      />,
    );
    const section = screen.getByRole('region', { name: 'Prasanam: the chart of the question' });
    expect(
      within(section).getByText(
        /Cast for the consultation's start, .*at Madurai, Tamil Nadu, India/,
      ),
    ).toBeTruthy();
    expect(
      within(section).getByRole('region', { name: 'Panchangam of the question' }),
    ).toBeTruthy();
    const field = within(section).getByLabelText<HTMLInputElement>(
      'Time of the question (India time)',
    );
    expect(field.value).toBe('2026-11-20T10:00');
    fireEvent.change(field, { target: { value: '2026-11-20T10:45' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Cast for this time' }));
    await waitFor(() =>
      expect(
        server.calls.find((call) => call.path === '/api/admin/appointments/7/prasanam-time')?.body,
      ).toEqual({ asked_at: '2026-11-20T10:45:00+05:30' }),
    );
  });

  it('says in Tamil that there is no time yet, and draws no chart', async () => {
    await renderInConsole(
      <PrasanamChart
        appointmentId={7}
        prasanam={{ asked_at: null, from: null, chart: null }}
        language="tamil"
      />,
      'tamil',
    );
    expect(
      screen.getByText('ஆலோசனைக்கு இன்னும் நேரம் இல்லை: ஜாதகம் கணிக்க கேள்வி கேட்ட நேரத்தைப் பதிவுசெய்யுங்கள்.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
