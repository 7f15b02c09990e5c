import { expect, it } from 'vitest';
import { addressHintOf, deviceLabelOf, placeOf } from './session-client';

it.each([
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    'Chrome on Android',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari on iPhone',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    'Firefox on Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
    'Edge on Windows',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet on Android',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Safari on Mac',
  ],
  ['curl/8.5.0', null],
  [undefined, null],
])('names the device of %s as %s, never the whole header', (userAgent, label) => {
  expect(deviceLabelOf(userAgent)).toBe(label);
});

it.each([
  ['203.0.113.57', '203.0.113.x'],
  ['::ffff:198.51.100.4', '198.51.100.x'],
  ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:0db8:0000:0002::1', '2001:db8:0:2::/64'],
  ['::1', '0:0:0:0::/64'],
  ['not an address', null],
])('shortens the address %s to %s', (address, hint) => {
  expect(addressHintOf(address)).toBe(hint);
});

it("names the trusted proxy's place, and ignores the same headers from anyone else", () => {
  const headers = { 'cf-ipcity': 'Chennai', 'cf-ipcountry': 'in' };
  expect(placeOf(headers, true)).toBe('Chennai, IN');
  expect(placeOf({ 'cf-ipcountry': 'IN' }, true)).toBe('IN');
  expect(placeOf({ 'cf-ipcountry': 'XX' }, true)).toBeNull();
  expect(placeOf({ 'cf-ipcity': '<script>Chennai' }, true)).toBe('scriptChennai');
  expect(placeOf(headers, false)).toBeNull();
});
