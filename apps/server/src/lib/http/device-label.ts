/**
 * What a device is, from its User-Agent header, in a few words a person recognises ("Chrome on
 * Android", "Safari on iPhone"): the browser and the system, never versions or the whole header, so
 * a stored label says which device without fingerprinting it (decisions 0104, 0105). Null when the
 * header names neither.
 */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, every one says Mozilla.
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const browserOf = (userAgent: string) => browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
const systemOf = (userAgent: string) => systems.find(([pattern]) => pattern.test(userAgent))?.[1];
