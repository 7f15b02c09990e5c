import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorReplySchema,
  localizationReplySchema,
  publicPageReplySchema,
  publicPageTypes,
  testimonialsReplySchema,
  translationsReplySchema,
  publicUiSettingKeys,
  uiSettingsReplySchema,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { contentPages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
const tamilScript = /[\u0B80-\u0BFF]/;

describe('GET /api/translations', () => {
  it('returns the office overrides keyed by language, with a non-empty English part', async () => {
    const response = await get('/api/translations');
    expect(response.statusCode).toBe(200);
    const body = translationsReplySchema.parse(response.json());
    expect(body.translations.english.landing?.hero_title).toBeTruthy();
    expect(body.translations.tamil.landing?.hero_title).toMatch(tamilScript);
  });
});

describe('GET /api/localization/all', () => {
  it("returns one language's dictionary keyed by page", async () => {
    const body = localizationReplySchema.parse(
      (await get('/api/localization/all?language=tamil')).json(),
    );
    expect(body.language).toBe('tamil');
    expect(body.translations.landing?.hero_title).toMatch(tamilScript);
  });

  it('refuses a missing or unknown language', async () => {
    for (const url of ['/api/localization/all', '/api/localization/all?language=hindi']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(errorReplySchema.parse(response.json()).fields?.language).toBe(
        'Choose english or tamil.',
      );
    }
  });
});

describe('GET /api/settings/ui', () => {
  it('has every setting, in English by default and in Tamil when asked', async () => {
    const english = uiSettingsReplySchema.parse((await get('/api/settings/ui')).json());
    expect(Object.keys(english.settings).sort()).toEqual([...publicUiSettingKeys].sort());
    expect(english.settings.footer_title).toBe('Jothidam Consultation Centre');
    const tamil = uiSettingsReplySchema.parse(
      (await get('/api/settings/ui?language=tamil')).json(),
    );
    expect(tamil.settings.footer_title).toMatch(tamilScript);
    expect(tamil.settings.contact1_phone).toBe(english.settings.contact1_phone);
  });
});

describe('GET /api/youtube-testimonials', () => {
  it('lists the testimonials with self-hosted thumbnails', async () => {
    const body = testimonialsReplySchema.parse((await get('/api/youtube-testimonials')).json());
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    for (const testimonial of body.data) {
      expect(testimonial.youtube_video_id).toMatch(/^[\w-]{11}$/);
      expect(testimonial.thumbnail_url.startsWith('/')).toBe(true);
    }
    const tamil = testimonialsReplySchema.parse(
      (await get('/api/youtube-testimonials?language=tamil')).json(),
    );
    expect(tamil.data[0]?.title).toMatch(tamilScript);
  });
});

describe('GET /api/public/{pageType}', () => {
  it.each(
    publicPageTypes.flatMap(
      (type) =>
        [
          [type, 'english'],
          [type, 'tamil'],
        ] as const,
    ),
  )('%s in %s has a title and content', async (pageType, language) => {
    const body = publicPageReplySchema.parse(
      (await get(`/api/public/${pageType}?language=${language}`)).json(),
    );
    expect(body.page_type).toBe(pageType);
    expect(body.content.length).toBeGreaterThan(200);
    if (language === 'tamil') expect(body.title).toMatch(tamilScript);
  });

  it('carries the refund and contact facts the office publishes', async () => {
    const refund = publicPageReplySchema.parse(
      (await get('/api/public/refund-policy?language=english')).json(),
    );
    expect(refund.content).toContain('24 hours');
    expect(refund.content).toContain('5-7 business days');
    expect(refund.content).toContain('7 days');
    const contact = publicPageReplySchema.parse(
      (await get('/api/public/contact?language=english')).json(),
    );
    for (const fact of [
      'Monday to Saturday',
      '9:00 AM to 6:00 PM',
      'Sunday',
      'WhatsApp',
      '24 hours',
    ]) {
      expect(contact.content).toContain(fact);
    }
  });

  it("answers 404 'Content not available' for an unknown type, in Tamil when asked", async () => {
    const response = await get('/api/public/privacy?language=tamil');
    expect(response.statusCode).toBe(404);
    const body = errorReplySchema.parse(response.json());
    expect(body).toMatchObject({ code: 'CONTENT_NOT_FOUND', error: 'உள்ளடக்கம் கிடைக்கவில்லை' });
    const english = errorReplySchema.parse((await get('/api/public/privacy')).json());
    expect(english.error).toBe('Content not available');
  });

  it('never serves script, handlers or javascript: links, even from a hand-written row', async () => {
    await testApp.database.db
      .update(contentPages)
      .set({
        html:
          '<p onclick="steal()">Hi</p><script>alert(1)</script>' +
          '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
      })
      .where(and(eq(contentPages.pageType, 'terms'), eq(contentPages.language, 'english')));
    // A row written by hand bypasses the office's calls, so nothing told the read cache: drop it
    // as a restart would.
    await testApp.app.readCache.invalidate('content');
    const body = publicPageReplySchema.parse((await get('/api/public/terms')).json());
    expect(body.content).toBe('<p>Hi</p><a>x</a>');
  });
});
