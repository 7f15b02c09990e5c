import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminAppointmentReplySchema,
  appointmentReplySchema,
  type Appointment,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createCustomer } from '../../../test/customers';
import { multipartBody, sampleFiles, type TestFile } from '../../../test/multipart';

let testApp: TestApp;
let customer: string;
let office: string;
beforeAll(async () => {
  testApp = await createTestApp();
  customer = await createCustomer(testApp, '+919840300001');
  office = await createAdmin(testApp, '+919840300002');
});
afterAll(() => testApp.close());

const get = (url: string, token: string) =>
  testApp.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** A one-page PDF whose catalogue carries `catalog`. */
const pdfFile = (name: string, catalog: string): TestFile => ({
  name,
  type: 'application/pdf',
  content: Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n` +
      '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n' +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
});

const uploads: TestFile[] = [
  // A JPEG sent as a web page.
  { ...sampleFiles.jpg(), name: 'x.html', type: 'text/html' },
  // A right-to-left override that shows "invoiceexe.txt".
  pdfFile('invoice\u202Etxt.exe', '/OpenAction [3 0 R /Fit]'),
  sampleFiles.png('ஜாதகம் கவிதா.png'),
  pdfFile(
    'horoscope.pdf',
    '/OpenAction << /S /J#61vaScript /JS (app.launchURL\\("https://evil.test"\\)) >>',
  ),
];

describe('uploaded horoscope files', () => {
  let appointment: Appointment;
  beforeAll(async () => {
    const body = await multipartBody(
      {
        name: 'Kavitha',
        gender: 'female',
        date_of_birth: '1990-04-14',
        birth_time_type: 'exact',
        birth_time: '06:10',
        birth_place: 'Madurai',
        services: '1',
        terms_agreed: 'true',
      },
      uploads,
    );
    const response = await testApp.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${customer}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    appointment = appointmentReplySchema.parse(response.json()).appointment;
  });

  it('are stored under a clean base name with the extension of their content', async () => {
    expect(appointment.files.map((file) => [file.file_name, file.content_type])).toEqual([
      ['x.jpg', 'image/jpeg'],
      ['invoicetxt.pdf', 'application/pdf'],
      ['ஜாதகம் கவிதா.png', 'image/png'],
      ['horoscope.pdf', 'application/pdf'],
    ]);
    const stored = await testApp.database.db.execute<{
      file_name: string;
      active_content: boolean;
    }>(
      sql`select file_name, active_content from appointment_files where appointment_id = ${appointment.id} order by id`,
    );
    expect((stored as { rows: { file_name: string; active_content: boolean }[] }).rows).toEqual([
      { file_name: 'x.jpg', active_content: false },
      { file_name: 'invoicetxt.pdf', active_content: false },
      { file_name: 'ஜாதகம் கவிதா.png', active_content: false },
      { file_name: 'horoscope.pdf', active_content: true },
    ]);
  });

  it('flag a PDF with JavaScript to the office only, accepting it', async () => {
    const response = await get(`/api/admin/appointments/${appointment.id}`, office);
    const { files } = adminAppointmentReplySchema.parse(response.json()).appointment;
    expect(files.map((file) => [file.file_name, file.active_content])).toEqual([
      ['x.jpg', false],
      ['invoicetxt.pdf', false],
      ['ஜாதகம் கவிதா.png', false],
      ['horoscope.pdf', true],
    ]);
    expect(
      response.json<{ appointment: { files: object[] } }>().appointment.files[3],
    ).toMatchObject({ active_content: true });
    expect(Object.keys(appointment.files[3]!)).not.toContain('active_content');
  });

  it('download only as safe attachments, under their real names', async () => {
    const tamil = appointment.files[2]!;
    const urls = [
      [tamil.url, customer],
      [`/api/admin/appointments/${appointment.id}/files/${tamil.id}`, office],
    ] as const;
    for (const [url, token] of urls) {
      const response = await get(url, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="download.png"; filename*=UTF-8''${encodeURIComponent('ஜாதகம் கவிதா.png')}`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; sandbox; frame-ancestors 'none'; form-action 'none'; base-uri 'none'",
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const flagged = await get(
      `/api/admin/appointments/${appointment.id}/files/${appointment.files[3]!.id}`,
      office,
    );
    expect(flagged.headers['content-type']).toBe('application/pdf');
    expect(flagged.headers['content-disposition']).toBe(
      `attachment; filename="horoscope.pdf"; filename*=UTF-8''horoscope.pdf`,
    );
    expect(flagged.rawPayload.equals(Buffer.from(uploads[3]!.content))).toBe(true);
  });
});
