import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  AT_THE_DESK,
  englishWordsOn,
  forgetSession,
  saveLanguageAs,
  signInThroughScreen,
  test,
  expect,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

/** A name no other run has used: the search finds this customer alone. */
const freshName = (stem: string) =>
  `${stem} ${Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26)))
    .join('')
    .replace(/^./, (first) => first.toUpperCase())}`;
const shown = (national: string) => `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test(
  'the office finds a customer and keeps a private note the customer never sees',
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name as keyof typeof OFFICE_NUMBERS;
    const bride = freshName('Meena');
    const groom = freshName('Thiruvenkadam');
    const note = 'மாலை 6 மணிக்குப் பிறகு அழைக்கவும்; தந்தையே முடிவு செய்வார்.';

    const { customerNumber, customer, appointment } =
      await test.step('a customer books a Marriage Porutham to pay in cash', async () => {
        // A customer books a Marriage Porutham for herself and her bridegroom, to pay in cash.
        const customerNumber = await signInThroughScreen(page);
        const customer = {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth_token'))}`,
        };
        const booked = await request.post('/api/appointments', {
          headers: customer,
          data: {
            name: bride,
            gender: 'female',
            date_of_birth: '1992-04-10',
            birth_time: '06:15',
            birth_place: 'Madurai',
            services: [2],
            terms_agreed: true,
            bridegroom_name: groom,
            other_person_agreed: true,
            bridegroom_date_of_birth: '1989-08-21',
            bridegroom_birth_time_type: 'period',
            bridegroom_birth_time: 'evening',
            bridegroom_birth_place: 'Trichy',
            bridegroom_current_location: 'Chennai',
          },
        });
        expect(booked.status(), await booked.text()).toBe(201);
        const { appointment } = (await booked.json()) as {
          appointment: { id: number; appointment_number: string };
        };
        expect(
          (
            await request.post(`/api/payments/appointments/${appointment.id}/cash`, {
              headers: customer,
            })
          ).status(),
        ).toBe(200);
        return { customerNumber, customer, appointment };
      });

    const { office, search, row } =
      await test.step("the office finds her by part of the bridegroom's name", async () => {
        // The office finds her by part of the bridegroom's name, in small letters.
        const office = OFFICE_NUMBERS[project].customers;
        await forgetSession(page);
        await signInThroughScreen(page, office);
        await page.goto('/admin');
        await page
          .getByRole('navigation', { name: 'Office', exact: true })
          .getByRole('link', { name: 'Customers' })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
        const search = page.getByLabel('Name, bridegroom, appointment number or phone digits');
        await search.fill(groom.split(' ')[1]!.toLowerCase());
        await page.getByRole('button', { name: 'Search' }).click();
        await expect(page.locator('.admin-count')).toHaveText('1 customer');
        const row = page.getByRole('listitem').filter({ hasText: shown(customerNumber) });
        await expect(row).toContainText(`Booked for: ${bride}, ${groom}`);
        await expect(row).toContainText('1 appointment');
        return { office, search, row };
      });

    await test.step('the office finds her by the last four digits of her phone', async () => {
      // And by the last four digits of her phone.
      await search.fill(customerNumber.slice(-4));
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(new RegExp(`q=${customerNumber.slice(-4)}$`));
      await expect(row).toHaveCount(1);
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`customers-english-${project}.png`),
        fullPage: true,
      });
    });

    await test.step('her page shows her appointments, payments, refunds and messages', async () => {
      // Her page: the appointment, the cash still to take, the messages; a note with its author and time.
      await row.getByRole('link', { name: 'Open' }).click();
      await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
      // She gave no name at sign-in: she is called by her own first booking's (decision 0078).
      await expect(page.getByRole('heading', { level: 1, name: bride })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Appointments' })).toContainText(
        appointment.appointment_number,
      );
      await expect(page.getByRole('region', { name: 'Payments' })).toContainText(
        'Cash · Not taken yet',
      );
      await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('No refund.');
      await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
    });

    const notes =
      await test.step('the office keeps a private note with its author and time', async () => {
        const notes = page.getByRole('region', { name: 'Private notes' });
        await expect(notes).toContainText('The customer never sees them.');
        await expect(notes).toContainText('No note yet.');
        await page.getByRole('button', { name: 'Add note' }).click();
        await expect(notes.getByRole('alert')).toHaveText('Write the note first.');
        await notes.getByLabel('New note').fill(note);
        await page.getByRole('button', { name: 'Add note' }).click();
        await expect(page.getByText('Note added.')).toBeVisible();
        const kept = notes.getByRole('listitem').filter({ hasText: note });
        await expect(kept).toContainText(`By ${shown(office)} (Administrator), `);
        await expect(notes.getByLabel('New note')).toHaveValue('');
        expect(await sidewaysScroll(page)).toBe(0);
        await page.screenshot({
          path: testInfo.outputPath(`customer-page-english-${project}.png`),
          fullPage: true,
        });
        return notes;
      });

    const customerPage = await test.step("the appointment's page leads to her page", async () => {
      // The appointment's page leads to her page.
      const customerPage = page.url();
      await page.goto(`/admin/appointments/${appointment.id}`);
      await page.getByRole('link', { name: "The customer's page: history and notes" }).click();
      await expect(page).toHaveURL(customerPage);
      await expect(notes.getByRole('listitem').filter({ hasText: note })).toBeVisible();
      return customerPage;
    });

    await test.step("the customer's own replies never carry the note", async () => {
      // The customer's own replies never carry it.
      for (const url of [
        '/api/appointments',
        `/api/appointments/${appointment.id}`,
        '/api/user/profile',
      ]) {
        const reply = await request.get(url, { headers: customer });
        expect(reply.status()).toBe(200);
        expect(await reply.text()).not.toContain('தந்தையே');
      }
    });

    const names =
      await test.step('her page is in Tamil, with no English but the names', async () => {
        // In Tamil: the same page and the search, no English left but the names.
        const names = [...bride.split(' '), ...groom.split(' ')];
        await saveLanguageAs(page, 'tamil');
        await page.goto(customerPage);
        await expect(page.getByRole('heading', { level: 2, name: 'உள் குறிப்புகள்' })).toBeVisible();
        await expect(
          page
            .getByRole('region', { name: 'உள் குறிப்புகள்' })
            .getByRole('listitem')
            .filter({ hasText: note }),
        ).toContainText(`எழுதியவர் ${shown(office)} (நிர்வாகி), `);
        await expect(page.getByRole('region', { name: 'கட்டணங்கள்' })).toContainText(
          'ரொக்கம் · இன்னும் பெறப்படவில்லை',
        );
        expect((await englishWordsOn(page)).filter((word) => !names.includes(word))).toEqual([]);
        expect(await sidewaysScroll(page)).toBe(0);
        await page.screenshot({
          path: testInfo.outputPath(`customer-page-tamil-${project}.png`),
          fullPage: true,
        });
        return names;
      });

    await test.step('the search is in Tamil, with no English but the names', async () => {
      await page.goto(`/admin/customers?q=${encodeURIComponent(groom)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'வாடிக்கையாளர்கள்' })).toBeVisible();
      await expect(page.locator('.admin-count')).toHaveText('1 வாடிக்கையாளர்');
      expect((await englishWordsOn(page)).filter((word) => !names.includes(word))).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`customers-tamil-${project}.png`),
        fullPage: true,
      });
    });
  },
);
