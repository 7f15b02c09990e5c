import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminNoticeReply } from '@portal/contracts';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { NoticeEditor } from './notice-editor';
import { NoticeVersions } from './notice-versions';
import { OfferForm } from './offer-form';

const body = (words: string) => `<p>${words} ${'What we keep and why. '.repeat(12)}</p>`;
const notice: AdminNoticeReply = {
  success: true,
  current: { version: 1, body_english: body('One.'), body_tamil: body('ஒன்று.') },
  versions: [
    {
      version: 2,
      published_at: '2026-12-05T04:30:00.000Z',
      published_by: 'Priya',
      agreed_count: 1,
    },
    { version: 1, published_at: '2026-12-01T04:30:00.000Z', published_by: null, agreed_count: 40 },
  ],
  placeholders: ['grievance_name', 'files_months'],
};

afterEach(() => vi.unstubAllGlobals());

describe("the office's Privacy screen", () => {
  it('publishes both languages as a new version, naming the placeholders it may use', async () => {
    const server = recordingFetch({
      '/api/admin/privacy/notice': () => ({
        body: { ...notice, current: { ...notice.current, version: 2 } },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<NoticeEditor notice={notice} language="english" />);
    expect(screen.getByText(/\{\{grievance_name\}\}, \{\{files_month/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('The notice in English (HTML)'), {
      target: { value: body('Two.') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish a new version' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        body_english: body('Two.'),
        body_tamil: body('ஒன்று.'),
      }),
    );
  });

  it('refuses a notice too short before sending it', async () => {
    const server = recordingFetch({});
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<NoticeEditor notice={notice} language="tamil" />, 'tamil');
    fireEvent.change(screen.getByLabelText('தமிழில் அறிவிப்பு (HTML)'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'புதிய பதிப்பை வெளியிடு' }));
    expect(
      await screen.findByText('முழு அறிவிப்பையும் எழுதுங்கள்: குறைந்தது 200 எழுத்துகள்.'),
    ).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('lists the versions, the built-in one named so', async () => {
    await renderInConsole(<NoticeVersions versions={notice.versions} language="english" />);
    expect(screen.getByText(/published by Priya · 1 customer's latest agreement/)).toBeTruthy();
    expect(screen.getByText(/the built-in text · 40 customers' latest agreement/)).toBeTruthy();
  });

  it('sends an offer in both languages once, and says how many it goes to', async () => {
    const server = recordingFetch({
      '/api/admin/privacy/offers': () => ({
        status: 201,
        body: { success: true, customers: 3, messages: 5 },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<OfferForm language="english" />);
    fireEvent.change(screen.getByLabelText('The offer in English'), {
      target: { value: 'Half price' },
    });
    fireEvent.change(screen.getByLabelText('The offer in Tamil'), {
      target: { value: 'பாதி விலை' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText('The offer is on its way to 3 customers.')).toBeTruthy();
    const sent = server.calls.find((call) => call.path === '/api/admin/privacy/offers');
    expect(sent?.body).toEqual({ text_english: 'Half price', text_tamil: 'பாதி விலை' });
    expect(server.headers(sent)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
