import { expect, it } from 'vitest';
import { deviceFromLabel, deviceInWords, deviceLabel } from './device-label';

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
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    'Firefox on Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Firefox on Mac',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Safari on Mac',
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

it('reads a stored label back into its browser and system', () => {
  expect(deviceFromLabel('Samsung Internet on Android')).toEqual({
    browser: 'Samsung Internet',
    system: 'Android',
  });
  expect(deviceFromLabel('iPad')).toEqual({ browser: null, system: 'iPad' });
  expect(deviceFromLabel('Firefox')).toEqual({ browser: 'Firefox', system: null });
  expect(deviceFromLabel(null)).toBeNull();
});

it('puts the device into an English or a Tamil sentence', () => {
  expect(deviceInWords('Chrome on Android', 'english')).toBe('Chrome on Android');
  expect(deviceInWords('Chrome on Android', 'tamil')).toBe('Android-இல் Chrome');
  expect(deviceInWords('Firefox', 'tamil')).toBe('Firefox');
});
