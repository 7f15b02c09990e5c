import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DayConsultation, Language } from '@portal/contracts';
import { useScheduleChange } from '../../api/schedule-calls';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { BlockedDaysEditor } from './blocked-days-editor';

afterEach(() => vi.unstubAllGlobals());

const consultations: DayConsultation[] = [
  {
    id: 7,
    appointment_number: 'AST-2611-0007',
    name: 'Kavitha',
    scheduled_datetime: '2030-03-12T04:30:00.000Z',
    astrologer: { id: 1, name: 'Chief Astrologer' },
    movable: true,
    not_movable_reason: null,
  },
  {
    id: 8,
    appointment_number: 'AST-2611-0008',
    name: 'Ravi',
    scheduled_datetime: '2030-03-12T05:30:00.000Z',
    astrologer: { id: 1, name: 'Chief Astrologer' },
    movable: true,
    not_movable_reason: null,
  },
];
const schedule = {
  success: true,
  schedule: { slot_minutes: 30, horizon_days: 60, max_reschedules: 2, weekly_hours: [] },
  hours_astrologer_id: 1,
  blocked_days: [],
  blocked_slots: [],
};

function Editor({ language }: { language: Language }) {
  return (
    <BlockedDaysEditor
      days={[]}
      astrologers={[]}
      change={useScheduleChange(language)}
      language={language}
    />
  );
}

/** The server: the first close refused with the day's consultations, the next (with a choice) done. */
function server(list: DayConsultation[]) {
  return recordingFetch((call) =>
    (call.body as { consultations?: string }).consultations
      ? { body: schedule }
      : {
          status: 409,
          body: {
            success: false,
            code: 'DAY_HAS_CONSULTATIONS',
            error: 'This day still has consultations.',
            consultations: list,
          },
        },
  );
}

describe('closing a day that has consultations', () => {
  it('lists them, who else is free, and closes the day once the office moves them', async () => {
    const fake = server(consultations);
    vi.stubGlobal('fetch', fake.fetch);
    await renderInConsole(<Editor language="english" />);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2030-03-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close this day' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This day still has consultations.')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '10:00 am · Kavitha · AST-2611-0007 · Chief Astrologeranother astrologer is free then',
      '11:00 am · Ravi · AST-2611-0008 · Chief Astrologeranother astrologer is free then',
    ]);
    fireEvent.click(
      within(alert).getByRole('button', {
        name: 'Move them to another astrologer and close the day',
      }),
    );
    await waitFor(() => expect(fake.calls).toHaveLength(2));
    expect(fake.calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/admin/blocked-days',
      body: { day: '2030-03-12', consultations: 'move' },
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('in Tamil, offers only the cancel when one cannot move, and sends it', async () => {
    const fake = server([{ ...consultations[0]!, movable: false, not_movable_reason: 'busy' }]);
    vi.stubGlobal('fetch', fake.fetch);
    await renderInConsole(<Editor language="tamil" />, 'tamil');
    fireEvent.change(screen.getByLabelText('நாள்'), { target: { value: '2030-03-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'இந்த நாளை மூடு' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('button', { name: 'வேறொரு ஜோதிடருக்கு மாற்றி நாளை மூடு' }),
    ).toHaveProperty('disabled', true);
    expect(
      within(alert).getByText('இதை வழங்கும் ஜோதிடர்களுக்கு அந்நேரத்தில் வேறு ஆலோசனை உள்ளது'),
    ).toBeTruthy();
    fireEvent.click(
      within(alert).getByRole('button', {
        name: 'முழுப் பணத்தைத் திருப்பி அளித்து ரத்துசெய்து நாளை மூடு',
      }),
    );
    await waitFor(() => expect(fake.calls[1]).toMatchObject({ body: { consultations: 'cancel' } }));
  });

  it('says a whole office closing that day is why they cannot move', async () => {
    const fake = server([
      { ...consultations[0]!, movable: false, not_movable_reason: 'office_closed' },
    ]);
    vi.stubGlobal('fetch', fake.fetch);
    await renderInConsole(<Editor language="english" />);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2030-03-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close this day' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('the whole office is closed that day')).toBeTruthy();
    expect(within(alert).queryByText(/no other astrologer is free then/)).toBeNull();
    expect(
      within(alert).getByText(
        'The whole office is closed that day, so no astrologer works then to take them. To move them, close the day for their astrologer only; or cancel them here.',
      ),
    ).toBeTruthy();
  });
});
