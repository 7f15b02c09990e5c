import { expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrls } from './unsubscribe-token';

const secret = 'test-secret-0123456789abcdef0123456789';

it('reads back the user a token was made for, and nothing from a forged or altered one', () => {
  const token = unsubscribeToken(secret, 42);
  expect(token).toMatch(/^1\.42\.[\w-]{43}$/);
  expect(unsubscribeToken(secret, 42)).toBe(token);
  expect(readUnsubscribeToken(secret, token)).toBe(42);
  expect(readUnsubscribeToken('another-secret-0123456789abcdef0123', token)).toBeNull();
  expect(readUnsubscribeToken(secret, token.replace('1.42.', '1.43.'))).toBeNull();
  expect(readUnsubscribeToken(secret, token.replace(/^1\./, '2.'))).toBeNull();
  expect(readUnsubscribeToken(secret, `${token}x`)).toBeNull();
  for (const junk of [
    '',
    'garbage',
    '1.0.abc',
    '1.99999999999.' + 'a'.repeat(43),
    '1.-1.' + 'a'.repeat(43),
  ]) {
    expect(readUnsubscribeToken(secret, junk)).toBeNull();
  }
});

it("makes the web page's link and the one-click link under the portal's address", () => {
  const token = unsubscribeToken(secret, 7);
  expect(unsubscribeUrls('https://jothidam.example/', secret, 7)).toEqual({
    page: `https://jothidam.example/unsubscribe?token=${token}`,
    oneClick: `https://jothidam.example/api/messages/unsubscribe?token=${token}`,
  });
});
