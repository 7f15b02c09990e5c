import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  todayInIndia,
  type DeskBookingReply,
  type Service,
  type SlotsReply,
} from '@portal/contracts';
import { adminAppointment } from '../../testing/admin-fixtures';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { BirthDetailsCorrection } from './birth-details-correction';
import { DeskBookingDone } from './desk-booking-done';
import { DeskBookingForm } from './desk-booking-form';

afterEach(() => vi.unstubAllGlobals());

const service = (
  id: number,
  key: Service['key'],
  name: string,
  modes: Service['consultation_modes'],
): Service => ({
  id,
  key,
  name,
  description: '',
  price: '500.00',
  price_india: '500.00',
  formatted_price: '₹500.00',
  consultation_modes: modes,
  duration_minutes: 30,
});
const services = [
  service(1, 'jathagam', 'Jathagam Reading', ['in_person', 'phone', 'video']),
  service(2, 'marriage_porutham', 'Marriage Porutham', ['in_person', 'phone']),
];
const day = addDays(todayInIndia(), 7);
const slots: SlotsReply = {
  success: true,
  date: day,
  first_date: day,
  last_date: day,
  slot_minutes: 30,
  astrologers: [{ id: 1, name: 'Chief Astrologer', languages: ['english', 'tamil'] }],
  slots: [
    { id: 540, start_time: '09:00', end_time: '09:30', status: 'booked', astrologers: [] },
    {
      id: 570,
      start_time: '09:30',
      end_time: '10:00',
      status: 'available',
      astrologers: [{ id: 1, name: 'Chief Astrologer' }],
    },
  ],
};

const madurai = {
  name: 'Madurai',
  name_tamil: 'மதுரை',
  display_name: 'Madurai, Tamil Nadu, India',
  display_name_tamil: 'மதுரை, தமிழ்நாடு, இந்தியா',
  latitude: 9.9195,
  longitude: 78.1193,
  time_zone: 'Asia/Kolkata',
};

