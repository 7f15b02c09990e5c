import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  appointmentReplySchema,
  cancelAppointmentReplySchema,
  creditNoteReplySchema,
  errorReplySchema,
  paymentInitiationReplySchema,
  receiptReplySchema,
  rupeeTextToPaise,
  testCheckoutReplySchema,
} from '@portal/contracts';
import { bookAppointment, createAdmin, createCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { holdAt } from '../../test/times';

let testApp: TestApp;
let customer: string;
let other: string;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  customer = await createCustomer(testApp, '+919840500001');
  other = await createCustomer(testApp, '+919840500002');
  admin = await createAdmin(testApp, '+919840500003');
  await testApp.database.db.execute(
    sql`update users set name = 'Meena Sundaram' where mobile_number = '+919840500001'`,
  );
});
afterAll(() => testApp.close());

const as = (token: string | null, language = 'en') => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  'accept-language': language,
});
const get = (url: string, token: string | null = customer, language = 'en') =>
  testApp.inject({ method: 'GET', url, headers: as(token, language) });
const post = (url: string, payload?: object, token = customer) =>
  testApp.inject({ method: 'POST', url, payload, headers: as(token) });

/**
 * Books for the customer (Jathagam and Marriage Porutham unless told) and pays online through the
 * test gateway; returns ids.
 */
