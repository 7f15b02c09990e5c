import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminNoticeReplySchema,
  errorReplySchema,
  privacyNoticeReplySchema,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createDesk } from '../../../test/customers';

let testApp: TestApp;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840070101');
});
afterAll(() => testApp.close());

const notice = async (language: 'english' | 'tamil') => {
  const reply = await testApp.inject({
    method: 'GET',
    url: `/api/privacy/notice?language=${language}`,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return privacyNoticeReplySchema.parse(reply.json());
};
const asAdmin = (method: 'GET' | 'PUT', payload?: unknown, bearer = admin, language = 'en') =>
  testApp.inject({
    method,
    url: '/api/admin/privacy/notice',
    payload: payload as never,
    headers: { authorization: `Bearer ${bearer}`, 'accept-language': language },
  });
const rows = async (query: ReturnType<typeof sql>) =>
  ((await testApp.database.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;

const longText = (words: string) => `<p>${words} ${'Each kind of data, and why. '.repeat(12)}</p>`;

describe('the privacy notice', () => {
  it('writes one built-in first version when two readers find no notice', async () => {
    const [english, tamil] = await Promise.all([notice('english'), notice('tamil')]);
    expect([english.version, tamil.version]).toEqual([1, 1]);
    expect(await rows(sql`select version from privacy_notices`)).toEqual([{ version: 1 }]);
  });

  it("states each kind of data, its recipients and the office's periods, in English", async () => {
    const { html, retention, grievance } = await notice('english');
    for (const words of [
      'Birth details',
      "The bridegroom's and other people's details",
      'Horoscopes you upload',
      'Payments, refunds and receipts',
      'MSG91',
      'WhatsApp Business Platform',
      'Razorpay',
      'meet.example.test',
      "on the portal's own server",
      '24 months after the consultation',
      '30 days after the booking',
      'the words, 12 months',
      'for 3 years',
      'kept for 7 days',
      '72 months',
      'Data Protection Board of India',
      'Nominating someone',
    ])
      expect(html).toContain(words);
    expect(html).not.toMatch(/\{\{/);
    expect(retention).toMatchObject({ files_months: 24, tax_record_months: 72, log_months: 12 });
    // No settings chosen: the office's Grievance Officer at its notification e-mail and first
    // contact number (modules/privacy/settings).
    expect(grievance).toEqual({
      name: 'Grievance Officer',
      email: 'office@jothidam.example',
      phone: '+91 98765 43210',
    });
    expect(html).toContain('office@jothidam.example');
  });

  it('says the same in Tamil', async () => {
    const { html, language, grievance } = await notice('tamil');
    expect(language).toBe('tamil');
    // An officer not named yet, in the reader's words.
    expect(grievance.name).toBe('குறைதீர்ப்பு அலுவலர்');
    for (const words of [
      'பிறப்பு விவரங்கள்',
      'குறைதீர்ப்பு அலுவலர்',
      'இந்தியத் தரவுப் பாதுகாப்பு வாரியத்திடம்',
      'ஆலோசனைக்குப் பிறகு 24 மாதங்கள்',
    ])
      expect(html).toContain(words);
  });

  it("names the office's grievance officer and periods once it has chosen them", async () => {
    await testApp.database.db.execute(sql`
      insert into privacy_settings (grievance_name, grievance_email, grievance_phone, files_months,
        unpaid_files_days, message_text_months, inactive_years)
      values ('Meenakshi <Sundaram>', 'grievance@jothidam.example', '+91 44 2345 6789', 18, 14, 6, 5)`);
    try {
      const { html, grievance, retention } = await notice('english');
      expect(grievance.email).toBe('grievance@jothidam.example');
      expect(retention).toMatchObject({ files_months: 18, inactive_years: 5 });
      // The office's words are text: escaped, never markup.
      expect(html).toContain('Meenakshi &#60;Sundaram&#62;');
      expect(html).toContain('18 months after the consultation');
      expect(html).toContain('14 days after the booking');
      expect(html).toContain('E-mail: grievance@jothidam.example');
    } finally {
      await testApp.database.db.execute(sql`delete from privacy_settings`);
    }
  });
});

describe("the office's versions of the notice", () => {
  it('publishes a new version from the admin, cleaned and in the activity log', async () => {
    const published = await asAdmin('PUT', {
      body_english: `${longText('Version two. Write to {{grievance_name}}.')}<script>x()</script>`,
      body_tamil: longText('இரண்டாம் பதிப்பு. {{grievance_name}} அவர்களுக்கு எழுதுங்கள்.'),
    });
    expect(published.statusCode, published.body).toBe(200);
    const reply = adminNoticeReplySchema.parse(published.json());
    expect(reply.current.version).toBe(2);
    expect(reply.current.body_english).not.toContain('<script>');
    expect(reply.current.body_english).toContain('{{grievance_name}}');
    expect(reply.versions.map((version) => [version.version, version.published_by])).toEqual([
      [2, '+919840070101'],
      [1, null],
    ]);
    expect(reply.placeholders).toContain('files_months');

    const { version, html } = await notice('english');
    expect(version).toBe(2);
    expect(html).toContain('Version two. Write to Grievance Officer.');
    expect(
      await rows(sql`select action, after from audit_log where action = 'privacy_notice.publish'`),
    ).toEqual([{ action: 'privacy_notice.publish', after: { version: 2 } }]);
  });

  it('refuses a notice too short, saying so in Tamil too', async () => {
    const refused = await asAdmin(
      'PUT',
      { body_english: '<p>Short</p>', body_tamil: '' },
      admin,
      'ta',
    );
    expect(refused.statusCode).toBe(400);
    expect(errorReplySchema.parse(refused.json()).fields).toMatchObject({
      body_english: 'முழு அறிவிப்பையும் எழுதுங்கள்: குறைந்தது 200 எழுத்துகள்.',
    });
    expect((await notice('english')).version).toBe(2);
  });

  it('is the admin’s alone: the desk may not read or publish it', async () => {
    const desk = await createDesk(testApp, '+919840070102');
    expect((await asAdmin('GET', undefined, desk)).statusCode).toBe(403);
    expect(
      (await asAdmin('PUT', { body_english: longText('x'), body_tamil: longText('y') }, desk))
        .statusCode,
    ).toBe(403);
  });
});
