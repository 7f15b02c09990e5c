import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScheduleChange, type BookingRules } from '../../api/schedule-calls';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { BookingRulesForm } from './booking-rules-form';

afterEach(() => vi.unstubAllGlobals());

const rules: BookingRules = { slot_minutes: 30, horizon_days: 60, max_reschedules: 2 };

function Form() {
  return <BookingRulesForm rules={rules} change={useScheduleChange('english')} />;
}

describe('the booking rules form', () => {
  it('saves the reschedule limit with the other office-wide rules', async () => {
    const server = recordingFetch(() => ({
      body: {
        success: true,
        schedule: { ...rules, max_reschedules: 3, weekly_hours: [] },
        hours_astrologer_id: 1,
        blocked_days: [],
        blocked_slots: [],
      },
    }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form />);
    const field = screen.getByRole('spinbutton', {
      name: 'Reschedules a customer may make per appointment',
    });
    expect(field).toHaveProperty('value', '2');
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save booking rules' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/schedule',
      body: { slot_minutes: 30, horizon_days: 60, max_reschedules: 3 },
    });
    expect(server.calls[0]!.body).not.toHaveProperty('weekly_hours');
    expect(await screen.findByText('Booking rules saved.')).toBeTruthy();
  });

  it('refuses more than ten beside the field, in Tamil too', async () => {
    const server = recordingFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form />, 'tamil');
    fireEvent.change(
      screen.getByRole('spinbutton', {
        name: 'ஒரு சந்திப்புக்கு வாடிக்கையாளர் நேரத்தை மாற்றக்கூடிய முறைகள்',
      }),
      { target: { value: '11' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'முன்பதிவு விதிகளைச் சேமி' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ஒரு சந்திப்புக்கு நேரம் மாற்றும் எண்ணிக்கை 0 முதல் 10 வரை இருக்க வேண்டும்.',
    );
    expect(server.calls).toEqual([]);
  });
});
