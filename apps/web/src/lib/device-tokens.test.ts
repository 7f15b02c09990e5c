import { afterEach, expect, it } from 'vitest';
import { deviceTokenFor, forgetDeviceTokens, keepDeviceToken } from './device-tokens';

afterEach(() => localStorage.clear());

it('keeps one token per number, found however the number is written', () => {
  keepDeviceToken(['+91 98400 12345', '+919840012345'], 'token-a');
  keepDeviceToken(['+919840099999'], 'token-b');
  expect(deviceTokenFor('+919840012345')).toBe('token-a');
  expect(deviceTokenFor('+91 98400-12345')).toBe('token-a');
  expect(deviceTokenFor('+919840099999')).toBe('token-b');
  expect(deviceTokenFor('+919840000000')).toBeUndefined();
});

it('forgets every number’s token, and nothing else', () => {
  keepDeviceToken(['+919840012345'], 'token-a');
  localStorage.setItem('language', 'tamil');
  forgetDeviceTokens();
  expect(deviceTokenFor('+919840012345')).toBeUndefined();
  expect(localStorage.getItem('language')).toBe('tamil');
});
