import { expect, it } from 'vitest';
import { addressHintOf, placeOf } from './session-client';

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