async function paidOnline(services = [1, 3]) {
  const booked = await post('/api/appointments', {
    name: 'Ravi',
    gender: 'male',
    date_of_birth: '1985-11-02',
    birth_time: '14:30',
    birth_place: 'Coimbatore',
    services,
    terms_agreed: true,
  });
  const appointment = appointmentReplySchema.parse(booked.json()).appointment;
  const order = paymentInitiationReplySchema.parse(
    (await post(`/api/payments/appointments/${appointment.id}/initiate`)).json(),
  );
  const checkout = testCheckoutReplySchema.parse(
    (
      await post('/api/payments/test-gateway/checkout', {
        razorpay_order_id: order.razorpay_order_id,
        outcome: 'pay',
      })
    ).json(),
  );
  const verified = await post('/api/payments/verify', {
    ...checkout,
    appointment_id: appointment.id,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const paid = appointmentReplySchema.parse(verified.json()).appointment;
  return {
    appointment: paid,
    paymentId: paid.receipt_payment_id!,
    gatewayPaymentId: checkout.razorpay_payment_id!,
  };
}

const paise = (text: string) => rupeeTextToPaise(text);

describe('the receipt of a payment', () => {
  it('shows the business, the customer, lines adding up to the payment, method and gateway id', async () => {
    const { appointment, paymentId, gatewayPaymentId } = await paidOnline();
    expect(paymentId).toEqual(expect.any(Number));
    const response = await get(`/api/payments/${paymentId}/receipt`);
    expect(response.statusCode, response.body).toBe(200);
    const { receipt } = receiptReplySchema.parse(response.json());
    expect(receipt).toMatchObject({
      receipt_number: `RCT-${appointment.appointment_number}-${paymentId}`,
      payment_id: paymentId,
      language: 'english',
      business: { name: 'Jothidam Consultation Centre', gstin: '33ABCDE1234F1Z5' },
      customer: { name: 'Meena Sundaram', mobile_number: '+919840500001' },
      appointment_id: appointment.id,
      appointment_number: appointment.appointment_number,
      total: appointment.total_cost,
      method: 'online',
      gateway_payment_id: gatewayPaymentId,
      credit_note: null,
      pdf_url: `/api/payments/${paymentId}/receipt.pdf`,
    });
    expect(receipt.business.address).toContain('Madurai');
    // Jathagam ₹500 and Prasanam ₹300 in India, with 18% GST on top: ₹944.
    expect(receipt.lines).toEqual([
      { kind: 'service', label: 'Jathagam Reading', amount: '500.00', included: false },
      { kind: 'service', label: 'Prasanam', amount: '300.00', included: false },
      { kind: 'charge', label: 'GST (18%)', amount: '144.00', included: false },
    ]);
    const added = receipt.lines
      .filter((line) => !line.included)
      .reduce((sum, line) => sum + paise(line.amount), 0);
    expect(added).toBe(paise(receipt.total));
    expect(receipt.total).toBe('944.00');
    expect(Date.now() - new Date(receipt.issued_at).getTime()).toBeLessThan(60_000);
  });

  it('is in Tamil when asked: the business, the services and the charge', async () => {
    const { paymentId } = await paidOnline([1]);
    const { receipt } = receiptReplySchema.parse(
      (await get(`/api/payments/${paymentId}/receipt`, customer, 'ta')).json(),
    );
    expect(receipt).toMatchObject({
      language: 'tamil',
      business: { name: 'ஜோதிட ஆலோசனை மையம்', gstin: '33ABCDE1234F1Z5' },
      total: '590.00',
    });
    expect(receipt.business.address).toContain('மதுரை');
    expect(receipt.lines.map((line) => line.label)).toEqual(['ஜாதகம் பார்த்தல்', 'ஜிஎஸ்டி (18%)']);
  });

  it('keeps the charges of when it was paid: a later change of the GST rate does not change it', async () => {
    const { paymentId } = await paidOnline([1]);
    const issued = receiptReplySchema.parse(
      (await get(`/api/payments/${paymentId}/receipt`)).json(),
    ).receipt;
    await testApp.database.db.execute(
      sql`update country_charges set rate_basis_points = 500 where code = 'gst'`,
    );
    try {
      const { receipt } = receiptReplySchema.parse(
        (await get(`/api/payments/${paymentId}/receipt`)).json(),
      );
      expect(receipt.total).toBe('590.00');
      expect(receipt.lines).toEqual(issued.lines);
      expect(receipt.tax).toEqual(issued.tax);
      expect(receipt.lines.map((line) => [line.kind, line.amount])).toContainEqual([
        'charge',
        '90.00',
      ]);
    } finally {
      await testApp.database.db.execute(
        sql`update country_charges set rate_basis_points = 1800 where code = 'gst'`,
      );
    }
  });

  it('is the owner’s only: another customer gets 404, no sign-in gets 401', async () => {
    const { paymentId } = await paidOnline([1]);
    for (const url of [
      `/api/payments/${paymentId}/receipt`,
      `/api/payments/${paymentId}/receipt.pdf`,
    ]) {
      const stranger = await get(url, other);
      expect(stranger.statusCode, url).toBe(404);
      expect(errorReplySchema.parse(stranger.json()).code).toBe('NOT_FOUND');
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    expect((await get('/api/payments/999999/receipt')).statusCode).toBe(404);
  });

  it('does not exist for a payment not received yet: 409, in the language asked for', async () => {
    const id = await bookAppointment(testApp, customer);
    await post(`/api/payments/appointments/${id}/cash`);
    const result = await testApp.database.db.execute(
      sql`select id from payments where appointment_id = ${id}`,
    );
    const [cash] = (result as { rows: { id: number }[] }).rows;
    const response = await get(`/api/payments/${cash!.id}/receipt`, customer, 'ta');
    expect(response.statusCode).toBe(409);
    expect(errorReplySchema.parse(response.json())).toMatchObject({
      code: 'RECEIPT_NOT_AVAILABLE',
      error: 'இந்தக் கட்டணம் இன்னும் பெறப்படவில்லை; அதனால் இதற்கு இன்னும் ரசீது இல்லை.',
    });
    expect((await get(`/api/payments/${cash!.id}/receipt.pdf`)).statusCode).toBe(409);
  });

  it('has a receipt for cash once the office takes it, without a gateway id', async () => {
    const id = await bookAppointment(testApp, customer);
    await post(`/api/payments/appointments/${id}/cash`);
    expect(
      (await post(`/api/admin/appointments/${id}/mark-paid`, undefined, admin)).statusCode,
    ).toBe(200);
    const mine = appointmentReplySchema.parse(
      (await get(`/api/appointments/${id}`)).json(),
    ).appointment;
    const { receipt } = receiptReplySchema.parse(
      (await get(`/api/payments/${mine.receipt_payment_id}/receipt`)).json(),
    );
    expect(receipt).toMatchObject({ method: 'cash', gateway_payment_id: null, total: '590.00' });
  });

  it('downloads as a PDF named by its number, in the language asked for; the office too', async () => {
    const { paymentId, appointment } = await paidOnline([1]);
    const number = `RCT-${appointment.appointment_number}-${paymentId}`;
    for (const language of ['english', 'tamil']) {
      const response = await get(`/api/payments/${paymentId}/receipt.pdf?language=${language}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${number}.pdf"; filename*=UTF-8''${number}.pdf`,
      );
      expectPdf(response.rawPayload, number);
    }
    const office = await get(`/api/admin/payments/${paymentId}/receipt.pdf?language=tamil`, admin);
    expect(office.statusCode).toBe(200);
    expectPdf(office.rawPayload, number);
    expect((await get(`/api/admin/payments/${paymentId}/receipt.pdf`, customer)).statusCode).toBe(
      403,
    );
  });
});

describe('the credit note of a refund', () => {
  it('gives what was paid, the fee kept, what went back, the ids, and points back to the receipt', async () => {
    const { appointment, paymentId, gatewayPaymentId } = await paidOnline([1]);
    await holdAt(testApp, appointment.id, 12);
    const cancelled = cancelAppointmentReplySchema.parse(
      (await post(`/api/appointments/${appointment.id}/cancel`, { reason: 'Travelling' })).json(),
    );
    const refundId = cancelled.refund!.id;
    const response = await get(`/api/refunds/${refundId}/credit-note`);
    expect(response.statusCode, response.body).toBe(200);
    const { credit_note: note } = creditNoteReplySchema.parse(response.json());
    expect(note).toMatchObject({
      credit_note_number: `CN-${appointment.appointment_number}-${refundId}`,
      refund_id: refundId,
      payment_id: paymentId,
      receipt_number: `RCT-${appointment.appointment_number}-${paymentId}`,
      status: 'processed',
      kind: 'cancellation',
      method: 'online',
      paid_amount: '590.00',
      fee: '295.00',
      amount: '295.00',
      gateway_payment_id: gatewayPaymentId,
      pdf_url: `/api/refunds/${refundId}/credit-note.pdf`,
    });
    expect(note.issued_at).not.toBeNull();
    expect(note.gateway_refund_id).toMatch(/^rfnd_/);
    const { receipt } = receiptReplySchema.parse(
      (await get(`/api/payments/${paymentId}/receipt`)).json(),
    );
    expect(receipt.credit_note).toEqual({
      refund_id: refundId,
      credit_note_number: note.credit_note_number,
      status: 'processed',
    });

    const pdf = await get(`/api/refunds/${refundId}/credit-note.pdf?language=tamil`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${note.credit_note_number}.pdf"; filename*=UTF-8''${note.credit_note_number}.pdf`,
    );
    expectPdf(pdf.rawPayload, note.credit_note_number);
    expect((await get(`/api/admin/refunds/${refundId}/credit-note.pdf`, admin)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/refunds/${refundId}/credit-note`, other)).statusCode).toBe(404);
    expect((await get(`/api/refunds/${refundId}/credit-note.pdf`, other)).statusCode).toBe(404);
  });

  it('is pending while cash is still owed: the page may show it, the PDF waits', async () => {
    const id = await bookAppointment(testApp, customer);
    await post(`/api/payments/appointments/${id}/cash`);
    await post(`/api/admin/appointments/${id}/mark-paid`, undefined, admin);
    const { refund } = cancelAppointmentReplySchema.parse(
      (await post(`/api/appointments/${id}/cancel`)).json(),
    );
    const { credit_note: note } = creditNoteReplySchema.parse(
      (await get(`/api/refunds/${refund!.id}/credit-note`)).json(),
    );
    expect(note).toMatchObject({
      status: 'pending',
      method: 'cash',
      issued_at: null,
      pdf_url: null,
      gateway_refund_id: null,
      gateway_payment_id: null,
    });
    for (const url of [`/api/refunds/${refund!.id}/credit-note.pdf`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(409);
      expect(errorReplySchema.parse(response.json()).code).toBe('CREDIT_NOTE_NOT_READY');
    }
    expect((await get(`/api/admin/refunds/${refund!.id}/credit-note.pdf`, admin)).statusCode).toBe(
      409,
    );
    expect(
      (await post(`/api/admin/refunds/${refund!.id}/handed-over`, undefined, admin)).statusCode,
    ).toBe(200);
    expect((await get(`/api/refunds/${refund!.id}/credit-note.pdf`)).statusCode).toBe(200);
  });
});

/** A whole PDF: its header, a cross-reference, its end, and the number in its title. */
function expectPdf(bytes: Buffer, number: string) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(text).toMatch(/\bstartxref\b/);
  expect(text).toContain(number);
  expect(bytes.length).toBeGreaterThan(5_000);
}
