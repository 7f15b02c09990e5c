import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '@portal/contracts';
import { failedMessage, outboxMessage } from '../../testing/admin-fixtures';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { AppointmentMessages } from './appointment-messages';
import { MessageRows } from './message-rows';

afterEach(() => vi.unstubAllGlobals());

/** A server holding these messages; a retry makes the message pending again. */
function messagesServer(
  messages: OutboxMessage[],
  retry: { status?: number; body?: unknown } = {},
) {
  const urls: string[] = [];
  let held = messages;
  const server = recordingFetch((call) => {
    if (call.method === 'POST') {
      const id = Number(/\/(\d+)\/retry$/.exec(call.path)?.[1]);
      if (retry.status) return { status: retry.status, body: retry.body };
      held = held.map((message) =>
        message.id === id
          ? { ...message, status: 'pending', attempts: 0, last_error: null }
          : message,
      );
      return { body: { success: true, message: held.find((message) => message.id === id) } };
    }
    return { body: { success: true, messages: held, total: held.length, page: 1, page_size: 30 } };
  });
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(
      `${init?.method ?? 'GET'} ${typeof input === 'string' ? input : input instanceof URL ? input.href : input.url}`,
    );
    return server.fetch(input, init);
  };
  return { urls, fetch };
}

describe('the message rows', () => {
  it('say what went to whom, when, how, for which appointment, and how it went', async () => {
    await renderInConsole(
      <MessageRows messages={[outboxMessage(), failedMessage()]} language="english" />,
    );
    const [sent, failed] = screen.getAllByRole('listitem');
    expect(within(sent!).getByRole('heading', { level: 2, name: 'Booking received' })).toBeTruthy();
    expect(within(sent!).getByText('WhatsApp')).toBeTruthy();
    expect(within(sent!).getByText('+91 98000 12345')).toBeTruthy();
    expect(
      within(sent!).getByRole('link', { name: 'Appointment: APT-0041' }).getAttribute('href'),
    ).toBe('/admin/appointments/41');
    expect(within(sent!).getByText('1 Mar 2030, 11:30 am')).toBeTruthy();
    expect(within(sent!).getByText('Sent')).toBeTruthy();
    expect(within(sent!).getByText('1 attempt')).toBeTruthy();
    expect(within(sent!).queryByRole('button', { name: 'Send again' })).toBeNull();

    expect(within(failed!).getByText('Payment received')).toBeTruthy();
    expect(within(failed!).getByText('SMS')).toBeTruthy();
    expect(within(failed!).getByText('Failed').className).toContain('badge--message-failed');
    expect(within(failed!).getByText('MSG91 answered 401: invalid auth key')).toBeTruthy();
    expect(within(failed!).getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it('open to the words sent and each attempt with its error', async () => {
    const tamilWords = 'உங்கள் முன்பதிவு APT-0041 பெறப்பட்டது.\nநன்றி.';
    await renderInConsole(
      <MessageRows
        messages={[
          failedMessage({
            language: 'tamil',
            channel: 'email',
            subject: 'முன்பதிவு APT-0041',
            body: tamilWords,
          }),
        ]}
        language="english"
      />,
    );
    const show = screen.getByRole('button', { name: 'Show message' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    expect(screen.getByRole('button', { name: 'Hide message' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByText('முன்பதிவு APT-0041')).toBeTruthy();
    const body = screen.getByText((_, element) => element?.className === 'admin-message__body');
    expect(body.textContent).toBe(tamilWords);
    expect(body.closest('[lang]')?.getAttribute('lang')).toBe('ta');
    const attempts = screen.getByRole('heading', { name: 'Attempts' })
      .nextElementSibling as HTMLElement;
    expect(within(attempts).getAllByRole('listitem')).toHaveLength(2);
    expect(within(attempts).getByText('MSG91 answered 500')).toBeTruthy();
    expect(within(attempts).getAllByText('Failed')).toHaveLength(2);
    expect(screen.getByText('Tamil')).toBeTruthy();
  });

  it('say when a waiting reminder is due', async () => {
    const reminder = outboxMessage({
      kind: 'reminder_24h',
      status: 'pending',
      send_after: '2030-03-11T04:30:00.000Z',
      sent_at: null,
      attempts: 0,
      body: null,
      attempt_log: [],
    });
    await renderInConsole(<MessageRows messages={[reminder]} language="english" />);
    expect(screen.getByText('Reminder: one day before')).toBeTruthy();
    expect(screen.getByText('Waiting to send')).toBeTruthy();
    expect(screen.getByText('Due 11 Mar 2030, 10:00 am')).toBeTruthy();
    expect(screen.getByText('Not tried yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show message' }));
    expect(screen.getByText('The words are written when it is first sent.')).toBeTruthy();
  });

  it("say when a message held over the recipient's night goes (decision 0056)", async () => {
    const waiting: Partial<OutboxMessage> = {
      status: 'pending',
      sent_at: null,
      attempts: 0,
      body: null,
      attempt_log: [],
    };
    const messages = [
      // 17:30 in India is 08:00 in New York (summer time from 10 March 2030).
      outboxMessage({
        ...waiting,
        kind: 'slot_booked',
        send_after: '2030-03-11T12:00:00.000Z',
        held: 'morning',
        time_zone: 'America/New_York',
      }),
      outboxMessage({
        ...waiting,
        id: 12,
        kind: 'reminder_2h',
        send_after: '2030-03-10T14:30:00.000Z',
        held: 'evening',
        time_zone: 'Asia/Kolkata',
      }),
      outboxMessage({
        ...waiting,
        id: 13,
        kind: 'booking_created',
        send_after: '2030-03-11T02:30:00.000Z',
        held: 'morning',
        time_zone: 'Asia/Kolkata',
      }),
    ];
    const { unmount } = await renderInConsole(
      <MessageRows messages={messages} language="english" />,
    );
    expect(
      screen.getByText(
        "Held for the recipient's night: goes 11 Mar 2030, 5:30 pm (8:00 am New York time)",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Reminder brought forward from the night: goes 10 Mar 2030, 8:00 pm'),
    ).toBeTruthy();
    expect(
      screen.getByText("Held for the recipient's night: goes 11 Mar 2030, 8:00 am"),
    ).toBeTruthy();
    unmount();
    await renderInConsole(
      <MessageRows messages={messages.slice(0, 1)} language="tamil" />,
      'tamil',
    );
    expect(
      screen.getByText(
        /^பெறுநருக்கு இரவு நேரம் என்பதால் நிறுத்திவைக்கப்பட்டது: .+ அனுப்பப்படும் \(New York நேரப்படி காலை 8:00\)$/,
      ),
    ).toBeTruthy();
  });

  it('speak Tamil', async () => {
    await renderInConsole(
      <MessageRows
        messages={[
          outboxMessage({
            kind: 'office_new_booking',
            channel: 'email',
            recipient: 'office@example.com',
          }),
          failedMessage(),
        ]}
        language="tamil"
      />,
      'tamil',
    );
    expect(screen.getByText('புதிய முன்பதிவு (அலுவலகத்துக்கு)')).toBeTruthy();
    expect(screen.getByText('மின்னஞ்சல்')).toBeTruthy();
    expect(screen.getByText('குறுஞ்செய்தி')).toBeTruthy();
    expect(screen.getByText('அனுப்பப்பட்டது')).toBeTruthy();
    expect(screen.getByText('தோல்வி')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'மீண்டும் அனுப்பு' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'செய்தியைக் காட்டு' })).toHaveLength(2);
  });
});

describe("an appointment's messages", () => {
  it('lists its history and sends a failed message again, then shows it waiting', async () => {
    const server = messagesServer([failedMessage(), outboxMessage()]);
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<AppointmentMessages appointmentId={41} language="english" />);
    const section = await screen.findByRole('region', { name: 'Messages' });
    await within(section).findByText('Payment received');
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Booking received' }),
    ).toBeTruthy();
    // Inside the appointment, no link back to it.
    expect(within(section).queryByRole('link')).toBeNull();
    expect(server.urls).toEqual(['GET /api/admin/messages?appointment_id=41&page=1&page_size=30']);

    fireEvent.click(within(section).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.getByText('Sending the message again.')).toBeTruthy());
    expect(server.urls.slice(1)).toEqual([
      'POST /api/admin/messages/10/retry',
      'GET /api/admin/messages?appointment_id=41&page=1&page_size=30',
    ]);
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Send again' })).toBeNull(),
    );
    expect(within(section).getByText('Waiting to send')).toBeTruthy();
  });

  it("shows the server's words when the message cannot be sent again", async () => {
    const server = messagesServer([failedMessage()], {
      status: 409,
      body: {
        success: false,
        error: 'Only a failed message can be sent again.',
        code: 'MESSAGE_NOT_RETRYABLE',
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<AppointmentMessages appointmentId={41} language="english" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(screen.getByText('Only a failed message can be sent again.')).toBeTruthy(),
    );
  });

  it('shows the newest few and every failed one, and the rest on asking', async () => {
    const older = Array.from({ length: 6 }, (_, index) => outboxMessage({ id: 20 + index }));
    vi.stubGlobal('fetch', messagesServer([...older, failedMessage()]).fetch);
    await renderInConsole(<AppointmentMessages appointmentId={41} language="english" />);
    const section = await screen.findByRole('region', { name: 'Messages' });
    await within(section).findByText('Payment received');
    expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    fireEvent.click(within(section).getByRole('button', { name: 'See all 7 messages' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(7);
    expect(within(section).queryByRole('button', { name: 'See all 7 messages' })).toBeNull();
  });

  it('says when there is none yet, in Tamil', async () => {
    vi.stubGlobal('fetch', messagesServer([]).fetch);
    await renderInConsole(<AppointmentMessages appointmentId={41} language="tamil" />, 'tamil');
    expect(await screen.findByText('இந்தச் சந்திப்புக்கு இன்னும் செய்திகள் இல்லை.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'செய்திகள்' })).toBeTruthy();
  });
});
