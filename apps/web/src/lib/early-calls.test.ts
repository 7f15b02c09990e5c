import { afterEach, expect, it } from 'vitest';
import { takeEarlyCall } from './early-calls';

const answer = (body: string) => Promise.resolve(new Response(body));

afterEach(() => {
  delete window.portalEarlyCalls;
});

it('takes a call the shell started once, for its path; a second ask makes its own', async () => {
  window.portalEarlyCalls = { '/api/translations': { token: null, response: answer('words') } };
  expect(await (await takeEarlyCall('/api/translations', null))?.text()).toBe('words');
  expect(takeEarlyCall('/api/translations', null)).toBeNull();
  expect(takeEarlyCall('/api/settings/ui?language=tamil', null)).toBeNull();
});

it('gives a call made with a session only under that session; one that needs none, under any', async () => {
  window.portalEarlyCalls = {
    '/api/appointments': { token: 'old-token', response: answer('theirs') },
    '/api/services?language=english&country=india': { token: null, response: answer('prices') },
  };
  // Signed in again since the shell asked: the answer was for someone else's token, and is dropped.
  expect(takeEarlyCall('/api/appointments', 'new-token')).toBeNull();
  expect(takeEarlyCall('/api/appointments', 'old-token')).toBeNull();
  expect(
    await (
      await takeEarlyCall('/api/services?language=english&country=india', 'new-token')
    )?.text(),
  ).toBe('prices');
});

it('finds none on a page without a shell', () => {
  expect(takeEarlyCall('/api/appointments', 'token')).toBeNull();
});
