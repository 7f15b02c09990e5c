import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  adminContentReplySchema,
  adminUiSettingsUpdateSchema,
  auditLogReplySchema,
  errorReplySchema,
  localizationReplySchema,
  publicPageReplySchema,
  testimonialsReplySchema,
  uiSettingsReplySchema,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin } from '../../../test/customers';
import { uiSettingsSeed } from '../../../db/seed/content-seed';

let testApp: TestApp;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840600001');
});
afterAll(() => testApp.close());

const asAdmin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ta' },
    ...(payload ? { payload } : {}),
  });
const content = async () =>
  adminContentReplySchema.parse((await asAdmin('GET', '/api/admin/content')).json());
const publicCall = (url: string) => testApp.inject({ method: 'GET', url });

it('keeps an information page only as the allow-list cleans it; customers read it at once', async () => {
  const html =
    '<h2>விதிமுறைகள்</h2><p onclick="steal()">கட்டணம் முன்கூட்டியே.<script>alert(1)</script></p>' +
    '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
  const saved = adminContentReplySchema.parse(
    (await asAdmin('PUT', '/api/admin/pages/terms/tamil', { title: 'விதிமுறைகள்', html })).json(),
  );
  const page = saved.pages.find(
    (candidate) => candidate.page_type === 'terms' && candidate.language === 'tamil',
  )!;
  expect(page.html).toBe('<h2>விதிமுறைகள்</h2><p>கட்டணம் முன்கூட்டியே.</p><a>x</a>');
  const served = publicPageReplySchema.parse(
    (await publicCall('/api/public/terms?language=tamil')).json(),
  );
  expect(served).toMatchObject({ title: 'விதிமுறைகள்', content: page.html });
  const onlyScript = await asAdmin('PUT', '/api/admin/pages/terms/english', {
    title: 'Terms',
    html: '<script>alert(1)</script>',
  });
  expect(errorReplySchema.parse(onlyScript.json()).fields?.html).toBe('இந்தப் புலம் தேவை.');
});

it('saves the UI settings; Tamil falls back to English where it is left empty', async () => {
  const { ui_settings: settings } = await content();
  const changed = {
    ...settings,
    footer_title: { english: 'Jothidam Centre', tamil: 'ஜோதிட மையம்' },
    contact1_phone: { english: '+91 98400 11111', tamil: null },
  };
  expect((await asAdmin('PUT', '/api/admin/settings/ui', changed)).statusCode).toBe(200);
  const tamil = uiSettingsReplySchema.parse(
    (await publicCall('/api/settings/ui?language=tamil')).json(),
  ).settings;
  expect(tamil).toMatchObject({ footer_title: 'ஜோதிட மையம்', contact1_phone: '+91 98400 11111' });
  const missingKey = await asAdmin('PUT', '/api/admin/settings/ui', {
    footer_title: { english: 'x', tamil: null },
  });
  expect(missingKey.statusCode).toBe(400);
});

