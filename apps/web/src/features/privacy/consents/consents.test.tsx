import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentsReply, PrivacyNoticeReply } from '@portal/contracts';
import { recordingFetch, renderWithProviders } from '../../../test/render-with-providers';
import { saveSession, clearSession } from '../../../lib/session';
import { ConsentsCard } from './components/consents-card';
import { ConsentPrompt } from './components/consent-prompt';

const state = (patch: Partial<ConsentsReply> = {}): ConsentsReply => ({
  success: true,
  notice_version: 2,
  notice_published_at: '2026-12-01T04:30:00.000Z',
  consent_needed: false,
  service: { notice_version: 2, at: '2026-12-02T04:30:00.000Z' },
  marketing: { granted: true, at: '2026-12-02T04:30:00.000Z' },
  history: [
    {
      id: 3,
      purpose: 'guardian',
      granted: true,
      notice_version: 2,
      subject_type: 'appointment',
      subject_id: 7,
      source: 'booking',
      at: '2026-12-03T05:00:00.000Z',
    },
    {
      id: 2,
      purpose: 'marketing',
      granted: true,
      notice_version: 2,
      subject_type: null,
      subject_id: null,
      source: 'sign_in',
      at: '2026-12-02T04:30:00.000Z',
    },
    {
      id: 1,
      purpose: 'service',
      granted: true,
      notice_version: 2,
      subject_type: null,
      subject_id: null,
      source: 'sign_in',
      at: '2026-12-02T04:30:00.000Z',
    },
  ],
  ...patch,
});
const notice: PrivacyNoticeReply = {
  success: true,
  version: 3,
  published_at: '2026-12-05T04:30:00.000Z',
  language: 'english',
  html: '<h2>What we keep, and why</h2><p>Birth details.</p>',
  grievance: { name: 'Office', email: '', phone: '+91 98765 43210' },
  retention: {
    files_months: 24,
    unpaid_files_days: 30,
    message_text_months: 12,
    inactive_years: 3,
    backup_keep_days: 7,
    tax_record_months: 72,
    log_months: 12,
  },
};

beforeEach(() => saveSession('token', { id: 5, name: 'Meena', mobile_number: '+919876543210' }));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the consents in My Profile', () => {
  it('shows what was agreed and when, and stops offers with one tap', async () => {
    const server = recordingFetch({
      '/api/user/consents': (call) => ({
        body:
          call.method === 'PUT'
            ? state({ marketing: { granted: false, at: '2026-12-06T04:30:00.000Z' } })
            : state(),
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderWithProviders(<ConsentsCard language="english" />);
    const card = await screen.findByRole('region', { name: 'Privacy and consent' });
    expect(
      await within(card).findByText(/You agreed to the privacy notice, version 2, on 2 Dec 2026/),
    ).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Read the privacy notice' }).getAttribute('href'),
    ).toBe('/privacy');
    expect(
      within(card).getByText('You receive our offers: you agreed on 2 Dec 2026.'),
    ).toBeTruthy();
    expect(
      within(card).getByText(
        /Declared that you are the parent or guardian of a person under 18 \(a booking\)/,
      ),
    ).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Stop offers' }));
    await waitFor(() =>
      expect(
        within(card).getByText('You do not receive our offers (stopped on 6 Dec 2026).'),
      ).toBeTruthy(),
    );
    expect(server.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { marketing: false },
    ]);
    expect(within(card).getByRole('button', { name: 'Send me offers' })).toBeTruthy();
  });

  it('says so in Tamil', async () => {
    vi.stubGlobal(
      'fetch',
      recordingFetch({ '/api/user/consents': () => ({ body: state() }) }).fetch,
    );
    await renderWithProviders(<ConsentsCard language="tamil" />, { language: 'tamil' });
    expect(await screen.findByRole('button', { name: 'சலுகைகளை நிறுத்து' })).toBeTruthy();
    expect(screen.getByText(/பதிப்பு 2-\u2060?ஐ .* அன்று ஏற்றுக்கொண்டீர்கள்\./)).toBeTruthy();
  });
});

describe('the question after a new version of the notice', () => {
  it('asks nothing of a customer who agreed to the current version', async () => {
    vi.stubGlobal(
      'fetch',
      recordingFetch({ '/api/user/consents': () => ({ body: state() }) }).fetch,
    );
    await renderWithProviders(<ConsentPrompt language="english" onSignOut={vi.fn()} />);
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  });

  it('shows the new notice and agrees to the version shown, or signs out', async () => {
    let agreed = false;
    const server = recordingFetch({
      '/api/user/consents': (call) => {
        if (call.method === 'PUT') agreed = true;
        return {
          body: state({
            notice_version: 3,
            consent_needed: !agreed,
            service: { notice_version: agreed ? 3 : 2, at: '2026-12-02T04:30:00.000Z' },
          }),
        };
      },
      '/api/privacy/notice': () => ({ body: notice }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const signOut = vi.fn();
    await renderWithProviders(<ConsentPrompt language="english" onSignOut={signOut} />);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Our privacy notice has changed')).toBeTruthy();
    expect(await within(dialog).findByText('Birth details.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out instead', hidden: true }));
    expect(signOut).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I agree', hidden: true }));
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(server.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { service_version: 3 },
    ]);
  });
});
