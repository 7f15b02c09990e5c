import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataRequest, DataRequestsReply } from '@portal/contracts';
import { screenDictionaries } from '../../../../locales/screen-dictionaries';
import { recordingFetch, renderWithProviders } from '../../../../test/render-with-providers';
import { YourRequestsCard } from './your-requests-card';

afterEach(() => vi.unstubAllGlobals());

const answered: DataRequest = {
  id: 7,
  number: 'REQ-2612-0007',
  kind: 'correction',
  text: 'My date of birth is wrong.',
  status: 'answered',
  created_at: '2026-12-01T05:00:00.000Z',
  acknowledged_at: '2026-12-01T05:00:00.000Z',
  due_at: '2026-12-31T05:00:00.000Z',
  answer: 'Corrected on your profile.',
  answered_at: '2026-12-03T05:00:00.000Z',
};
const contact = {
  name: 'Lakshmi Narayanan',
  email: 'grievance@example.com',
  phone: '+91 98765 43210',
};

function serve(requests: DataRequest[]) {
  const server = recordingFetch({
    '/api/user/requests': (call) => {
      if (call.method === 'POST') {
        const sent = call.body as { kind: DataRequest['kind']; text: string };
        const made: DataRequest = {
          ...answered,
          id: 8,
          number: 'REQ-2612-0008',
          ...sent,
          status: 'open',
          answer: null,
          answered_at: null,
        };
        requests = [made, ...requests];
        return { status: 201, body: { success: true, request: made, grievance_contact: contact } };
      }
      const reply: DataRequestsReply = { success: true, requests, grievance_contact: contact };
      return { body: reply };
    },
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const render = (language: 'english' | 'tamil' = 'english') =>
  renderWithProviders(<YourRequestsCard language={language} />, {
    language,
    dictionaries: [screenDictionaries],
  });

describe("My Profile's requests", () => {
  it('lists the requests with their number, status, dates and answer, and the grievance contact', async () => {
    serve([answered]);
    await render();
    const item = (await screen.findByText('REQ-2612-0007')).closest('li')!;
    expect(within(item).getByText('Answered')).toBeTruthy();
    expect(within(item).getByText('Corrected on your profile.')).toBeTruthy();
    expect(item.textContent).toContain('answered on 3 Dec 2026');
    const officer = screen.getByRole('complementary', { name: 'Grievance Officer' });
    expect(officer.textContent).toContain('Lakshmi Narayanan');
    expect(within(officer).getByRole('link', { name: 'grievance@example.com' })).toBeTruthy();
  });

  it('asks for the kind and enough words before sending anything', async () => {
    const server = serve([]);
    await render();
    await screen.findByText('You have not made any requests yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      screen.getByText('Choose what you are asking for: a correction, an erasure or a grievance.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Please write what you are asking for, in at least 10 characters.'),
    ).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends a request once, under an Idempotency-Key, and shows it with its due date', async () => {
    const server = serve([]);
    await render();
    await screen.findByText('You have not made any requests yet.');
    fireEvent.click(screen.getByRole('radio', { name: /Erasure of my data/ }));
    fireEvent.change(
      screen.getByRole('textbox', { name: 'Tell us what you would like us to do' }),
      {
        target: { value: '  Please erase my old horoscope.  ' },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Request REQ-2612-0008 is sent. We will answer by 31 Dec 2026.'),
    ).toBeTruthy();
    const posts = server.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { kind: 'erasure', text: 'Please erase my old horoscope.' },
    ]);
    expect(server.headers(posts[0])['idempotency-key']).toMatch(/^[\w-]{36}$/);
    const item = (await screen.findByText('REQ-2612-0008')).closest('li')!;
    expect(item.textContent).toContain('Waiting for an answer');
    expect(item.textContent).toContain('answer due by 31 Dec 2026');
  });

  it('speaks Tamil', async () => {
    serve([answered]);
    await render('tamil');
    await screen.findByText('REQ-2612-0007');
    expect(screen.getByRole('heading', { name: 'உங்கள் கோரிக்கைகள்' })).toBeTruthy();
    expect(screen.getByText('பதிலளிக்கப்பட்டது')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'குறைதீர்ப்பு அலுவலர்' })).toBeTruthy();
  });
});
