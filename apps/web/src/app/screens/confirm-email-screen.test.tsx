import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch, renderWithProviders } from '../../test/render-with-providers';
import ConfirmEmailScreen from './confirm-email-screen';

afterEach(() => vi.unstubAllGlobals());

const CONFIRM = '/api/user/email/confirm';

function serve(answer: { status?: number; body: unknown }) {
  const server = recordingFetch({ [CONFIRM]: () => answer });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}
const refusal = (status: number, code: string) => ({
  status,
  body: { success: false, error: 'refused', code },
});

describe('/confirm-email', () => {
  it('confirms the address once on opening, and says so', async () => {
    const server = serve({ body: { success: true, email_confirmed: true } });
    await renderWithProviders(<ConfirmEmailScreen />, { path: '/confirm-email?token=tok_123' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(server.calls.filter((call) => call.path === CONFIRM)).toEqual([
      { method: 'POST', path: CONFIRM, body: { token: 'tok_123' } },
    ]);
  });

  it('says a used link was used, an expired one expired, and another is a wrong link', async () => {
    for (const [status, code, heading] of [
      [409, 'EMAIL_LINK_USED', 'This link has already been used'],
      [410, 'EMAIL_LINK_EXPIRED', 'This link has expired'],
      [400, 'EMAIL_LINK_INVALID', 'This link does not work'],
    ] as const) {
      serve(refusal(status, code));
      const { unmount } = await renderWithProviders(<ConfirmEmailScreen />, {
        path: '/confirm-email?token=tok_123',
      });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      unmount();
    }
  });

  it('says in Tamil, the language the link names, that a link has expired', async () => {
    serve(refusal(410, 'EMAIL_LINK_EXPIRED'));
    await renderWithProviders(<ConfirmEmailScreen />, {
      path: '/confirm-email?token=tok_123&language=tamil',
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'ஓர் இணைப்பு 48 மணி நேரம் மட்டுமே செயல்படும்.',
      ),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'இந்த இணைப்பின் காலம் முடிந்துவிட்டது',
    );
  });

  it('calls nothing for a link without its token, and calls it a wrong link', async () => {
    const server = serve({ body: { success: true, email_confirmed: true } });
    await renderWithProviders(<ConfirmEmailScreen />, { path: '/confirm-email' });
    expect(screen.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(server.calls.filter((call) => call.path === CONFIRM)).toEqual([]);
  });
});
