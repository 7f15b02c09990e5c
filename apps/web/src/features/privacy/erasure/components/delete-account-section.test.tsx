import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErasurePreviewReply, ErasureReply } from '@portal/contracts';
import { screenDictionaries } from '../../../../locales/screen-dictionaries';
import { readSession, saveSession } from '../../../../lib/session';
import { recordingFetch, renderWithProviders } from '../../../../test/render-with-providers';
import { DeleteAccountSection } from './delete-account-section';

const preview: ErasurePreviewReply = {
  success: true,
  consultations: [
    {
      appointment_number: 'AST-2612-0001',
      scheduled_at: '2026-12-05T04:30:00.000Z',
      refund: { amount: '1652.00', method: 'online', status: 'pending' },
    },
    {
      appointment_number: 'AST-2612-0003',
      scheduled_at: null,
      refund: { amount: '590.00', method: 'cash', status: 'pending' },
    },
  ],
  backup_keep_days: 7,
  receipts_kept_months: 72,
};
const erased: ErasureReply = {
  success: true,
  erased_at: '2026-12-02T05:00:00.000Z',
  label: 'Erased customer 7',
  cancelled: [
    {
      ...preview.consultations[0]!,
      refund: { ...preview.consultations[0]!.refund!, status: 'processed' },
    },
  ],
};

beforeEach(() =>
  saveSession('token-0123456789abcdefghij', { name: 'Meena', mobile_number: '+919840012345' }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function serve() {
  const server = recordingFetch({
    '/api/user/erase': (call) =>
      call.method === 'GET'
        ? { body: preview }
        : (call.body as { otp: string; request_id: string }).otp === '123456' &&
            (call.body as { request_id: string }).request_id === 'r'.repeat(43)
          ? { body: erased }
          : {
              status: 400,
              body: {
                success: false,
                code: 'OTP_INVALID',
                error: 'Invalid OTP code. Please check and try again.',
              },
            },
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const render = (sendCode = vi.fn(() => Promise.resolve({ request_id: 'r'.repeat(43) }))) =>
  renderWithProviders(<DeleteAccountSection language="english" sendCode={sendCode} />, {
    language: 'english',
    dictionaries: [screenDictionaries],
  });

describe('Delete my account', () => {
  it('says what is erased, what is kept, how long backups keep it, and what it cancels', async () => {
    serve();
    await render();
    expect(screen.getByRole('heading', { name: 'Delete my account' })).toBeTruthy();
    expect(screen.getByText(/for 72 months as GST law requires/)).toBeTruthy();
    expect(await screen.findByText(/₹1,652.00 back to how you paid/)).toBeTruthy();
    expect(screen.getByText(/within 7 days it is gone from them too/)).toBeTruthy();
    expect(screen.getByText(/₹590.00 in cash, to collect at the office/)).toBeTruthy();
  });

  it('sends a code to the customer’s own number, and a wrong one erases nothing', async () => {
    const server = serve();
    const sendCode = vi.fn(() => Promise.resolve({ request_id: 'r'.repeat(43) }));
    await render(sendCode);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code to confirm' }));
    await screen.findByText(/We sent a code to \+91 98400 12345/);
    expect(sendCode).toHaveBeenCalledWith('+919840012345');
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid OTP code. Please check and try again.',
    );
    expect(readSession().status).toBe('authenticated');
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('with the right code, signs out here and says what comes back', async () => {
    serve();
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code to confirm' }));
    fireEvent.change(await screen.findByLabelText('Code from the SMS'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account now' }));
    expect(await screen.findByText('Your account is deleted')).toBeTruthy();
    await waitFor(() => expect(readSession().status).toBe('unauthenticated'));
    expect(screen.getAllByText(/₹1,652.00 back to how you paid/)).toHaveLength(2);
  });
});
