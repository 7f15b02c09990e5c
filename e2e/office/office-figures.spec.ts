import type { Page } from '@playwright/test';
import { addDays, todayInIndia, type FiguresReply } from '@portal/contracts';
import {
  AT_THE_DESK,
  payThroughTestGateway,
  bookThroughApi,
  englishWordsOn,
  saveLanguageAs,
  signInThroughScreen,
  test,
  expect,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

// The figures (decision 0066): the Figures screen in the office console, in English and Tamil, on a
// phone and a desktop. A customer pays one booking online and the office takes another's cash; the
// screen's charts are images with a title and a description, and its table says what the API says,
// to the paisa (other tests pay at the same time, so the comparison is made again until both are
// read alike).

type Project = 'phone' | 'desktop';

const words = {
  english: {
    title: 'Figures',
    consultations: 'Bookings and consultations',
    money: 'Money received and refunded',
    periods: 'Figures by period',
    total: 'Total',
    services: 'By service',
    astrologers: 'By astrologer',
    show: 'Show',
    group: 'Show by',
    jathagam: 'Jathagam',
  },
  tamil: {
    title: 'கணக்குகள்',
    consultations: 'முன்பதிவுகளும் ஆலோசனைகளும்',
    money: 'பெற்ற பணமும் பணத்திருப்பமும்',
    periods: 'காலம் வாரியான கணக்குகள்',
    total: 'மொத்தம்',
    services: 'சேவை வாரியாக',
    astrologers: 'ஜோதிடர் வாரியாக',
    show: 'காட்டு',
    group: 'காட்டும் முறை',
    jathagam: 'ஜாதகம்',
  },
} as const;

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});
const rupees = (text: string) => inr.format(Number(text));
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token')!);
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signOutLocally(page: Page) {
  await page.evaluate(() => {
    localStorage.removeItem('auth_token');
    localStorage.removeItem('user_data');
  });
}

/** The cells of a table's row, as read on the screen. */
const cellsOf = (page: Page, table: string, row: RegExp) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row', { name: row })
    .getByRole('cell')
    .allInnerTexts();

const asCells = (values: FiguresReply['totals']) => [
  String(values.bookings),
  String(values.held),
  String(values.no_shows),
  String(values.cancellations),
  rupees(values.online),
  rupees(values.cash),
  rupees(values.refunds),
  rupees(values.gst),
  rupees(values.net),
];

// One test for both languages: the project's one office number signs in once (two sign-ins at
// once with one number would each be sent a code, and one would read the other's).
test(
  'the Figures screen shows the period as charts and tables, in English and Tamil',
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const project = testInfo.project.name as Project;

    // A customer books Jathagam twice: one paid online through the test gateway, one to pay in cash.
    await signInThroughScreen(page);
    const online = await bookThroughApi(page, request, { name: 'வள்ளி', services: [1] });
    const cash = await bookThroughApi(page, request, { name: 'Murugan', services: [1] });
    await payThroughTestGateway(request, online);
    await signOutLocally(page);

    // The administrator takes the other's cash.
    await signInThroughScreen(page, OFFICE_NUMBERS[project].figures);
    const admin = { authorization: `Bearer ${await tokenOf(page)}` };
    expect(
      (
        await request.post(`/api/admin/appointments/${cash.id}/mark-paid`, { headers: admin })
      ).status(),
    ).toBe(200);

    for (const language of ['english', 'tamil'] as const) {
      const w = words[language];
      await saveLanguageAs(page, language);

      // The console's Figures section: the last 30 days by day.
      await page.goto('/admin');
      await page.locator('nav.admin-nav').getByRole('link', { name: w.title, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/figures$/);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      const today = todayInIndia();
      const from = addDays(today, -29);
      await expect(page.getByRole('table', { name: w.periods }).locator('tbody tr')).toHaveCount(
        30,
      );

      // Two charts, each an image named by its title and described by its totals.
      await expect(
        page.getByRole('img', { name: new RegExp(`^${w.consultations}`) }),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: new RegExp(`^${w.money}`) })).toBeVisible();
      expect(await page.locator('svg[role="img"] title').allTextContents()).toEqual([
        w.consultations,
        w.money,
      ]);
      expect(await page.locator('svg[role="img"] desc').count()).toBe(2);

      // The table's total is the API's, to the paisa; today's money holds both payments.
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('table', { name: w.periods })).toBeVisible();
        const shown = await cellsOf(page, w.periods, new RegExp(`^${w.total}`));
        const reply = (await (
          await request.get(`/api/admin/figures?from=${from}&to=${today}&group=day`, {
            headers: admin,
          })
        ).json()) as FiguresReply;
        expect(shown).toEqual(asCells(reply.totals));
        const todays = reply.periods.at(-1)!;
        expect(Number(todays.online)).toBeGreaterThanOrEqual(590);
        expect(Number(todays.cash)).toBeGreaterThanOrEqual(590);
        expect(Number(todays.gst)).toBeGreaterThanOrEqual(180);
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('table', { name: w.services })).toContainText(w.jathagam);
      await expect(page.getByRole('table', { name: w.astrologers })).toBeVisible();
      if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
      expect(await noSideScroll(page)).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`figures-by-day-${language}-${project}.png`),
        fullPage: true,
      });

      // The office chooses this month by month: one row, and the address keeps the choice.
      const firstOfMonth = `${today.slice(0, 8)}01`;
      await page.locator('#figures-from').fill(firstOfMonth);
      await page.locator('#figures-to').fill(today);
      await page.getByLabel(w.group).selectOption('month');
      await page.getByRole('button', { name: w.show }).click();
      await expect(page).toHaveURL(new RegExp(`from=${firstOfMonth}&to=${today}&group=month`));
      await expect(page.getByRole('table', { name: w.periods }).locator('tbody tr')).toHaveCount(1);
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('table', { name: w.periods }).locator('tbody tr')).toHaveCount(
          1,
        );
        const shown = await cellsOf(page, w.periods, new RegExp(`^${w.total}`));
        const reply = (await (
          await request.get(`/api/admin/figures?from=${firstOfMonth}&to=${today}&group=month`, {
            headers: admin,
          })
        ).json()) as FiguresReply;
        expect(shown).toEqual(asCells(reply.totals));
      }).toPass({ timeout: 30_000 });
      if (language === 'tamil') expect(await englishWordsOn(page)).toEqual([]);
      expect(await noSideScroll(page)).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`figures-by-month-${language}-${project}.png`),
        fullPage: true,
      });
    }
  },
);
