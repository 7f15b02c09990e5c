import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appointmentReplySchema, errorReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';

let testApp: TestApp;
let token: string;
let otherToken: string;
let requestId: number;
const pdf = Buffer.from('%PDF-1.4\nthe reading\n%%EOF');

beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp, '9840033333');
  otherToken = await signIn(testApp, '9840044444');
  const booked = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      name: 'Devi',
      gender: 'female',
      date_of_birth: '1988-01-20',
      birth_time: '10:05',
      birth_place: 'Salem',
      services: [1],
      terms_agreed: true,
    },
  });
  requestId = appointmentReplySchema.parse(booked.json()).appointment.pdf_service_requests[0]!.id;
});
afterAll(() => testApp.close());

const download = (bearer = token) =>
  testApp.inject({
    method: 'GET',
    url: `/api/pdf-requests/${requestId}/download`,
    headers: { authorization: `Bearer ${bearer}` },
  });

it('is not ready while the report is pending or unpaid', async () => {
  expect((await download()).statusCode).toBe(409);
  await testApp.database.db.execute(
    sql`update pdf_requests set status = 'completed', report = ${pdf}, completed_at = now() where id = ${requestId}`,
  );
  const unpaid = await download();
  expect(unpaid.statusCode).toBe(409);
  expect(errorReplySchema.parse(unpaid.json()).code).toBe('REPORT_NOT_READY');
});

it('downloads as report_{id}.pdf once completed and paid, to its owner only', async () => {
  await testApp.database.db.execute(
    sql`update appointments set payment_status = 'paid', status = 'paid'`,
  );
  const response = await download();
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="report_${requestId}.pdf"; filename*=UTF-8''report_${requestId}.pdf`,
  );
  expect(response.rawPayload.equals(pdf)).toBe(true);
  expect((await download(otherToken)).statusCode).toBe(404);
});
