import { expect, it } from 'vitest';
import { adminUiSettingsUpdateSchema, SAFE_IMAGE, SAFE_LINK } from './admin-content';
import { uiSettingKeys } from './constants';

it('takes https, tel, mailto and WhatsApp links, and nothing a browser would run or embed', () => {
  for (const link of [
    'https://www.facebook.com/jothidam',
    'https://wa.me/919876543210',
    'https://api.whatsapp.com/send?phone=919876543210',
    'whatsapp://send?phone=919876543210',
    'tel:+91 98765 43210',
    'mailto:office@jothidam.example',
    'HTTPS://t.me/jothidam',
  ]) {
    expect(SAFE_LINK.test(link), link).toBe(true);
  }
  for (const link of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.com',
    '//evil.example',
    '/relative',
    'vbscript:x',
    'https://a.example/"onmouseover="x',
    'https:\\\\evil.example',
    'tel:javascript:alert(1)',
    'mailto:',
    'file:///etc/passwd',
  ]) {
    expect(SAFE_LINK.test(link), link).toBe(false);
  }
});

it('takes images from https or this site only', () => {
  for (const image of ['/images/login-illustration.svg', 'https://cdn.example/a.png'])
    expect(SAFE_IMAGE.test(image), image).toBe(true);
  for (const image of [
    'data:image/svg+xml;base64,PHN2Zz4=',
    'javascript:alert(1)',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'http://cdn.example/a.png',
    'images/a.png',
  ]) {
    expect(SAFE_IMAGE.test(image), image).toBe(false);
  }
});

it('names the field of a refused link or image and takes the rest as they are', () => {
  const settings = Object.fromEntries(
    uiSettingKeys.map((key) => [key, { english: '', tamil: null }]),
  );
  expect(adminUiSettingsUpdateSchema.safeParse(settings).success).toBe(true);
  const result = adminUiSettingsUpdateSchema.safeParse({
    ...settings,
    social_facebook: { english: 'javascript:alert(1)', tamil: 'https://facebook.com/x' },
    social_youtube: { english: 'https://youtube.com/x', tamil: 'data:text/html,x' },
    login_image_url: { english: 'data:image/png;base64,AAAA', tamil: null },
    footer_title: { english: 'javascript: anything is text here', tamil: null },
  });
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['login_image_url.english', 'validation.url'],
    ['social_facebook.english', 'validation.link_url'],
    ['social_youtube.tamil', 'validation.link_url'],
  ]);
});
