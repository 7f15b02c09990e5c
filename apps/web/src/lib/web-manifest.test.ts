import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appIcons, APPLE_TOUCH_ICON, webManifest, webManifestFiles } from './web-manifest';
import englishWords from '../locales/en/web-manifest.json';
import tamilWords from '../locales/ta/web-manifest.json';
import englishCommon from '../locales/en/common.json';
import tamilCommon from '../locales/ta/common.json';

const web = join(import.meta.dirname, '..', '..');
const css = readFileSync(join(web, 'src/styles/global.css'), 'utf8');
const publicFile = (path: string) => readFileSync(join(web, 'public', path));

/** A PNG's width, height and whether it has an alpha channel, from its header (IHDR). */
function pngFacts(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  const colourType = bytes[25];
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    alpha: colourType === 4 || colourType === 6,
  };
}

describe('the web app manifests', () => {
  it('say what Chrome and Safari need to install the portal, in each language', () => {
    for (const [language, words, lang] of [
      ['english', englishWords, 'en'],
      ['tamil', tamilWords, 'ta'],
    ] as const) {
      const manifest = webManifest(language, css);
      expect(manifest).toMatchObject({
        name: words.name,
        short_name: words.short_name,
        description: words.description,
        lang,
        dir: 'ltr',
      });
      expect(manifest).toMatchObject({ start_url: '/home', scope: '/', display: 'standalone' });
      // Both files are one app: installed in one language, it is the same app in the other.
      expect(manifest.id).toBe('/');
      // A launcher shows about twelve characters under an icon.
      expect([...manifest.short_name].length).toBeLessThanOrEqual(12);
    }
    expect(webManifest('english', css).short_name).toBe(englishCommon.app_name);
    expect(webManifest('tamil', css).short_name).toBe(tamilCommon.app_name);
    expect(webManifestFiles).toEqual({
      english: 'manifest.webmanifest',
      tamil: 'manifest.ta.webmanifest',
    });
  });

  it("take their colours from the app's style sheet", () => {
    const manifest = webManifest('english', css);
    expect(manifest.theme_color).toBe(/--color-primary:\s*(#\w+);/.exec(css)?.[1]);
    expect(manifest.background_color).toBe(/--color-bg:\s*(#\w+);/.exec(css)?.[1]);
    expect(manifest.theme_color).toBe('#7a1f1f');
    // The same colour as the pages' own theme-color.
    expect(readFileSync(join(web, 'index.html'), 'utf8')).toContain(
      `<meta name="theme-color" content="${manifest.theme_color}" />`,
    );
  });

  it('have the same words in English and Tamil, the Tamil ones in Tamil', () => {
    expect(Object.keys(tamilWords).sort()).toEqual(Object.keys(englishWords).sort());
    for (const [key, value] of Object.entries(tamilWords)) {
      expect(value, key).toMatch(/[\u0B80-\u0BFF]/);
      expect(value, key).not.toMatch(/[A-Za-z]/);
    }
  });

  it("name icons that exist, at Android's sizes, and an opaque maskable one", () => {
    const icons = webManifest('english', css).icons;
    expect(icons).toEqual([...appIcons]);
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      const facts = pngFacts(publicFile(icon.src));
      expect({ width: facts.width, height: facts.height }, icon.src).toEqual({ width, height });
      // A launcher cuts its own shape out of a maskable icon: it must fill the square.
      if (icon.purpose === 'maskable') expect(facts.alpha, icon.src).toBe(false);
    }
  });

  it("has iOS's home-screen icon, opaque, at 180 × 180 where Safari looks", () => {
    expect(APPLE_TOUCH_ICON).toBe('/apple-touch-icon.png');
    expect(pngFacts(publicFile(APPLE_TOUCH_ICON))).toEqual({
      width: 180,
      height: 180,
      alpha: false,
    });
  });
});
