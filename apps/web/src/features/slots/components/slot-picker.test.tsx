import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerAppointment, recordingFetch, renderCustomerComponent } from '../../../test/customer-fixtures';
import { SlotPicker } from './slot-picker';

afterEach(() => vi.unstubAllGlobals());

const slotsReply = {
  success: true, date: '2030-03-05', first_date: '2030-03-02', last_date: '2030-05-01', slot_minutes: 45,
  slots: [
    { id: 540, start_time: '09:00', end_time: '09:45', status: 'booked' },
    { id: 585, start_time: '09:45', end_time: '10:30', status: 'available' },
  ],
};

describe('the slot picker', () => {
  it('states the length, and in reschedule mode moves the appointment instead of booking a slot', async () => {
    const moved = customerAppointment({ scheduled_datetime: '2030-03-05T04:15:00.000Z', reschedules_left: 1 });
    const server = recordingFetch({
      '/api/slots/available': () => ({ body: slotsReply }),
      '/api/appointments/41/reschedule': () => ({ body: { success: true, appointment: moved } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const onDone = vi.fn();
    await renderCustomerComponent(<SlotPicker appointmentId={41} language="english" mode="reschedule" onDone={onDone} />);
    expect(await screen.findByText('Each consultation lasts 45 minutes.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pick a new date and time' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /9:45 am - 10:30 am/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to this slot' }));
    await waitFor(() => expect(screen.getByText('Appointment rescheduled')).toBeTruthy());
    expect(onDone).toHaveBeenCalledWith(moved);
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: '/api/appointments/41/reschedule', body: { slot_id: 585 } });
    expect(server.calls.some((call) => call.path.endsWith('/book-slot'))).toBe(false);
  });

  it("in Tamil, shows the server's refusal of a move in its words", async () => {
    const server = recordingFetch({
      '/api/slots/available': () => ({ body: slotsReply }),
      '/api/appointments/41/reschedule': () => ({ status: 409, body: { success: false, error: 'நேரத்தை மாற்ற 24 மணி நேர முன்னறிவிப்பு தேவை.', code: 'RESCHEDULE_TOO_LATE' } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderCustomerComponent(<SlotPicker appointmentId={41} language="tamil" mode="reschedule" />, 'tamil');
    expect(await screen.findByText('ஒவ்வொரு ஆலோசனையும் 45 நிமிடங்கள் நடைபெறும்.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /கிடைக்கும்/ }));
    fireEvent.click(screen.getByRole('button', { name: 'இந்த நேரத்துக்கு மாற்று' }));
    await waitFor(() => expect(screen.getByText('நேரத்தை மாற்ற 24 மணி நேர முன்னறிவிப்பு தேவை.')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'இந்த நேரத்துக்கு மாற்று' })).toHaveProperty('disabled', false);
  });
});
