import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@portal/contracts';
import {
  recordingFetch,
  renderWithProviders,
  type SentCall,
} from '../../../test/render-with-providers';
import { ProfileCard } from './profile-card';

afterEach(() => vi.unstubAllGlobals());

function customer(patch: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Meena',
    email: null,
    mobile_number: '+919840012345',
    language_preference: 'english',
    role: 'customer',
    created_at: '2026-01-05T05:00:00.000Z',
    appointments_count: 1,
    notify_whatsapp: true,
    notify_sms: true,
    notify_email: true,
    email_confirmed: false,
    ...patch,
  };
}

/** The profile call, answering a save with what was sent. */
function serve(start: User) {
  let current = start;
  const server = recordingFetch({
    '/api/user/profile': (call: SentCall) => {
      if (call.method === 'PUT') {
        const changes = call.body as Partial<User>;
        // As the server does: a new address waits for its link.
        const newEmail = changes.email !== undefined && changes.email !== current.email;
        current = { ...current, ...changes, ...(newEmail ? { email_confirmed: false } : {}) };
      }
      return { body: { success: true, user: current } };
    },
    '/api/user/email/resend': () => ({ body: { success: true, resend_after: 60 } }),
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const switchNamed = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name });
const saves = (server: ReturnType<typeof serve>) =>
  server.calls.filter((call) => call.method === 'PUT').map((call) => call.body);

describe('the Messages section of My Profile', () => {
  it('shows the channels that reach the customer, and saves a change with the profile', async () => {
    const server = serve(customer());
    await renderWithProviders(<ProfileCard language="english" onSaved={() => undefined} />, {
      language: 'english',
    });
    await screen.findByText('+91 98400 12345');
    const details = screen.getByText('WhatsApp, SMS');
    expect(details.previousElementSibling?.textContent).toBe('Messages');

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const group = screen.getByRole('group', { name: 'Messages' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(switchNamed('WhatsApp').checked).toBe(true);
    expect(switchNamed('SMS').checked).toBe(true);
    // No address yet: e-mail waits for one, and says so.
    const email = switchNamed('E-mail');
    expect(email.disabled).toBe(true);
    expect(email.checked).toBe(false);
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Add an e-mail address above to get e-mails.',
    );

    fireEvent.click(switchNamed('WhatsApp'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile is saved.');
    // E-mail is left as it is while there is no address (on, for when one is given).
    expect(saves(server)).toEqual([
      {
        name: 'Meena',
        email: null,
        language_preference: 'english',
        notify_whatsapp: false,
        notify_sms: true,
      },
    ]);
    expect(await screen.findByText('SMS')).toBeTruthy();
  });

  it('offers e-mail once an address is typed, and warns when every way is off', async () => {
    const server = serve(customer());
    await renderWithProviders(<ProfileCard language="english" onSaved={() => undefined} />, {
      language: 'english',
    });
    await screen.findByText('+91 98400 12345');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('E-mail (optional)'), {
      target: { value: 'meena@example.com' },
    });
    expect(switchNamed('E-mail').disabled).toBe(false);
    expect(switchNamed('E-mail').checked).toBe(true);
    expect(screen.queryByText('Add an e-mail address above to get e-mails.')).toBeNull();

    for (const name of ['WhatsApp', 'SMS', 'E-mail']) fireEvent.click(switchNamed(name));
    expect(screen.getByRole('status').textContent).toBe(
      'With every way turned off, you will get no reminders of your consultations.',
    );
    fireEvent.click(switchNamed('SMS'));
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(server)).toHaveLength(1));
    expect(saves(server)[0]).toMatchObject({
      email: 'meena@example.com',
      notify_whatsapp: false,
      notify_sms: true,
      notify_email: false,
    });
    expect(await screen.findByText('SMS')).toBeTruthy();
  });

  it('reads in Tamil, with e-mail listed only when there is an address', async () => {
    serve(customer({ email: 'meena@example.com', notify_sms: false }));
    await renderWithProviders(<ProfileCard language="tamil" onSaved={() => undefined} />, {
      language: 'tamil',
    });
    const details = await screen.findByText('WhatsApp, மின்னஞ்சல்');
    expect(details.previousElementSibling?.textContent).toBe('செய்திகள்');
    fireEvent.click(screen.getByRole('button', { name: 'திருத்து' }));
    expect(screen.getByRole('group', { name: 'செய்திகள்' })).toBeTruthy();
    expect(switchNamed('WhatsApp').checked).toBe(true);
    expect(switchNamed('குறுஞ்செய்தி').checked).toBe(false);
    expect(switchNamed('மின்னஞ்சல்').checked).toBe(true);
    fireEvent.change(screen.getByLabelText('மின்னஞ்சல் (விருப்பத்துக்கு)'), { target: { value: ' ' } });
    expect(switchNamed('மின்னஞ்சல்').disabled).toBe(true);
    expect(screen.getByText('மின்னஞ்சல்கள் பெற, மேலே மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.')).toBeTruthy();
  });
});

describe('the language and e-mail of My Profile', () => {
  it('starts from the language shown, so saving in Tamil keeps Tamil', async () => {
    const server = serve(customer({ language_preference: 'english' }));
    const saved: User[] = [];
    await renderWithProviders(
      <ProfileCard language="tamil" onSaved={(user) => saved.push(user)} />,
      { language: 'tamil' },
    );
    await screen.findByText('+91 98400 12345');
    expect(screen.getByText('மொழி').nextElementSibling?.textContent).toBe('தமிழ்');
    fireEvent.click(screen.getByRole('button', { name: 'திருத்து' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'மொழி' }).value).toBe('tamil');
    fireEvent.click(screen.getByRole('button', { name: 'சேமி' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saves(server)[0]).toMatchObject({ language_preference: 'tamil' });
    expect(saved[0]?.language_preference).toBe('tamil');
  });

  it.each([
    [
      'english',
      'tamil',
      'Edit',
      'Language',
      'Save',
      'உங்கள் சுயவிவரம் சேமிக்கப்பட்டது.',
      'Your profile is saved.',
    ],
    [
      'tamil',
      'english',
      'திருத்து',
      'மொழி',
      'சேமி',
      'Your profile is saved.',
      'உங்கள் சுயவிவரம் சேமிக்கப்பட்டது.',
    ],
  ] as const)(
    'confirms a switch from %s to %s in the language just chosen',
    async (from, to, edit, languageLabel, save, confirmation, oldWords) => {
      const server = serve(customer({ language_preference: from }));
      const saved: User[] = [];
      await renderWithProviders(
        <ProfileCard language={from} onSaved={(user) => saved.push(user)} />,
        { language: from },
      );
      await screen.findByText('+91 98400 12345');
      fireEvent.click(screen.getByRole('button', { name: edit }));
      fireEvent.change(screen.getByRole('combobox', { name: languageLabel }), {
        target: { value: to },
      });
      fireEvent.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saves(server)[0]).toMatchObject({ language_preference: to });
      const toasts = () =>
        [...document.querySelectorAll('.toast__message')].map((toast) => toast.textContent);
      await waitFor(() => expect(toasts()).toEqual([confirmation]));
      expect(screen.queryByText(oldWords)).toBeNull();
    },
  );

  it('refuses a@b.c itself, under the field, by the rule the server uses', async () => {
    const server = serve(customer());
    await renderWithProviders(<ProfileCard language="english" onSaved={() => undefined} />, {
      language: 'english',
    });
    await screen.findByText('+91 98400 12345');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const email = screen.getByLabelText('E-mail (optional)');
    fireEvent.change(email, { target: { value: 'a@b.c' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = 'Please enter a valid e-mail address, or leave it empty.';
    expect(await screen.findAllByText(message)).toHaveLength(2); // under the field, and in a toast
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      message,
    );
    expect(saves(server)).toEqual([]);
    // Typing again clears the mark.
    fireEvent.change(email, { target: { value: 'a@b.co' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it("marks the fields the server refuses with the server's own words", async () => {
    const server = recordingFetch({
      '/api/user/profile': (call: SentCall) =>
        call.method === 'PUT'
          ? {
              status: 400,
              body: {
                success: false,
                error: 'Please check the highlighted fields.',
                code: 'VALIDATION_FAILED',
                fields: {
                  email: 'The server says no to this address.',
                  notify_sms: 'Not a choice.',
                },
              },
            }
          : { body: { success: true, user: customer() } },
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderWithProviders(<ProfileCard language="english" onSaved={() => undefined} />, {
      language: 'english',
    });
    await screen.findByText('+91 98400 12345');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const email = screen.getByLabelText('E-mail (optional)');
    fireEvent.change(email, { target: { value: 'meena@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The server says no to this address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please check the highlighted fields.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the e-mail address in My Profile', () => {
  it('says a confirmed address is confirmed, with no link to send', async () => {
    serve(customer({ email: 'meena@example.com', email_confirmed: true }));
    await renderWithProviders(<ProfileCard language="english" onSaved={() => undefined} />, {
      language: 'english',
    });
    expect(await screen.findByText('Confirmed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it('says a new address waits for its link, and sends the link again when asked', async () => {
    const server = serve(customer());
    await renderWithProviders(<ProfileCard language="english" onSaved={() => undefined} />, {
      language: 'english',
    });
    await screen.findByText('+91 98400 12345');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('E-mail (optional)'), {
      target: { value: 'meena@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Your profile is saved. We sent a link to meena@example.com: open it to confirm the address.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Waiting for confirmation')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(
      await screen.findByText(
        'A new link is on its way. Please look in your inbox, and in the spam folder.',
      ),
    ).toBeTruthy();
    expect(server.calls.filter((call) => call.path === '/api/user/email/resend')).toHaveLength(1);
  });

  it('says in Tamil that the address waits, and what is sent meanwhile', async () => {
    serve(customer({ email: 'meena@example.com' }));
    await renderWithProviders(<ProfileCard language="tamil" onSaved={() => undefined} />, {
      language: 'tamil',
    });
    expect(await screen.findByText('உறுதிசெய்யக் காத்திருக்கிறது')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'இணைப்பை மீண்டும் அனுப்பு' })).toBeTruthy();
  });
});
