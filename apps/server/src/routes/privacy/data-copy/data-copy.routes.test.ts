import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataCopyReplySchema, type DataCopyReply } from '@portal/contracts';
import { createAdmin, createCustomer } from '../../../test/customers';
import { hasPoppler, pdfText } from '../../../test/pdf-text';
import {
  createPrivacyCustomer,
  privacyCustomer as c,
  type PrivacyCustomer,
} from '../../../test/privacy-customer';
import { createRazorpayTestApp, type FakeRazorpay } from '../../../test/razorpay-app';
import type { TestApp } from '../../../test/test-app';

let testApp: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let customer: PrivacyCustomer;
let copy: DataCopyReply;
beforeAll(async () => {
  ({ testApp, fake, close } = await createRazorpayTestApp());
  const admin = await createAdmin(testApp, '+919840079001');
  customer = await createPrivacyCustomer(testApp, fake, admin);
  copy = dataCopyReplySchema.parse((await get('/api/user/data')).json());
});
afterAll(() => close());

const get = (url: string, token = customer.token, headers: Record<string, string> = {}) =>
  testApp.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

describe('the JSON copy', () => {
  it('holds the profile and what was agreed to', () => {
    expect(copy.profile).toMatchObject({
      id: customer.userId,
      name: c.name,
      mobile_number: c.mobile,
      email: c.email,
    });
    expect(copy.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ purpose: 'marketing', granted: true, source: 'profile' }),
        expect.objectContaining({ purpose: 'other_person', granted: true, source: 'booking' }),
      ]),
    );
  });

  it('holds the e-mail address as waiting, and each confirmation link sent, without its token', () => {
    expect(copy.profile.email_confirmed_at).toBeNull();
    expect(copy.email_links.map((link) => [link.email, link.used_at])).toEqual([
      [c.email, null],
      [c.earlierEmail, null],
    ]);
    expect(Object.keys(copy.email_links[0]!).sort()).toEqual([
      'email',
      'expires_at',
      'sent_at',
      'used_at',
    ]);
  });

  it('holds the devices signed in, by their short names only (decision 0106)', () => {
    expect(copy.sign_in.sessions.length).toBeGreaterThan(0);
    for (const session of copy.sign_in.sessions)
      expect(Object.keys(session).sort()).toEqual([
        'address_hint',
        'created_at',
        'device',
        'ended_at',
        'expires_at',
        'last_used_at',
        'place',
      ]);
  });

  it('holds the saved people with their birth details', () => {
    expect(copy.saved_people).toEqual([
      expect.objectContaining({
        name: c.saved.name,
        relation: 'mother',
        date_of_birth: c.saved.dateOfBirth,
        birth_time: '04:10',
        birth_place: c.saved.birthPlace,
      }),
    ]);
  });

  it('holds every appointment with the birth details, the bridegroom, files and reports', () => {
    expect(copy.appointments).toHaveLength(3);
    const marriage = copy.appointments.find((one) => one.id === customer.marriage.id)!;
    expect(marriage).toMatchObject({
      appointment_number: customer.marriage.number,
      person: {
        name: c.person.name,
        date_of_birth: c.person.dateOfBirth,
        birth_time: '05:40',
        birth_place: c.person.birthPlace,
        current_location: c.person.currentLocation,
      },
      father_name: c.person.father,
      mother_name: c.person.mother,
      reason_for_visit: c.person.reason,
      work_details: c.person.work,
      bridegroom: {
        name: c.bridegroom.name,
        date_of_birth: c.bridegroom.dateOfBirth,
        birth_time: '21:15',
        birth_place: c.bridegroom.birthPlace,
        current_location: c.bridegroom.currentLocation,
      },
    });
    expect(marriage.files.map((file) => [file.file_name, file.content_type])).toEqual([
      ['anandhi-horoscope.pdf', 'application/pdf'],
      ['karthik-jathagam.pdf', 'application/pdf'],
    ]);
    expect(marriage.reports).toEqual([
      expect.objectContaining({
        status: 'completed',
        download_url: `/api/pdf-requests/${customer.reportId}/download`,
      }),
    ]);
  });

  it('links the files to the customer’s own downloads, which give the bytes', async () => {
    const marriage = copy.appointments.find((one) => one.id === customer.marriage.id)!;
    const file = await get(marriage.files[0]!.download_url);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(c.fileMarker);
    expect((await get(marriage.reports[0]!.download_url!)).body).toContain(c.reportMarker);
  });

  it('holds payments with receipts, and the refund with its credit note', () => {
    expect(copy.payments).toHaveLength(3);
    expect(copy.payments.filter((payment) => payment.receipt_number)).toHaveLength(3);
    expect(copy.payments.find((payment) => payment.method === 'cash')).toMatchObject({
      status: 'paid',
    });
    expect(copy.refunds).toEqual([
      expect.objectContaining({
        id: customer.jathagam.refund.id,
        kind: 'cancellation',
        status: 'processed',
        reason: c.cancelReason,
        credit_note_url: `/api/refunds/${customer.jathagam.refund.id}/credit-note.pdf`,
      }),
    ]);
  });

  it('lists the messages sent by kind, channel and time, not their words', () => {
    expect(copy.messages.length).toBeGreaterThan(0);
    expect(copy.messages.map((message) => message.kind)).toEqual(
      expect.arrayContaining(['booking_created', 'payment_received', 'cancelled']),
    );
    expect(Object.keys(copy.messages[0]!).sort()).toEqual(
      ['appointment_number', 'channel', 'created_at', 'kind', 'sent_at', 'status'].sort(),
    );
  });

  it('gives the office’s reads by role, the requests, and counts the private notes', () => {
    expect(copy.office_reads).toEqual([
      {
        at: expect.any(String) as string,
        role: 'admin',
        what: 'appointment',
        entity_id: String(customer.marriage.id),
      },
    ]);
    expect(copy.requests).toEqual([
      expect.objectContaining({ kind: 'correction', text: c.request, status: 'open' }),
    ]);
    expect(copy.office_notes).toMatchObject({
      count: 1,
      notes: [{ author_role: 'admin' }],
      chart_notes: 1,
    });
    const text = JSON.stringify(copy);
    expect(text).not.toContain(c.note);
    expect(text).not.toContain(c.chartNote);
  });

  it('holds the sessions it signed in with, and no second factor when none was set', () => {
    expect(copy.sign_in.sessions.length).toBeGreaterThan(0);
    expect(copy.sign_in.sessions.at(-1)).toMatchObject({ ended_at: null });
    expect(copy.sign_in.second_factor_since).toBeNull();
    expect(copy.sharing.map((kind) => kind.kind)).toContain('sign_in');
  });

  it('says with whom each kind of data is shared', () => {
    const recipients = Object.fromEntries(
      copy.sharing.map((kind) => [kind.kind, kind.recipients.map((recipient) => recipient.id)]),
    );
    expect(recipients).toMatchObject({
      contact: ['msg91', 'whatsapp', 'email', 'razorpay'],
      birth_details: [],
      files: ['file_storage'],
      payments: ['razorpay'],
      messages: ['msg91', 'whatsapp', 'email'],
    });
  });

  it('is in Tamil when asked, and nobody else’s', async () => {
    const tamil = dataCopyReplySchema.parse((await get('/api/user/data?language=tamil')).json());
    expect(tamil.language).toBe('tamil');
    expect(tamil.appointments[0]!.services[0]).toBe('திருமணப் பொருத்தம்');
    const other = await createCustomer(testApp, '+919840079002');
    const theirs = dataCopyReplySchema.parse((await get('/api/user/data', other)).json());
    expect(theirs.appointments).toEqual([]);
    expect((await testApp.inject({ method: 'GET', url: '/api/user/data' })).statusCode).toBe(401);
  });
});

