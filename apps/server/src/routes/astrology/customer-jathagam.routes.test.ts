import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAppointmentReplySchema,
  appointmentChartsReplySchema,
  appointmentReplySchema,
  errorReplySchema,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin, createCustomer } from '../../test/customers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('the customer’s own Jathagam', () => {
  // One booking through its whole life, each reply kept: asked for early, released by the office
  // once paid, downloaded, asked for by a stranger, then withdrawn. Each test reads one reply.
  type Reply = Awaited<ReturnType<TestApp['inject']>>;
  let early: Reply;
  let releasedByCustomer: Reply;
  let unpaid: Reply;
  let released: Reply;
  let mine: ReturnType<typeof appointmentReplySchema.parse>;
  let sheets: [string, Reply][];
  let byStranger: Reply;
  let withdrawn: Reply;
  let afterWithdrawal: Reply;
  let log: Reply;

  beforeAll(async () => {
    const admin = await createAdmin(testApp, '+919840500191');
    const customer = await createCustomer(testApp, '+919840500192');
    const stranger = await createCustomer(testApp, '+919840500193');
    const as = (token: string, headers: Record<string, string> = {}) => ({
      authorization: `Bearer ${token}`,
      ...headers,
    });
    const booked = await testApp.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: as(customer),
      payload: {
        terms_agreed: true,
        name: 'Meena',
        gender: 'female',
        date_of_birth: '1992-04-10',
        birth_time: '06:15',
        birth_place: 'Madurai',
        services: [2],
        bridegroom_name: 'Arun',
        other_person_agreed: true,
        bridegroom_date_of_birth: '1989-08-21',
        bridegroom_birth_time: '10:30',
        bridegroom_birth_place: 'Trichy',
        bridegroom_current_location: 'Chennai',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ appointment: { id: number } }>().appointment.id;
    const download = (token: string, language: string) =>
      testApp.inject({
        method: 'GET',
        url: `/api/appointments/${id}/jathagam.pdf?language=${language}`,
        headers: as(token, { 'accept-language': language === 'tamil' ? 'ta' : 'en' }),
      });
    const release = (isReleased: boolean, token = admin) =>
      testApp.inject({
        method: 'PUT',
        url: `/api/admin/appointments/${id}/jathagam-release`,
        headers: as(token),
        payload: { released: isReleased },
      });

    early = await download(customer, 'tamil');
    releasedByCustomer = await release(true, customer);
    unpaid = await release(true);
    expect(
      (
        await testApp.inject({
          method: 'POST',
          url: `/api/admin/appointments/${id}/mark-paid`,
          headers: as(admin),
        })
      ).statusCode,
    ).toBe(200);
    released = await release(true);
    mine = appointmentReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/appointments/${id}`,
          headers: as(customer),
        })
      ).json(),
    );
    sheets = [];
    for (const language of ['tamil', 'english'])
      sheets.push([language, await download(customer, language)]);
    byStranger = await download(stranger, 'english');
    withdrawn = await release(false);
    afterWithdrawal = await download(customer, 'english');
    log = await testApp.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=appointment.jathagam_release',
      headers: as(admin),
    });
  });

  it('refuses it, in their language, until the office releases it', () => {
    expect(early.statusCode).toBe(409);
    expect(errorReplySchema.parse(early.json())).toMatchObject({
      code: 'JATHAGAM_NOT_RELEASED',
      error: 'ஜோதிடர் வெளியிட்ட பின் உங்கள் ஜாதகத்தைப் பதிவிறக்கலாம்.',
    });
  });

  it('lets only the office release it', () => {
    expect(releasedByCustomer.statusCode).toBe(403);
  });

  it('is not released before the consultation is paid for', () => {
    // Not before the consultation is paid for.
    expect(errorReplySchema.parse(unpaid.json()).code).toBe('JATHAGAM_UNPAID');
  });

  it('shows the customer when the office released it', () => {
    expect(released.statusCode, released.body).toBe(200);
    expect(
      adminAppointmentReplySchema.parse(released.json()).appointment.jathagam_released_at,
    ).not.toBeNull();
    expect(mine.appointment.jathagam_released_at).toBe(
      adminAppointmentReplySchema.parse(released.json()).appointment.jathagam_released_at,
    );
  });

  it('downloads, once released, as a PDF in Tamil or English', async () => {
    for (const [language, sheet] of sheets) {
      expect(sheet.statusCode, sheet.body.slice(0, 200)).toBe(200);
      expect(sheet.headers['content-type']).toBe('application/pdf');
      expect(sheet.headers['content-disposition']).toContain('jathagam_');
      // Page one, dasas and readings, the bhava chart with the couple's porutham.
      expect(pages(sheet.rawPayload)).toBe(3);
      if (language === 'tamil')
        expect(sheet.rawPayload.toString('latin1')).toMatch(/NotoSansTamil/);
      if (process.env.JATHAGAM_SHEET_DIR)
        (await import('node:fs')).writeFileSync(
          `${process.env.JATHAGAM_SHEET_DIR}/customer-${language}.pdf`,
          sheet.rawPayload,
        );
    }
  });

  it('is not found for another customer', () => {
    expect(byStranger.statusCode).toBe(404);
  });

  it('is refused again once the office withdraws it', () => {
    expect(withdrawn.statusCode).toBe(200);
    expect(afterWithdrawal.statusCode).toBe(409);
  });

  it('logs each release and withdrawal', () => {
    expect(
      log.json<{ entries: { after: unknown }[] }>().entries.map((entry) => entry.after),
    ).toEqual([{ jathagam_released: false }, { jathagam_released: true }]);
  });
});

describe('the astrologer’s notes on the chart', () => {
  it('are the office’s alone, logged by their length, not their words', async () => {
    const admin = await createAdmin(testApp, '+919840500194');
    const customer = await createCustomer(testApp, '+919840500195');
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const booked = await testApp.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: as(customer),
      payload: {
        terms_agreed: true,
        name: 'Ravi',
        gender: 'male',
        date_of_birth: '1984-05-20',
        birth_time: '09:30',
        birth_place: 'Madurai',
        services: [1],
      },
    });
    const id = booked.json<{ appointment: { id: number } }>().appointment.id;
    const secret = 'Saturn afflicts the 7th: advise a delay; do not tell the family yet';
    const saved = await testApp.inject({
      method: 'PUT',
      url: `/api/admin/appointments/${id}/chart-notes`,
      headers: as(admin),
      payload: { text: `  ${secret}  ` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(appointmentChartsReplySchema.parse(saved.json()).notes).toMatchObject({ text: secret });
    expect(
      (
        await testApp.inject({
          method: 'PUT',
          url: `/api/admin/appointments/${id}/chart-notes`,
          headers: as(customer),
          payload: { text: 'x' },
        })
      ).statusCode,
    ).toBe(403);

    const theirs = await testApp.inject({
      method: 'GET',
      url: `/api/appointments/${id}`,
      headers: as(customer),
    });
    expect(theirs.body).not.toContain('Saturn afflicts');
    await testApp.inject({
      method: 'POST',
      url: `/api/admin/appointments/${id}/mark-paid`,
      headers: as(admin),
    });
    await testApp.inject({
      method: 'PUT',
      url: `/api/admin/appointments/${id}/jathagam-release`,
      headers: as(admin),
      payload: { released: true },
    });
    const sheet = await testApp.inject({
      method: 'GET',
      url: `/api/appointments/${id}/jathagam.pdf?language=english`,
      headers: as(customer),
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.toString('latin1')).not.toContain('afflicts');

    const log = await testApp.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=appointment.chart_notes',
      headers: as(admin),
    });
    expect(log.body).not.toContain('Saturn afflicts');
    expect(log.json<{ entries: { after: unknown }[] }>().entries[0]!.after).toEqual({
      notes_length: secret.length,
    });
    const cleared = await testApp.inject({
      method: 'PUT',
      url: `/api/admin/appointments/${id}/chart-notes`,
      headers: as(admin),
      payload: { text: '' },
    });
    expect(appointmentChartsReplySchema.parse(cleared.json()).notes).toBeNull();
  });
});
