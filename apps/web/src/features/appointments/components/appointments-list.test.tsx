import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@portal/contracts';
import {
  customerAppointment,
  office,
  recordingFetch,
  refund,
  renderCustomerComponent,
} from '../../../test/customer-fixtures';
import { AppointmentsList } from './appointments-list';

afterEach(() => vi.unstubAllGlobals());

function serve(list: () => Appointment[], cancelled?: Appointment) {
  const server = recordingFetch({
    '/api/appointments': () => ({ body: { success: true, appointments: list() } }),
    '/api/appointments/41/cancel': () => ({
      body: { success: true, appointment: cancelled, refund: cancelled?.refunds[0] ?? null },
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const card = () => document.querySelector<HTMLElement>('.appointment-card')!;

describe('My Appointments after the booking', () => {
  it("states a cancellation's refund, cancels with a reason and shows the refund", async () => {
    const cancelled = customerAppointment({
      status: 'cancelled',
      payment_status: 'refunded',
      can_cancel: false,
      can_reschedule: false,
      cancellation_refund: null,
      refunds: [refund({ status: 'pending' })],
    });
    let current = customerAppointment({ consultation_mode: 'in_person', meeting_opens_at: null });
    const server = serve(() => [current], cancelled);
    await renderCustomerComponent(<AppointmentsList language="english" office={office} />);
    await waitFor(() => expect(card().textContent).toContain('At the office · 30 minutes'));
    expect(card().textContent).toContain('12 North Car Street, Madurai 625001');
    expect(within(card()).getByRole('link', { name: 'Reschedule' }).getAttribute('href')).toBe(
      '/reschedule/41',
    );

    fireEvent.click(within(card()).getByRole('button', { name: 'Cancel appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel appointment AST-2026-0041?' });
    expect(within(dialog).getByText('You get ₹590.00 back.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: ' Travelling ' },
    });
    current = cancelled;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() =>
      expect(screen.getByText('Appointment AST-2026-0041 is cancelled.')).toBeTruthy(),
    );
    await waitFor(() =>
      expect(card().textContent).toContain('Refund ₹590.00 · on its way (5-7 business days)'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card()).queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/appointments/41/cancel', body: { reason: 'Travelling' } },
    ]);
  });

  it('states a late fee, and that nothing comes back when nothing was paid', async () => {
    const late = customerAppointment({ cancellation_refund: { amount: '295.00', fee: '295.00' } });
    serve(() => [late]);
    await renderCustomerComponent(<AppointmentsList language="english" office={office} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    expect(
      screen.getByText('₹295.00 back; a 50% fee of ₹295.00 is kept because it is within 24 hours.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep appointment' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const unpaid = customerAppointment({
      id: 42,
      status: 'pending',
      payment_status: 'pending',
      payment: null,
      scheduled_datetime: null,
      meeting_opens_at: null,
      can_reschedule: false,
      cancellation_refund: { amount: '0.00', fee: '0.00' },
    });
    serve(() => [unpaid]);
    await renderCustomerComponent(<AppointmentsList language="english" office={office} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const nothing = screen.getByText('Nothing was paid, so there is nothing to refund.');
    // Information, not a warning: not in the amount's red.
    expect(nothing.className).toBe('info-note');
  });

  it('gives the video link in a new tab, or says when it comes; names every kind of refund', async () => {
    serve(() => [
      customerAppointment({
        meeting_url: 'https://meet.jit.si/portal-abc',
        can_cancel: false,
        can_reschedule: false,
        reschedule_refusal: 'too_late',
      }),
      customerAppointment({
        id: 43,
        appointment_number: 'AST-2026-0043',
        scheduled_datetime: '2999-01-01T03:30:00.000Z',
        meeting_opens_at: '2999-01-01T03:15:00.000Z',
      }),
      customerAppointment({
        id: 44,
        appointment_number: 'AST-2026-0044',
        status: 'cancelled',
        consultation_mode: 'phone',
        can_cancel: false,
        can_reschedule: false,
        cancellation_refund: null,
        pdf_service_requests: [
          {
            id: 1,
            service_type: 'jathagam',
            service_name: 'Jathagam Reading',
            status: 'pending',
            payment_status: 'paid',
          },
        ],
        refunds: [
          refund(),
          refund({ id: 8, method: 'cash', status: 'pending', amount: '295.00', fee: '295.00' }),
        ],
      }),
    ]);
    await renderCustomerComponent(<AppointmentsList language="english" office={office} />);
    const join = await screen.findByRole('link', { name: 'Join video consultation' });
    expect(join.getAttribute('href')).toBe('https://meet.jit.si/portal-abc');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText("Rescheduling needs at least 24 hours' notice.")).toBeTruthy();
    expect(screen.getByText(/The link appears here 15 minutes before the start/)).toBeTruthy();
    const cancelled = document.querySelector<HTMLElement>('[data-appointment="AST-2026-0044"]')!;
    expect(cancelled.textContent).toContain('Refund ₹590.00 · processed on 22 Feb 2030');
    expect(cancelled.textContent).toContain('₹295.00 to collect at the office');
    expect(cancelled.textContent).toContain('Fee kept: ₹295.00');
    expect(cancelled.textContent).toContain('Hours: Monday to Saturday, 9 AM to 6 PM');
    fireEvent.click(within(cancelled).getByRole('button', { name: 'View details' }));
    const details = screen.getByRole('dialog');
    expect(details.textContent).toContain('Jathagam Reading: cancelled with the appointment');
    expect(details.textContent).not.toContain('being prepared');
  });

  it('in Tamil: the limit of reschedules sends the customer to the office, with its phone', async () => {
    serve(() => [
      customerAppointment({
        consultation_mode: 'phone',
        meeting_opens_at: null,
        can_reschedule: false,
        reschedules_left: 0,
        reschedule_refusal: 'limit_reached',
        status: 'no_show',
        can_cancel: false,
        cancellation_refund: null,
      }),
    ]);
    await renderCustomerComponent(<AppointmentsList language="tamil" office={office} />, 'tamil');
    await waitFor(() => expect(card().textContent).toContain('தொலைபேசி அழைப்பு · 30 நிமிடங்கள்'));
    expect(card().textContent).toContain('வரவில்லை');
    expect(screen.queryByText(/இந்தச் சந்திப்பின் நேரத்தை அனுமதிக்கப்பட்ட/)).toBeNull();

    serve(() => [
      customerAppointment({
        consultation_mode: 'phone',
        meeting_opens_at: null,
        can_reschedule: false,
        reschedules_left: 0,
        reschedule_refusal: 'limit_reached',
      }),
    ]);
    await renderCustomerComponent(<AppointmentsList language="tamil" office={office} />, 'tamil');
    await waitFor(() =>
      expect(screen.getAllByText(/அனுமதிக்கப்பட்ட அதிகபட்ச முறை/).length).toBeGreaterThan(0),
    );
    expect(screen.getAllByRole('link', { name: '+91 98765 43210' })[0]!.getAttribute('href')).toBe(
      'tel:+919876543210',
    );
  });
});

describe('cash for a consultation at the office', () => {
  const cash = { method: 'cash' as const, status: 'pending' as const, amount: '590.00' };

  it('before a time: offers it at once, and says what is due at the office', async () => {
    serve(() => [
      customerAppointment({
        consultation_mode: 'in_person',
        meeting_opens_at: null,
        status: 'pending',
        payment_status: 'pending',
        payment: cash,
        scheduled_datetime: null,
        scheduled_end: null,
        receipt_payment_id: null,
        can_choose_time: true,
        can_reschedule: false,
      }),
    ]);
    await renderCustomerComponent(<AppointmentsList language="english" office={office} />);
    await waitFor(() =>
      expect(card().textContent).toContain('Amount due at the office₹590.00 in cash'),
    );
    expect(within(card()).getByRole('link', { name: 'Choose a slot' }).getAttribute('href')).toBe(
      '/select-slot/41',
    );
    expect(
      within(card()).getByRole('link', { name: 'Pay online instead' }).getAttribute('href'),
    ).toBe('/payment/41');
  });

  it('with a time, in Tamil: the amount due at the office stays until it is paid', async () => {
    serve(() => [
      customerAppointment({
        consultation_mode: 'in_person',
        meeting_opens_at: null,
        payment_status: 'pending',
        payment: cash,
        receipt_payment_id: null,
      }),
    ]);
    await renderCustomerComponent(<AppointmentsList language="tamil" office={office} />, 'tamil');
    await waitFor(() =>
      expect(card().textContent).toContain('அலுவலகத்தில் செலுத்த வேண்டிய தொகை₹590.00 ரொக்கமாக'),
    );
    expect(within(card()).queryByRole('link', { name: 'நேரத்தைத் தேர்ந்தெடுங்கள்' })).toBeNull();
    cleanup();
    serve(() => [
      customerAppointment({
        consultation_mode: 'in_person',
        meeting_opens_at: null,
        payment: { ...cash, status: 'paid' },
      }),
    ]);
    await renderCustomerComponent(<AppointmentsList language="tamil" office={office} />, 'tamil');
    await waitFor(() => expect(card().textContent).toContain('AST-2026-0041'));
    expect(card().textContent).not.toContain('அலுவலகத்தில் செலுத்த வேண்டிய தொகை');
  });
});

describe('a booking cancelled before it was paid', () => {
  for (const [language, words] of [
    ['english', 'Nothing to pay (never paid)'],
    ['tamil', 'செலுத்த வேண்டியது இல்லை (செலுத்தப்படவில்லை)'],
  ] as const)
    it(`says in ${language} that nothing is to pay, not that payment is pending`, async () => {
      serve(() => [
        customerAppointment({
          status: 'cancelled',
          payment_status: 'pending',
          can_cancel: false,
          can_reschedule: false,
        }),
      ]);
      await renderCustomerComponent(
        <AppointmentsList language={language} office={office} />,
        language,
      );
      await waitFor(() => expect(card().textContent).toContain(words));
      expect(card().textContent).not.toMatch(/Payment pending|கட்டணம் நிலுவையில்/);
    });
});