describe('the PDF copy', () => {
  const pdfOf = async (language: string) => {
    const reply = await get(`/api/user/data.pdf?language=${language}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="my-data/);
    return reply.rawPayload;
  };
  const folder = mkdtempSync(join(tmpdir(), 'data-copy-pdf-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  /** The PDF's text as pdftotext reads it; its first page drawn too (SHOTS_DIR keeps it to look at). */
  const textOf = (pdf: Buffer, name: string) => {
    const file = join(folder, `${name}.pdf`);
    writeFileSync(file, pdf);
    const shots = process.env.SHOTS_DIR ?? folder;
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '2',
      file,
      join(shots, `data-copy-${name}`),
    ]);
    return pdfText(pdf, { layout: true });
  };

  it.skipIf(!hasPoppler)('reads in English with every section and the details', async () => {
    const text = textOf(await pdfOf('english'), 'english');
    for (const expected of [
      'A copy of your data',
      c.name,
      '+91 98400 71234',
      c.email,
      'What you agreed to',
      c.saved.name,
      customer.marriage.number,
      c.person.birthPlace,
      c.bridegroom.name,
      c.person.reason,
      'anandhi-horoscope.pdf',
      'Written report',
      'Refunds',
      'Messages we sent you',
      'E-mail confirmation links',
      c.earlierEmail,
      'waiting for confirmation',
      'Who in our office read your data',
      'Administrator',
      c.request,
      '1 private note',
      'With whom your data is shared',
      'Razorpay',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain(c.note);
  });

  it.skipIf(!hasPoppler)('reads in Tamil', async () => {
    const text = textOf(await pdfOf('tamil'), 'tamil');
    for (const expected of [
      'உங்கள் தரவின் நகல்',
      'மணமகன்',
      'பிறந்த இடம்',
      'உங்கள் ஆலோசனைகள்',
      'தொழில் விவரம்',
      'எங்கள் அலுவலகத்தில் யார் உங்கள் தரவைப் பார்த்தார்கள்',
      'மின்னஞ்சல் உறுதிப்படுத்தும் இணைப்புகள்',
      c.bridegroom.name,
      'Razorpay',
    ])
      expect(text, expected).toContain(expected);
  });
});
