import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@portal/contracts';
import {
  customerAppointment,
  office,
  recordingFetch,
  renderCustomerComponent,
} from '../../../test/customer-fixtures';
import { AppointmentsList } from './appointments-list';

afterEach(() => vi.unstubAllGlobals());

const ICS = 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

function serve(
  appointments: Appointment[],
  calendar: { status: number; body: string; type: string } = {
    status: 200,
    body: ICS,
    type: 'text/calendar; charset=utf-8',
  },
) {
  const list = recordingFetch({
    '/api/appointments': () => ({ body: { success: true, appointments } }),
  });
  const calls: { url: string; headers: Headers }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (!url.includes('/calendar.ics')) return list.fetch(input, init);
    calls.push({ url, headers: new Headers(init?.headers) });
    return new Response(calendar.body, {
      status: calendar.status,
      headers: { 'content-type': calendar.type },
    });
  });
  return calls;
}

/** What saveBlob hands the browser: the file's name and its contents. */
function captureSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

const cardOf = (number: string) =>
  document.querySelector<HTMLElement>(`[data-appointment="${number}"]`)!;

describe('Add to calendar on the appointment card', () => {
  describe('a video consultation’s calendar file and Google Calendar link', () => {
    // Each test renders the card afresh (cheap); the calendar file's fetch and save are caught.
    async function openCard() {
      localStorage.setItem('auth_token', 'token-1');
      localStorage.setItem('user_data', JSON.stringify({ name: 'Meena' }));
      const calls = serve([customerAppointment({ meeting_url: 'https://meet.jit.si/portal-abc' })]);
      const saved = captureSaves();
      await renderCustomerComponent(<AppointmentsList language="english" office={office} />);
      const group = await screen.findByRole('group', { name: 'Add to calendar' });
      const google = within(group).getByRole('link', { name: /Google Calendar/ });
      return { calls, saved, group, google, url: new URL(google.getAttribute('href')!) };
    }

    it('opens Google Calendar in a new tab', async () => {
      const { google } = await openCard();
      expect(google.getAttribute('target')).toBe('_blank');
      expect(google.getAttribute('rel')).toContain('noopener');
    });

    it('fills in a Google Calendar event with the booking’s title and time', async () => {
      const { url } = await openCard();
      expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
      expect(url.searchParams.get('action')).toBe('TEMPLATE');
      expect(url.searchParams.get('text')).toBe(
        'Jothidam: Jathagam Reading consultation (AST-2026-0041)',
      );
      expect(url.searchParams.get('dates')).toBe('20300304T033000Z/20300304T040000Z');
    });

    it('puts the video link in the event’s place and details', async () => {
      const { url } = await openCard();
      expect(url.searchParams.get('location')).toBe('https://meet.jit.si/portal-abc');
      expect(url.searchParams.get('details')).toContain('Video · 30 minutes');
      expect(url.searchParams.get('details')).toContain(
        'Join the video consultation: https://meet.jit.si/portal-abc',
      );
    });

    it('links the event back to My Appointments', async () => {
      const { url } = await openCard();
      expect(url.searchParams.get('details')).toMatch(/My Appointments: http.+\/appointments$/);
    });

    it('saves the calendar file named for the booking', async () => {
      const { group, saved } = await openCard();
      fireEvent.click(within(group).getByRole('button', { name: 'Calendar file (.ics)' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]!.name).toBe('AST-2026-0041.ics');
      expect(await saved[0]!.blob.text()).toBe(ICS);
    });

    it('asks for the calendar file once, signed in, in the screen’s language', async () => {
      const { group, saved, calls } = await openCard();
      fireEvent.click(within(group).getByRole('button', { name: 'Calendar file (.ics)' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(calls).toHaveLength(1);
      expect(calls[0]!.url).toBe('/api/appointments/41/calendar.ics?language=english');
      expect(calls[0]!.headers.get('authorization')).toBe('Bearer token-1');
    });
  });

  it('says so when the file cannot be had, and puts the office address in an office consultation', async () => {
    serve([customerAppointment({ consultation_mode: 'in_person', meeting_opens_at: null })], {
      status: 409,
      type: 'application/json',
      body: JSON.stringify({
        success: false,
        error: 'Only an appointment with a booked consultation time can be added to a calendar.',
        code: 'NOT_SCHEDULED',
      }),
    });
    captureSaves();
    await renderCustomerComponent(<AppointmentsList language="english" office={office} />);
    const group = await screen.findByRole('group', { name: 'Add to calendar' });
    const url = new URL(
      within(group)
        .getByRole('link', { name: /Google Calendar/ })
        .getAttribute('href')!,
    );
    expect(url.searchParams.get('location')).toBe(office.address);
    fireEvent.click(within(group).getByRole('button', { name: 'Calendar file (.ics)' }));
    expect(
      await screen.findByText('The calendar file could not be downloaded. Please try again.'),
    ).toBeTruthy();
  });

  it('is offered only for a scheduled consultation still to come', async () => {
    serve([
      customerAppointment({ id: 1, appointment_number: 'AST-2026-0001' }),
      customerAppointment({
        id: 2,
        appointment_number: 'AST-2026-0002',
        status: 'cancelled',
        can_cancel: false,
        can_reschedule: false,
        cancellation_refund: null,
      }),
      customerAppointment({
        id: 3,
        appointment_number: 'AST-2026-0003',
        status: 'paid',
        scheduled_datetime: null,
        scheduled_end: null,
        meeting_opens_at: null,
        can_reschedule: false,
      }),
      customerAppointment({
        id: 4,
        appointment_number: 'AST-2026-0004',
        status: 'completed',
        scheduled_datetime: '2020-03-04T03:30:00.000Z',
        scheduled_end: '2020-03-04T04:00:00.000Z',
        can_cancel: false,
        can_reschedule: false,
      }),
      customerAppointment({
        id: 5,
        appointment_number: 'AST-2026-0005',
        scheduled_datetime: '2020-03-04T03:30:00.000Z',
        scheduled_end: '2020-03-04T04:00:00.000Z',
        can_cancel: false,
        can_reschedule: false,
      }),
    ]);
    await renderCustomerComponent(<AppointmentsList language="english" office={office} />);
    await waitFor(() => expect(cardOf('AST-2026-0005')).toBeTruthy());
    expect(
      within(cardOf('AST-2026-0001')).queryByRole('group', { name: 'Add to calendar' }),
    ).not.toBeNull();
    for (const number of ['AST-2026-0002', 'AST-2026-0003', 'AST-2026-0004', 'AST-2026-0005']) {
      expect(
        within(cardOf(number)).queryByRole('group', { name: 'Add to calendar' }),
        number,
      ).toBeNull();
    }
  });

  it('speaks Tamil on a Tamil screen, the event too', async () => {
    serve([
      customerAppointment({
        consultation_mode: 'phone',
        meeting_opens_at: null,
        services: ['ஜாதகம் பார்த்தல்'],
      }),
    ]);
    await renderCustomerComponent(<AppointmentsList language="tamil" office={office} />, 'tamil');
    const group = await screen.findByRole('group', { name: 'நாட்காட்டியில் சேர்க்க' });
    expect(within(group).getByRole('button', { name: 'நாட்காட்டிக் கோப்பு' })).toBeTruthy();
    const url = new URL(
      within(group)
        .getByRole('link', { name: /கூகுள் நாட்காட்டி/ })
        .getAttribute('href')!,
    );
    expect(url.searchParams.get('text')).toBe('ஜோதிடம்: ஜாதகம் பார்த்தல் ஆலோசனை (AST-2026-0041)');
    expect(url.searchParams.get('location')).toBe('தொலைபேசி அழைப்பு');
    expect(url.searchParams.get('details')).toContain('எனது சந்திப்புகள்: ');
  });
});
