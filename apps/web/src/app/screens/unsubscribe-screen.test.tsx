import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch, renderWithProviders } from '../../test/render-with-providers';
import UnsubscribeScreen from './unsubscribe-screen';

afterEach(() => vi.unstubAllGlobals());

function serve(answer: { status?: number; body: unknown }) {
  const server = recordingFetch({ '/api/messages/unsubscribe': () => answer });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}
const posts = (server: ReturnType<typeof serve>) =>
  server.calls.filter((call) => call.path === '/api/messages/unsubscribe');

describe('/unsubscribe', () => {
  it('stops e-mails only at the button, never on opening, and says how to undo it', async () => {
    const server = serve({ body: { success: true } });
    await renderWithProviders(<UnsubscribeScreen />, { path: '/unsubscribe?token=tok_123' });
    expect(screen.getByRole('heading', { level: 1, name: 'Stop e-mails' })).toBeTruthy();
    // Give any effect a chance to call out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts(server)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Stop e-mails' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('E-mails are stopped.'),
    );
    expect(screen.getByRole('status').textContent).toContain(
      'You can turn them back on at any time in My Profile.',
    );
    expect(screen.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('button', { name: 'Stop e-mails' })).toBeNull();
    expect(posts(server)).toEqual([
      { method: 'POST', path: '/api/messages/unsubscribe', body: { token: 'tok_123' } },
    ]);
  });

  it("shows the server's refusal of a bad token in Tamil, and offers no button to press again", async () => {
    const server = serve({
      status: 400,
      body: { success: false, error: 'இந்த இணைப்பு செல்லாது.', code: 'VALIDATION_FAILED' },
    });
    const fetch = vi.fn(server.fetch);
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<UnsubscribeScreen />, {
      path: '/unsubscribe?token=bad',
      language: 'tamil',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'மின்னஞ்சல்களை நிறுத்துதல்' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'மின்னஞ்சல்களை நிறுத்து' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('இந்த இணைப்பு செல்லாது.'));
    expect(screen.queryByRole('button', { name: 'மின்னஞ்சல்களை நிறுத்து' })).toBeNull();
    const sent = fetch.mock.calls.find(([input]) => input === '/api/messages/unsubscribe');
    expect(new Headers(sent?.[1]?.headers).get('accept-language')).toBe('ta');
  });

  it('lets a failed connection be tried again', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await renderWithProviders(<UnsubscribeScreen />, { path: '/unsubscribe?token=tok_123' });
    fireEvent.click(screen.getByRole('button', { name: 'Stop e-mails' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not stop the e-mails. Please check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Stop e-mails' })).toBeTruthy();
  });

  it('explains a link without its token, with nothing to press', async () => {
    serve({ body: { success: true } });
    await renderWithProviders(<UnsubscribeScreen />, { path: '/unsubscribe' });
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is incomplete. Please open the link in the e-mail again, or turn e-mails off in My Profile.',
    );
    expect(screen.queryByRole('button', { name: 'Stop e-mails' })).toBeNull();
  });

  it('opens in the language the link names', async () => {
    serve({ body: { success: true } });
    await renderWithProviders(<UnsubscribeScreen />, {
      path: '/unsubscribe?token=tok_123&language=tamil',
    });
    expect(await screen.findByRole('button', { name: 'மின்னஞ்சல்களை நிறுத்து' })).toBeTruthy();
  });
});
