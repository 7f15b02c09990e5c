import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorReplySchema, profileReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp, '9840012345');
});
afterAll(() => testApp.close());

const call = (method: 'GET' | 'PUT', payload?: unknown, headers: Record<string, string> = {}) =>
  testApp.inject({
    method,
    url: '/api/user/profile',
    payload: payload as never,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

it("shows the signed-in customer's profile", async () => {
  const body = profileReplySchema.parse((await call('GET')).json());
  expect(body.user).toMatchObject({
    mobile_number: '+919840012345',
    name: null,
    email: null,
    appointments_count: 0,
  });
});

it('saves name, e-mail and language, an empty e-mail as null, never the mobile number', async () => {
  const saved = profileReplySchema.parse(
    (
      await call('PUT', {
        name: '  Meena  ',
        email: 'Meena@Example.com',
        language_preference: 'tamil',
        mobile_number: '+911111111111',
      })
    ).json(),
  );
  expect(saved.user).toMatchObject({
    name: 'Meena',
    email: 'meena@example.com',
    language_preference: 'tamil',
    mobile_number: '+919840012345',
  });
  const cleared = profileReplySchema.parse(
    (await call('PUT', { name: 'Meena', email: '' })).json(),
  );
  expect(cleared.user.email).toBeNull();
  expect(profileReplySchema.parse((await call('GET')).json()).user).toMatchObject({
    name: 'Meena',
    email: null,
    mobile_number: '+919840012345',
  });
});

it('refuses an empty name and a malformed e-mail, in the language asked', async () => {
  const response = await call(
    'PUT',
    { name: ' ', email: 'not-an-email' },
    { 'accept-language': 'ta' },
  );
  expect(response.statusCode).toBe(400);
  const body = errorReplySchema.parse(response.json());
  expect(body.fields).toEqual({
    name: 'உங்கள் பெயரை உள்ளிடுங்கள்.',
    email: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள், அல்லது காலியாக விடுங்கள்.',
  });
});

it('starts with every message channel on, and changes only the channels sent', async () => {
  expect(profileReplySchema.parse((await call('GET')).json()).user).toMatchObject({
    notify_whatsapp: true,
    notify_sms: true,
    notify_email: true,
  });
  const saved = profileReplySchema.parse(
    (
      await call('PUT', {
        name: 'Meena',
        email: 'meena@example.com',
        notify_whatsapp: false,
        notify_email: false,
      })
    ).json(),
  );
  expect(saved.user).toMatchObject({
    notify_whatsapp: false,
    notify_sms: true,
    notify_email: false,
  });
  // A save without channels (an older screen) leaves them as they are.
  const unchanged = profileReplySchema.parse(
    (await call('PUT', { name: 'Meena Raman', email: 'meena@example.com' })).json(),
  );
  expect(unchanged.user).toMatchObject({
    name: 'Meena Raman',
    notify_whatsapp: false,
    notify_sms: true,
    notify_email: false,
  });
  const again = profileReplySchema.parse(
    (
      await call('PUT', {
        name: 'Meena Raman',
        email: 'meena@example.com',
        notify_whatsapp: true,
        notify_sms: false,
      })
    ).json(),
  );
  expect(again.user).toMatchObject({
    notify_whatsapp: true,
    notify_sms: false,
    notify_email: false,
  });
  expect(profileReplySchema.parse((await call('GET')).json()).user).toMatchObject({
    notify_whatsapp: true,
    notify_sms: false,
    notify_email: false,
  });
});

it('refuses a channel that is not true or false', async () => {
  const response = await call('PUT', { name: 'Meena', notify_sms: 'no' });
  expect(response.statusCode).toBe(400);
  expect(errorReplySchema.parse(response.json()).fields).toHaveProperty('notify_sms');
});

it('refuses an e-mail without a real top-level domain, such as a@b.c, naming the field', async () => {
  const response = await call('PUT', { name: 'Meena', email: 'a@b.c' });
  expect(response.statusCode).toBe(400);
  expect(errorReplySchema.parse(response.json()).fields).toEqual({
    email: 'Please enter a valid e-mail address, or leave it empty.',
  });
});

it('refuses emoji in a name, in both languages', async () => {
  const english = errorReplySchema.parse((await call('PUT', { name: 'Meena 🌸' })).json());
  expect(english.fields).toEqual({
    name: 'Use only letters, spaces, full stops, apostrophes and hyphens in a name, with no emoji or symbols.',
  });
  const tamil = errorReplySchema.parse(
    (await call('PUT', { name: 'மீனா 🌸' }, { 'accept-language': 'ta' })).json(),
  );
  expect(tamil.fields?.name).toMatch(/எமோஜி/);
  // A Tamil name, with its vowel signs, is a name.
  const saved = profileReplySchema.parse(
    (await call('PUT', { name: 'மீனா கார்த்திக்', email: 'meena@example.com' })).json(),
  );
  expect(saved.user.name).toBe('மீனா கார்த்திக்');
});

it('saves the language alone (the language toggle): name, e-mail and channels stay', async () => {
  const before = profileReplySchema.parse(
    (
      await call('PUT', {
        name: 'Meena',
        email: 'meena@example.com',
        language_preference: 'english',
      })
    ).json(),
  ).user;
  const after = profileReplySchema.parse(
    (await call('PUT', { language_preference: 'tamil' })).json(),
  ).user;
  expect(after).toEqual({ ...before, language_preference: 'tamil' });
  expect(profileReplySchema.parse((await call('GET')).json()).user.language_preference).toBe(
    'tamil',
  );
});