describe('book for a caller', () => {
  it('sends the caller, the booking, cash at the office and a free slot', async () => {
    const booked = {
      success: true,
      appointment: adminAppointment({ id: 7 }),
      new_customer: true,
      time_refused: null,
    } as DeskBookingReply;
    const server = recordingFetch({
      '/api/services': () => ({ body: { success: true, services } }),
      '/api/slots/available': () => ({ body: slots }),
      '/api/admin/appointments': () => ({ status: 201, body: booked }),
      '/api/places': () => ({ body: { success: true, places: [madurai] } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const onBooked = vi.fn();
    await renderInConsole(<DeskBookingForm language="english" onBooked={onBooked} />);
    fireEvent.change(await screen.findByLabelText('Mobile number'), {
      target: { value: '98420 55501' },
    });
    fireEvent.change(screen.getByLabelText('Language of their messages'), {
      target: { value: 'tamil' },
    });
    fireEvent.change(screen.getByLabelText("The caller's state"), { target: { value: '29' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Jathagam Reading/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'At the office' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Murugan' } });
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'male' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1980-04-14' } });
    fireEvent.change(screen.getByLabelText('Time of birth'), { target: { value: '06:15' } });
    // The customer form's suggestions: the town chosen brings its coordinates (decision 0109).
    fireEvent.change(screen.getByRole('combobox', { name: 'Place of birth' }), {
      target: { value: 'Madu' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Madurai, Tamil Nadu, India' }));
    expect(screen.getByLabelText<HTMLInputElement>('Latitude (degrees)').value).toBe('9.9195');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: day } });
    const slot = screen.getByLabelText('Slot');
    // Only the free slot is offered.
    await waitFor(() =>
      expect(
        within(slot)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No time yet', '9:30 am']),
    );
    fireEvent.change(slot, { target: { value: '570' } });
    fireEvent.change(screen.getByLabelText('Astrologer'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /agrees to the terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(booked, false));
    const sent = server.calls.find((call) => call.path === '/api/admin/appointments');
    expect(server.headers(sent)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.body).toEqual({
      mobile_number: '98420 55501',
      language: 'tamil',
      payment: 'cash',
      services: [1],
      customer_state: '29',
      consultation_mode: 'in_person',
      name: 'Murugan',
      gender: 'male',
      date_of_birth: '1980-04-14',
      birth_time_type: 'exact',
      birth_time: '06:15',
      birth_place: 'Madurai, Tamil Nadu, India',
      birth_latitude: '9.9195',
      birth_longitude: '78.1193',
      terms_agreed: true,
      date: day,
      slot_id: 570,
      astrologer_id: 1,
    });
  });

  it('offers no time for a pay link, and sends the link once booked', async () => {
    const booked = {
      success: true,
      appointment: adminAppointment({ id: 8, payment: null }),
      new_customer: false,
      time_refused: null,
    } as DeskBookingReply;
    const server = recordingFetch({
      '/api/services': () => ({ body: { success: true, services } }),
      '/api/admin/appointments': () => ({ status: 201, body: booked }),
      '/api/admin/appointments/8/payment-link': () => ({
        body: { success: true, appointment: booked.appointment },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const onBooked = vi.fn();
    await renderInConsole(<DeskBookingForm language="english" onBooked={onBooked} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Jathagam Reading/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'At the office' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Pay link (online)' }));
    expect(screen.queryByLabelText('Slot')).toBeNull();
    expect(screen.getByText(/by the customer on the slot screen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(booked, true));
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /api/admin/appointments/8/payment-link',
    );
  });

  it("asks for the bridegroom's details with Marriage Porutham, in Tamil", async () => {
    vi.stubGlobal(
      'fetch',
      recordingFetch({ '/api/services': () => ({ body: { success: true, services } }) }).fetch,
    );
    await renderInConsole(<DeskBookingForm language="tamil" onBooked={vi.fn()} />, 'tamil');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Marriage Porutham/ }));
    expect(screen.getByRole('heading', { name: 'மணமகனின் விவரங்கள்' })).toBeTruthy();
    expect(screen.getByLabelText('மணமகனின் பெயர்')).toBeTruthy();
    // The marriage fixes the genders: none is asked.
    expect(screen.queryByLabelText('பாலினம்')).toBeNull();
    // The caller confirms the other person agreed (decision 0100).
    expect(screen.getByRole('checkbox', { name: /அழைப்பவர் சொல்கிறார்/ })).toBeTruthy();
  });

  it("asks the caller's declaration for a child, and sends it once ticked", async () => {
    const server = recordingFetch({
      '/api/services': () => ({ body: { success: true, services } }),
      '/api/admin/appointments': () => ({
        status: 422,
        body: { success: false, error: 'no', code: 'VALIDATION_FAILED' },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<DeskBookingForm language="english" onBooked={vi.fn()} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Jathagam Reading/ }));
    expect(screen.queryByRole('checkbox', { name: /parent or lawful guardian/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nila' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2019-05-01' } });
    const guardian = screen.getByRole('checkbox', {
      name: 'The caller is the parent or lawful guardian of Nila (under 18) and agrees to their details being used.',
    });
    fireEvent.click(guardian);
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() =>
      expect(
        server.calls.find((call) => call.path === '/api/admin/appointments')?.body,
      ).toMatchObject({ guardian_declaration: true }),
    );
  });

  it('reads back a time that could not be held', async () => {
    const reply = {
      success: true,
      appointment: adminAppointment({ scheduled_datetime: null }),
      new_customer: true,
      time_refused: { code: 'SLOT_TAKEN', error: 'That slot was just taken.' },
    } as DeskBookingReply;
    await renderInConsole(
      <DeskBookingDone reply={reply} linkSent={false} language="english" onAnother={vi.fn()} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'The booking is made, but the time could not be held: That slot was just taken. Choose another time on its page.',
    );
  });
});

describe('correct birth details', () => {
  it('sends the corrected details with the reason, which it asks for first', async () => {
    const appointment = adminAppointment({
      id: 5,
      name: 'Murugan',
      gender: 'male',
      date_of_birth: '1980-04-14',
      birth_time_type: 'exact',
      birth_time: '06:15:00',
      birth_place: 'Madurai',
      bridegroom_name: null,
    });
    const server = recordingFetch({
      '/api/admin/appointments/5/birth-details': () => ({ body: { success: true, appointment } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<BirthDetailsCorrection appointment={appointment} language="english" />);
    fireEvent.click(screen.getByRole('button', { name: 'Correct birth details' }));
    expect(screen.getByLabelText<HTMLInputElement>('Time of birth').value).toBe('06:15');
    fireEvent.change(screen.getByLabelText('Time of birth'), { target: { value: '18:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(server.calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('Reason for the correction'), {
      target: { value: 'Evening, not morning' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(
        server.calls.find(
          (call) =>
            call.method === 'PUT' && call.path === '/api/admin/appointments/5/birth-details',
        )?.body,
      ).toMatchObject({
        name: 'Murugan',
        gender: 'male',
        date_of_birth: '1980-04-14',
        birth_time_type: 'exact',
        birth_time: '18:15',
        birth_place: 'Madurai',
        reason: 'Evening, not morning',
      }),
    );
    await waitFor(() => expect(screen.getByText('Birth details corrected.')).toBeTruthy());
  });

  it('asks which clock an old Calcutta birth was on, and sends the city’s offset', async () => {
    const appointment = adminAppointment({
      id: 6,
      name: 'Subhas',
      gender: 'male',
      date_of_birth: '1940-05-10',
      birth_time_type: 'exact',
      birth_time: '10:00:00',
      birth_place: 'Kolkata',
      birth_utc_offset: null,
      bridegroom_name: null,
    });
    const server = recordingFetch({
      '/api/places/birth-clock': (call) => ({
        body: {
          success: true,
          question:
            call.query?.birth_place === 'Kolkata'
              ? { city: 'calcutta', city_offset: '+05:53:20', india_offset: '+05:30' }
              : null,
        },
      }),
      '/api/admin/appointments/6/birth-details': () => ({ body: { success: true, appointment } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<BirthDetailsCorrection appointment={appointment} language="english" />);
    fireEvent.click(screen.getByRole('button', { name: 'Correct birth details' }));
    const question = await screen.findByRole('group', {
      name: 'Was this birth time on Calcutta time or on India time?',
    });
    fireEvent.click(within(question).getByRole('radio', { name: /^Calcutta time/ }));
    expect(screen.getByLabelText<HTMLInputElement>(/own UTC offset/).value).toBe('+05:53:20');
    fireEvent.change(screen.getByLabelText('Reason for the correction'), {
      target: { value: 'Born on Calcutta time' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(
        server.calls.find(
          (call) =>
            call.method === 'PUT' && call.path === '/api/admin/appointments/6/birth-details',
        )?.body,
      ).toMatchObject({ birth_place: 'Kolkata', birth_utc_offset: '+05:53:20' }),
    );
  });
});