it('refuses unsafe link and image settings, naming the field in both languages', async () => {
  const { ui_settings: settings } = await content();
  // The demo settings pass as they are.
  expect(
    adminUiSettingsUpdateSchema.safeParse(
      Object.fromEntries(
        Object.entries(uiSettingsSeed).map(([key, [english, tamil]]) => [key, { english, tamil }]),
      ),
    ).success,
  ).toBe(true);
  const hostile = {
    ...settings,
    social_facebook: { english: 'javascript:alert(document.cookie)', tamil: null },
    social_whatsapp: {
      english: 'https://wa.me/919876543210',
      tamil: 'data:text/html,<script>alert(1)</script>',
    },
    login_image_url: { english: 'data:image/svg+xml,<svg onload=alert(1)>', tamil: null },
  };
  for (const [language, link, image] of [
    [
      'ta',
      'https://, tel:, mailto: அல்லது whatsapp:// என்று தொடங்கும் இணைப்பை உள்ளிடுங்கள்.',
      'https:// அல்லது / என்று தொடங்கும் முகவரியை உள்ளிடுங்கள்.',
    ],
    [
      'en',
      'Enter a link starting with https://, tel:, mailto: or whatsapp://.',
      'Enter an address starting with https:// or /.',
    ],
  ] as const) {
    const refused = await testApp.inject({
      method: 'PUT',
      url: '/api/admin/settings/ui',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': language },
      payload: hostile,
    });
    expect(refused.statusCode).toBe(400);
    const body = errorReplySchema.parse(refused.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual({
      'social_facebook.english': link,
      'social_whatsapp.tamil': link,
      'login_image_url.english': image,
    });
  }
  expect((await content()).ui_settings.social_facebook).toEqual(settings.social_facebook);
  const safe = {
    ...settings,
    social_facebook: { english: '', tamil: null },
    social_telegram: { english: 'whatsapp://send?phone=919876543210', tamil: 'tel:+919876543210' },
    social_youtube: { english: 'mailto:office@jothidam.example', tamil: null },
    login_image_url: { english: 'https://cdn.example/login.png', tamil: '/images/login-ta.png' },
  };
  expect((await asAdmin('PUT', '/api/admin/settings/ui', safe)).statusCode).toBe(200);
  expect((await content()).ui_settings).toMatchObject({
    social_telegram: safe.social_telegram,
    login_image_url: safe.login_image_url,
  });
});

it('adds, hides and removes a testimonial; a video already listed is refused', async () => {
  const video = {
    youtube_video_id: 'abcDEF12345',
    title_english: 'A family',
    title_tamil: 'ஒரு குடும்பம்',
    description_english: 'Our story',
    description_tamil: 'எங்கள் கதை',
    thumbnail_url: 'https://i.ytimg.com/vi/abcDEF12345/hqdefault.jpg',
    active: true,
  };
  const added = adminContentReplySchema
    .parse((await asAdmin('POST', '/api/admin/testimonials', video)).json())
    .testimonials.find((row) => row.youtube_video_id === video.youtube_video_id)!;
  const shown = async () =>
    testimonialsReplySchema
      .parse((await publicCall('/api/youtube-testimonials?language=tamil')).json())
      .data.map((row) => row.title);
  expect(await shown()).toContain('ஒரு குடும்பம்');
  const duplicate = await asAdmin('POST', '/api/admin/testimonials', video);
  expect(errorReplySchema.parse(duplicate.json()).fields?.youtube_video_id).toBe(
    'இது ஏற்கெனவே பட்டியலில் உள்ளது.',
  );
  await asAdmin('PUT', `/api/admin/testimonials/${added.id}`, { ...video, active: false });
  expect(await shown()).not.toContain('ஒரு குடும்பம்');
  expect((await asAdmin('DELETE', `/api/admin/testimonials/${added.id}`)).statusCode).toBe(200);
  expect((await content()).testimonials.some((row) => row.id === added.id)).toBe(false);
  const badId = await asAdmin('POST', '/api/admin/testimonials', {
    ...video,
    youtube_video_id: 'short',
  });
  expect(badId.statusCode).toBe(400);
});

it('sets and removes a translation override; the audit log keeps each change', async () => {
  const override = {
    language: 'tamil',
    page: 'landing',
    key: 'festival_note',
    value: 'தீபாவளி வாழ்த்துகள்',
  };
  await asAdmin('PUT', '/api/admin/translations', override);
  const words = async () =>
    localizationReplySchema.parse((await publicCall('/api/localization/all?language=tamil')).json())
      .translations;
  expect((await words()).landing?.festival_note).toBe(override.value);
  expect(
    (await asAdmin('DELETE', '/api/admin/translations/tamil/landing/festival_note')).statusCode,
  ).toBe(200);
  expect((await words()).landing?.festival_note).toBeUndefined();
  expect(
    (await asAdmin('DELETE', '/api/admin/translations/tamil/landing/festival_note')).statusCode,
  ).toBe(404);
  const log = auditLogReplySchema.parse(
    (await asAdmin('GET', '/api/admin/audit-log?entity_type=translation')).json(),
  );
  expect(log.entries.map((entry) => entry.action)).toEqual([
    'translation.remove',
    'translation.save',
  ]);
  expect(log.entries[1]).toMatchObject({ before: null, after: { value: override.value } });
});
