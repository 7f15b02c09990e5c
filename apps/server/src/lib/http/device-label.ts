/**
 * What a device is, from its User-Agent header, in a few words a person recognises: the browser
 * and the system ("Chrome", "Android"), never versions or the whole header, so a stored label says
 * which device without fingerprinting it (decisions 0104, 0105, 0106). The label is stored in one
 * form, "Chrome on Android"; a screen or a PDF puts the two names into its own language's sentence
 * (`deviceFromLabel`, `deviceInWords`).
 */
export interface Device {
  browser: string | null;
  system: string | null;
}

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, every one says Mozilla.
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const JOIN = ' on ';

/** The browser and the system a header names; null when it names neither. */
export function deviceOf(userAgent: string | undefined): Device | null {
  if (!userAgent) return null;
  // A header is short; a long one is read no further than a real browser's would go.
  const header = userAgent.slice(0, 512);
  const browser = browsers.find(([pattern]) => pattern.test(header))?.[1] ?? null;
  const system = systems.find(([pattern]) => pattern.test(header))?.[1] ?? null;
  return browser || system ? { browser, system } : null;
}

/** The stored label: "Chrome on Android", "Firefox", "iPad", or null. */
export function deviceLabel(userAgent: string | undefined): string | null {
  const device = deviceOf(userAgent);
  if (!device) return null;
  return [device.browser, device.system].filter(Boolean).join(JOIN);
}

/** A stored label read back into its two names (a lone name is a system when it is one). */
export function deviceFromLabel(label: string | null): Device | null {
  if (!label) return null;
  const [first = '', second] = label.split(JOIN);
  if (second !== undefined) return { browser: first, system: second };
  const isSystem = systems.some(([, name]) => name === first);
  return isSystem ? { browser: null, system: first } : { browser: first, system: null };
}

/** The device in a sentence of the reader's language: "Chrome on Android", "Android-இல் Chrome". */
export function deviceInWords(label: string | null, language: 'english' | 'tamil'): string | null {
  const device = deviceFromLabel(label);
  if (!device) return null;
  const { browser, system } = device;
  if (browser && system)
    return language === 'tamil' ? `${system}-இல் ${browser}` : `${browser} on ${system}`;
  return browser ?? system;
}
