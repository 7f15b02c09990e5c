import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInIndia } from '@portal/contracts';
import {
  customerAppointment,
  recordingFetch,
  renderCustomerComponent,
} from '../../../test/customer-fixtures';
import { SlotPicker } from './slot-picker';

afterEach(() => vi.unstubAllGlobals());

const slotsReply = {
  success: true,
  date: '2030-03-05',
  first_date: '2030-03-02',
  last_date: '2030-05-01',
  slot_minutes: 45,
  astrologers: [
    { id: 1, name: 'Chief Astrologer', languages: ['tamil', 'english'] },
    { id: 2, name: 'S. Meenakshi', languages: ['tamil'] },
  ],
  slots: [
    { id: 540, start_time: '09:00', end_time: '09:45', status: 'booked', astrologers: [] },
    {
      id: 585,
      start_time: '09:45',
      end_time: '10:30',
      status: 'available',
      astrologers: [
        { id: 1, name: 'Chief Astrologer' },
        { id: 2, name: 'S. Meenakshi' },
      ],
    },
  ],
};

describe('the slot picker', () => {
  it('offers any astrologer first; a chosen one goes with the booking', async () => {
    const booked = customerAppointment();
    const server = recordingFetch({
      '/api/slots/available': () => ({ body: slotsReply }),
      '/api/appointments/41/book-slot': () => ({ body: { success: true, appointment: booked } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderCustomerComponent(<SlotPicker appointmentId={41} language="english" />);
    const any = await screen.findByRole('radio', { name: /Any astrologer/ });
    expect(any).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /S\. Meenakshi.*Consults in Tamil/ })).toBeTruthy();
    expect(server.calls[0]?.path).toBe('/api/slots/available');
    expect(server.calls[0]?.query).toMatchObject({ appointment_id: '41', language: 'english' });
    fireEvent.click(screen.getByRole('radio', { name: /9:45 am - 10:30 am/ }));
    expect(screen.getByText('With one of: Chief Astrologer, S. Meenakshi')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /S\. Meenakshi/ }));
    await waitFor(() =>
      expect(server.calls.some((call) => call.query?.astrologer_id === '2')).toBe(true),
    );
    fireEvent.click(await screen.findByRole('radio', { name: /9:45 am - 10:30 am/ }));
    expect(screen.getByText('With S. Meenakshi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm slot' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/appointments/41/book-slot',
        body: { slot_id: 585, astrologer_id: 2 },
      }),
    );
  });

  it('states the length, and in reschedule mode moves the appointment instead of booking a slot', async () => {
    const moved = customerAppointment({
      scheduled_datetime: '2030-03-05T04:15:00.000Z',
      reschedules_left: 1,
    });
    const server = recordingFetch({
      '/api/slots/available': () => ({ body: slotsReply }),
      '/api/appointments/41/reschedule': () => ({ body: { success: true, appointment: moved } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const onDone = vi.fn();
    await renderCustomerComponent(
      <SlotPicker appointmentId={41} language="english" mode="reschedule" onDone={onDone} />,
    );
    expect(await screen.findByText('Your consultation lasts 45 minutes.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pick a new date and time' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /9:45 am - 10:30 am/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to this slot' }));
    await waitFor(() => expect(screen.getByText('Appointment rescheduled')).toBeTruthy());
    expect(onDone).toHaveBeenCalledWith(moved);
    const post = server.calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: '/api/appointments/41/reschedule', body: { slot_id: 585 } });
    expect(server.calls.some((call) => call.path.endsWith('/book-slot'))).toBe(false);
  });

  it.each([
    ['any astrologer', /Any astrologer/, 'any'],
    ['the astrologer it has', /Chief Astrologer/, 1],
  ] as const)('in reschedule mode, asks the server for %s', async (_, choice, asked) => {
    const server = recordingFetch({
      '/api/slots/available': () => ({ body: slotsReply }),
      '/api/appointments/41/reschedule': () => ({
        body: { success: true, appointment: customerAppointment() },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderCustomerComponent(
      <SlotPicker
        appointmentId={41}
        language="english"
        mode="reschedule"
        currentAstrologerId={1}
      />,
    );
    fireEvent.click(await screen.findByRole('radio', { name: choice }));
    fireEvent.click(await screen.findByRole('radio', { name: /9:45 am - 10:30 am/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Move to this slot' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        slot_id: 585,
        astrologer_id: asked,
      }),
    );
  });

  it("in Tamil, shows the server's refusal of a move in its words", async () => {
    const server = recordingFetch({
      '/api/slots/available': () => ({ body: slotsReply }),
      '/api/appointments/41/reschedule': () => ({
        status: 409,
        body: {
          success: false,
          error: 'நேரத்தை மாற்ற 24 மணி நேர முன்னறிவிப்பு தேவை.',
          code: 'RESCHEDULE_TOO_LATE',
        },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderCustomerComponent(
      <SlotPicker appointmentId={41} language="tamil" mode="reschedule" />,
      'tamil',
    );
    expect(await screen.findByText('உங்கள் ஆலோசனை 45 நிமிடங்கள் நடைபெறும்.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /கிடைக்கும்/ }));
    fireEvent.click(screen.getByRole('button', { name: 'இந்த நேரத்துக்கு மாற்று' }));
    await waitFor(() =>
      expect(screen.getByText('நேரத்தை மாற்ற 24 மணி நேர முன்னறிவிப்பு தேவை.')).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'இந்த நேரத்துக்கு மாற்று' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('refuses a typed date outside the window without asking the server', async () => {
    const server = recordingFetch({ '/api/slots/available': () => ({ body: slotsReply }) });
    vi.stubGlobal('fetch', server.fetch);
    await renderCustomerComponent(<SlotPicker appointmentId={41} language="english" />);
    expect(await screen.findByText('You can book from 2 March 2030 to 1 May 2030.')).toBeTruthy();
    const input = screen.getByLabelText('Date');
    expect(input.getAttribute('min')).toBe('2030-03-02');
    expect(input.getAttribute('max')).toBe('2030-05-01');
    const asked = server.calls.length;
    fireEvent.change(input, { target: { value: '2030-06-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show times' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'That date cannot be booked. Please choose a date from 2 March 2030 to 1 May 2030.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Loading slots…')).toBeNull();
    // The day shown before stays; nothing went to the server.
    expect(screen.getByRole('radio', { name: /9:45 am - 10:30 am/ })).toBeTruthy();
    expect(server.calls.length).toBe(asked);
    fireEvent.change(input, { target: { value: '2030-03-06' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show times' }));
    await waitFor(() =>
      expect(
        server.calls.some(
          (call) => call.path === '/api/slots/available' && server.calls.length > asked,
        ),
      ).toBe(true),
    );
  });

  it('in Tamil, says the window and the refusal of a date before it in Tamil', async () => {
    const server = recordingFetch({ '/api/slots/available': () => ({ body: slotsReply }) });
    vi.stubGlobal('fetch', server.fetch);
    await renderCustomerComponent(<SlotPicker appointmentId={41} language="tamil" />, 'tamil');
    const windowText = await screen.findByText(/முதல் .* வரை முன்பதிவு செய்யலாம்\./);
    expect(windowText.textContent).toContain('2030');
    const asked = server.calls.length;
    fireEvent.change(screen.getByLabelText('தேதி'), { target: { value: '2030-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'நேரங்களைக் காட்டு' }));
    expect(screen.getByRole('alert').textContent).toMatch(
      /^இந்தத் தேதியில் முன்பதிவு செய்ய முடியாது\. .* முதல் .* வரையிலான ஒரு தேதியைத் தேர்ந்தெடுங்கள்\.$/,
    );
    expect(server.calls.length).toBe(asked);
  });

  it('gives the start time its own line and the end time a smaller one under it', async () => {
    vi.stubGlobal(
      'fetch',
      recordingFetch({ '/api/slots/available': () => ({ body: slotsReply }) }).fetch,
    );
    await renderCustomerComponent(<SlotPicker appointmentId={41} language="english" />);
    const card = await screen.findByRole('radio', { name: /9:45 am - 10:30 am/ });
    expect(card.querySelector('.slot-card__time')!.textContent).toBe('9:45 am');
    expect(card.querySelector('.slot-card__end')!.textContent).toBe('- 10:30 am');
    fireEvent.click(card);
    expect(card.querySelector('.slot-card__status')!.textContent).toBe('Selected');
  });

  it.each([
    ['english', 'Your current time', 'Booked', 'Available', /S\. Meenakshi/],
    ['tamil', 'உங்கள் தற்போதைய நேரம்', 'முன்பதிவானது', 'கிடைக்கும்', /S\. Meenakshi/],
  ] as const)(
    'in %s, when rescheduling, marks the customer’s own time as theirs, apart from times others booked',
    async (language, yours, booked, available, other) => {
      vi.stubGlobal(
        'fetch',
        recordingFetch({ '/api/slots/available': () => ({ body: slotsReply }) }).fetch,
      );
      // Their consultation is at 9:45 am India time on the day shown first (tomorrow), with astrologer 1.
      const currentTime = `${addDays(todayInIndia(), 1)}T04:15:00.000Z`;
      await renderCustomerComponent(
        <SlotPicker
          appointmentId={41}
          language={language}
          mode="reschedule"
          currentAstrologerId={1}
          currentTime={currentTime}
        />,
        language,
      );
      const own = await screen.findByRole('radio', { name: new RegExp(yours) });
      expect(own.querySelector('.slot-card__time')!.textContent).toMatch(/9:45/);
      expect(own.className).toContain('slot-card--current');
      expect(own).toHaveProperty('disabled', true);
      expect(own.textContent).not.toContain(booked);
      const taken = screen.getByRole('radio', { name: new RegExp(booked) });
      expect(taken.className).toContain('slot-card--booked');
      expect(
        within(
          screen.getByRole('list', { name: /What the colours mean|வண்ணங்களின் பொருள்/ }),
        ).getByText(yours),
      ).toBeTruthy();

      // With another astrologer the same time is a real move, offered like any other.
      fireEvent.click(screen.getByRole('radio', { name: other }));
      expect(await screen.findByRole('radio', { name: new RegExp(available) })).toHaveProperty(
        'disabled',
        false,
      );
      expect(screen.queryByRole('radio', { name: new RegExp(yours) })).toBeNull();
    },
  );

  it('marks no time as the customer’s own when booking a first slot', async () => {
    vi.stubGlobal(
      'fetch',
      recordingFetch({ '/api/slots/available': () => ({ body: slotsReply }) }).fetch,
    );
    await renderCustomerComponent(
      <SlotPicker
        appointmentId={41}
        language="english"
        currentTime={`${addDays(todayInIndia(), 1)}T04:15:00.000Z`}
      />,
    );
    expect(
      await screen.findByRole('radio', { name: /9:45 am - 10:30 am Available/ }),
    ).toHaveProperty('disabled', false);
    expect(screen.queryByText('Your current time')).toBeNull();
  });
});
