import { expect, it } from 'vitest';
import { publicUiSettingKeys, type TranslationsReply, type UiSettings } from '@portal/contracts';
import { renderLandingPage } from './render-landing';

const settings = Object.fromEntries(publicUiSettingKeys.map((key) => [key, ''])) as UiSettings;
const replies = (translations: TranslationsReply['translations']) => ({
  services: { success: true as const, services: [] },
  testimonials: { success: true as const, data: [] },
  settings: {
    success: true as const,
    language: 'english' as const,
    settings: { ...settings, app_name: 'Jothidam' },
  },
  translations: { success: true as const, translations },
});
const headline = (markup: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(markup)?.[1];

it("draws the landing page in the office's words, for that drawing only", async () => {
  const officeWords = {
    english: { landing: { hero_cta: 'Book today' } },
    tamil: { landing: { hero_title: 'அலுவலகத்தின் தலைப்பு' } },
  };
  const tamil = await renderLandingPage('tamil', replies(officeWords));
  expect(headline(tamil.markup)).toBe('அலுவலகத்தின் தலைப்பு');
  expect(tamil.answers).toContain('"office-words","tamil"');

  const english = await renderLandingPage('english', replies(officeWords));
  expect(headline(english.markup)).toBe('Guidance from the stars, from astrologers you can trust');
  expect(english.title).toBe('Book today · Jothidam');

  // Drawn again without them, each page has the built-in words back.
  const builtIn = await renderLandingPage('tamil', replies({ english: {}, tamil: {} }));
  expect(headline(builtIn.markup)).toBe('நம்பகமான ஜோதிடர்களிடமிருந்து நட்சத்திரங்களின் வழிகாட்டுதல்');
  expect(builtIn.answers).not.toContain('office-words');
  expect(
    (await renderLandingPage('english', replies({ english: {}, tamil: {} }))).title,
  ).not.toContain('Book today');
});

it("draws none of the office's words when its English part is empty", async () => {
  const page = await renderLandingPage(
    'tamil',
    replies({ english: {}, tamil: { landing: { hero_title: 'அலுவலகம்' } } }),
  );
  expect(headline(page.markup)).toBe('நம்பகமான ஜோதிடர்களிடமிருந்து நட்சத்திரங்களின் வழிகாட்டுதல்');
  expect(page.answers).not.toContain('office-words');
});
