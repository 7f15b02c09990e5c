import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { User } from '@portal/contracts';
import { changeLanguage } from '../../../lib/i18n';
import { readSession, saveSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import {
  recordingFetch,
  renderWithProviders,
  type SentCall,
} from '../../../test/render-with-providers';
import { useLanguagePreferenceSync } from './save-language';

const customer: User = {
  id: 7,
  name: 'Meena',
  email: 'meena@example.com',
  mobile_number: '+919840012345',
  language_preference: 'english',
  role: 'customer',
  created_at: '2026-01-05T05:00:00.000Z',
  appointments_count: 0,
  notify_whatsapp: true,
  notify_sms: true,
  notify_email: true,
  email_confirmed: true,
};

function Synced() {
  const [language] = useLanguage();
  useLanguagePreferenceSync(language);
  return <p>{language}</p>;
}

let server: ReturnType<typeof recordingFetch>;
beforeEach(() => {
  let current = customer;
  server = recordingFetch({
    '/api/user/profile': (call: SentCall) => {
      if (call.method === 'PUT') current = { ...current, ...(call.body as Partial<User>) };
      return { body: { success: true, user: current } };
    },
  });
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const puts = () => server.calls.filter((call) => call.method === 'PUT').map((call) => call.body);

it("saves a language switch as the signed-in customer's preference, the language alone", async () => {
  saveSession('token-0123456789abcdef', customer);
  await renderWithProviders(<Synced />, { language: 'english' });
  expect(puts()).toEqual([]);
  await act(() => changeLanguage('tamil'));
  await waitFor(() => expect(puts()).toEqual([{ language_preference: 'tamil' }]));
  await waitFor(() =>
    expect(readSession()).toMatchObject({ user: { language_preference: 'tamil', name: 'Meena' } }),
  );
  await act(() => changeLanguage('english'));
  await waitFor(() =>
    expect(puts()).toEqual([{ language_preference: 'tamil' }, { language_preference: 'english' }]),
  );
});

it('saves nothing for a visitor who is not signed in', async () => {
  await renderWithProviders(<Synced />, { language: 'tamil' });
  await act(() => changeLanguage('english'));
  expect(puts()).toEqual([]);
});
