import { expect, it } from 'vitest';
import { deviceLabel } from './device-label';

it.each([
  [
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Chrome on Android',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari on iPhone',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Edge on Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Firefox on macOS',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-M336B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    'Samsung Internet on Android',
  ],
])('names %s as %s, without versions', (userAgent, label) => {
  expect(deviceLabel(userAgent)).toBe(label);
});

it('gives nothing for no header or one that names no browser or system', () => {
  expect(deviceLabel(undefined)).toBeNull();
  expect(deviceLabel('curl/8.5.0')).toBeNull();
});
