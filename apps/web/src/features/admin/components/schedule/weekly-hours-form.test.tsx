import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schedule } from '@portal/contracts';
import { useScheduleChange } from '../../api/schedule-calls';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { WeeklyHoursForm } from './weekly-hours-form';

afterEach(() => vi.unstubAllGlobals());

const schedule: Schedule = { weekly_hours: [{ weekday: 1, opens: '09:00', closes: '18:00' }], slot_minutes: 30, horizon_days: 60, max_reschedules: 2 };

function Form() {
  return <WeeklyHoursForm schedule={schedule} change={useScheduleChange('english')} />;
}

describe('the schedule form', () => {
  it("saves how often a customer may reschedule with the rest", async () => {
    const server = recordingFetch(() => ({ body: { success: true, schedule: { ...schedule, max_reschedules: 3 }, blocked_days: [], blocked_slots: [] } }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form />);
    const field = screen.getByRole('spinbutton', { name: 'Reschedules a customer may make per appointment' });
    expect(field).toHaveProperty('value', '2');
    fireEvent.change(field, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toMatchObject({ method: 'PUT', path: '/api/admin/schedule', body: { slot_minutes: 30, horizon_days: 60, max_reschedules: 3 } });
  });

  it('refuses more than ten beside the field', async () => {
    const server = recordingFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Reschedules a customer may make per appointment' }), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Reschedules per appointment must be between 0 and 10.');
    expect(server.calls).toEqual([]);
  });
});
