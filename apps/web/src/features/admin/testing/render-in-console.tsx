import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import type { Language } from '@portal/contracts';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { adminDictionaries } from '../../../locales/admin-dictionaries';
import { screenDictionaries } from '../../../locales/screen-dictionaries';
import { renderWithProviders } from '../../../test/render-with-providers';

/** Renders an office component with the console's dictionaries (and the screens' it reuses), in a language. */
export async function renderInConsole(ui: ReactNode, language: Language = 'english') {
  const view = await renderWithProviders(ui);
  await act(async () => {
    for (const chunk of [screenDictionaries, adminDictionaries]) {
      for (const [locale, namespaces] of Object.entries(chunk)) {
        for (const [namespace, dictionary] of Object.entries(namespaces)) i18n.addResourceBundle(locale, namespace, dictionary, true, false);
      }
    }
    await changeLanguage(language);
  });
  return view;
}

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/** A fetch that records each call and answers every one with the given reply (JSON, 200 by default). */
export function recordingFetch(reply: (call: SentCall) => { status?: number; body: unknown }) {
  const calls: SentCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://portal.test');
    const call = { method: init?.method ?? 'GET', path: url.pathname, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    calls.push(call);
    const answer = reply(call);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch };
}
