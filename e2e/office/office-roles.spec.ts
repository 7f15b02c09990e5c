import type { Page, TestInfo } from '@playwright/test';
import {
  AT_THE_DESK,
  bookThroughApi,
  englishWordsOn,
  failedLoadsExpected,
  saveLanguageAs,
  signInThroughScreen,
  test,
  expect,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

// Office roles (decision 0058): an administrator gives a number the astrologer role on the Team
// access screen; the astrologer signs in like everyone and sees only their own day, in English and
// Tamil, on a phone and a desktop. Each browser project has numbers of its own: the administrator's
// is granted before the server starts, the astrologer's is a customer's until given.
const ASTROLOGER_NUMBERS = { phone: '9800077063', desktop: '9800077064' } as const;

type Project = keyof typeof ASTROLOGER_NUMBERS;

/**
 * A weekday (Monday to Friday, when the demo's second astrologer consults) of the project's own,
 * some weeks ahead in India, so no other test's consultation is there; a retry takes the next week.
 */
function weekdayAhead(project: Project, testInfo: TestInfo): string {
  const india = new Date(Date.now() + 330 * 60_000);
  india.setUTCDate(india.getUTCDate() + 17 + 7 * (testInfo.retry + testInfo.repeatEachIndex));
  const nextWeekday = () => {
    while (india.getUTCDay() === 0 || india.getUTCDay() === 6)
      india.setUTCDate(india.getUTCDate() + 1);
  };
  nextWeekday();
  // The desktop's is the weekday after the phone's.
  if (project === 'desktop') {
    india.setUTCDate(india.getUTCDate() + 1);
    nextWeekday();
  }
  return india.toISOString().slice(0, 10);
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token')!);

async function signOutLocally(page: Page) {
  await page.evaluate(() => {
    localStorage.removeItem('auth_token');
    localStorage.removeItem('user_data');
  });
}

// A colleague's consultation is refused (403): the browser reports the refused call.
test.use(failedLoadsExpected);

test(
  'an astrologer given the role sees only their own day, in English and Tamil',
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const project = testInfo.project.name as Project;
    const day = weekdayAhead(project, testInfo);

    const { theirs, chiefs } = await test.step('a customer books two consultations', async () => {
      // A customer books two consultations.
      await signInThroughScreen(page);
      const theirs = await bookThroughApi(page, request, { name: 'கவிதா', services: [3] });
      const chiefs = await bookThroughApi(page, request, { name: 'முருகன்', services: [1] });
      await signOutLocally(page);
      return { theirs, chiefs };
    });

    await test.step('the office takes the cash and gives both the same time', async () => {
      // The administrator takes the cash and gives them the same time with two astrologers.
      await signInThroughScreen(page, OFFICE_NUMBERS[project].roles);
      const admin = { authorization: `Bearer ${await tokenOf(page)}` };
      const team = (await (await request.get('/api/admin/staff', { headers: admin })).json()) as {
        astrologers: { id: number; name_english: string }[];
      };
      const second = team.astrologers.find(
        (astrologer) => astrologer.name_english === 'Meenakshi Sundaram',
      );
      expect(second, 'the demo team has a second astrologer').toBeTruthy();
      for (const [booking, astrologerId] of [
        [theirs, second!.id],
        [chiefs, 1],
      ] as const) {
        expect(
          (
            await request.post(`/api/admin/appointments/${booking.id}/mark-paid`, {
              headers: admin,
            })
          ).status(),
        ).toBe(200);
        const placed = await request.post(`/api/admin/appointments/${booking.id}/schedule`, {
          headers: admin,
          data: { date: day, slot_id: 1020, astrologer_id: astrologerId },
        });
        expect(placed.status(), await placed.text()).toBe(200);
      }
    });

    const astrologerNumber =
      await test.step("the office gives the astrologer's number the astrologer role", async () => {
        // Team access: the astrologer's number gets the astrologer role, as Meenakshi Sundaram.
        const astrologerNumber = ASTROLOGER_NUMBERS[project];
        await page.goto('/admin/staff');
        await expect(page.getByRole('heading', { level: 1, name: 'Team access' })).toBeVisible();
        await page.getByLabel('Mobile number').fill(astrologerNumber);
        await page.getByLabel('Role', { exact: true }).selectOption('astrologer');
        await page.getByLabel('Which astrologer').selectOption({ label: 'Meenakshi Sundaram' });
        await page.getByRole('button', { name: 'Give the role' }).click();
        await expect(page.getByText('Role given.')).toBeVisible();
        await expect(page.getByRole('region', { name: /^Astrologers/ })).toContainText(
          `Astrologer: Meenakshi Sundaram`,
        );
        await signOutLocally(page);
        return astrologerNumber;
      });

    await test.step("the astrologer's office opens on their own consultations", async () => {
      // The astrologer signs in like everyone; the header has the way into the office, which opens on
      // their consultations.
      await signInThroughScreen(page, astrologerNumber);
      await expect(page.getByRole('banner').locator('a[href="/admin"]')).toHaveText('Office');
      await page.goto('/admin');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your consultations' }),
      ).toBeVisible();
      const sections = page.getByRole('navigation', { name: 'Office', exact: true });
      // And their own sign-in security (decision 0106).
      await expect(sections.getByRole('link')).toHaveText([
        'Consultations',
        'Customers',
        'Sign-in security',
      ]);
    });

    await test.step("the astrologer's day lists only their own consultation", async () => {
      await page.goto(`/admin?date=${day}`);
      await expect(page.locator('.admin-count')).toHaveText('1 appointment');
      await expect(page.getByRole('main')).toContainText(theirs.number);
      await expect(page.getByRole('main')).not.toContainText(chiefs.number);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`astrologer-day-english-${project}.png`),
        fullPage: true,
      });
    });

    await test.step("the astrologer is refused others' consultations and prices", async () => {
      // Another astrologer's consultation is said to be theirs (decision 0110); prices are refused;
      // a screen not theirs says their role cannot open it, with the way back to their day.
      const astrologer = { authorization: `Bearer ${await tokenOf(page)}` };
      const colleagues = await request.get(`/api/admin/appointments/${chiefs.id}`, {
        headers: astrologer,
      });
      expect(colleagues.status()).toBe(403);
      expect(await colleagues.json()).toMatchObject({ code: 'NOT_YOUR_CONSULTATION' });
      const prices = await request.get('/api/admin/catalog', { headers: astrologer });
      expect(prices.status()).toBe(403);
      expect(await prices.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      await page.goto(`/admin/appointments/${chiefs.id}`);
      await expect(page.getByRole('alert')).toHaveText(
        "This consultation is another astrologer's. You can open only your own consultations.",
      );
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await page.screenshot({
        path: testInfo.outputPath(`astrologer-colleagues-english-${project}.png`),
        fullPage: true,
      });
      await page.goto('/admin/services');
      await expect(page).toHaveURL(/\/admin\/services$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your role cannot open this screen' }),
      ).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`astrologer-refused-english-${project}.png`),
        fullPage: true,
      });
      await page.getByRole('link', { name: 'Go to consultations' }).click();
      await expect(page).toHaveURL(/\/admin$/);
    });

    await test.step('their consultation offers only what an astrologer may do', async () => {
      // Their consultation: the record and what they may do (the outcome, the report), no cash, no
      // cancellation, no messages.
      await page.goto(`/admin/appointments/${theirs.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(theirs.number);
      await expect(page.getByRole('heading', { name: 'Actions' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark cash received' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: 'Mark consultation completed' }),
      ).toBeDisabled();
      await expect(page.getByRole('heading', { name: 'Messages' })).toHaveCount(0);
      await page.screenshot({
        path: testInfo.outputPath(`astrologer-consultation-english-${project}.png`),
        fullPage: true,
      });
    });

    await test.step("the astrologer's day is all in Tamil", async () => {
      // In Tamil.
      await saveLanguageAs(page, 'tamil');
      await page.goto(`/admin?date=${day}`);
      await expect(page.getByRole('heading', { level: 1, name: 'உங்கள் ஆலோசனைகள்' })).toBeVisible();
      await expect(page.getByText('உங்கள் சொந்த ஆலோசனைகள் மட்டுமே இங்கே காட்டப்படுகின்றன.')).toBeVisible();
      await expect(page.getByRole('main')).toContainText(theirs.number);
      await expect(page.getByRole('main')).not.toContainText(chiefs.number);
      await expect(
        page.getByRole('navigation', { name: 'அலுவலகம்', exact: true }).getByRole('link'),
      ).toHaveText(['ஆலோசனைகள்', 'வாடிக்கையாளர்கள்', 'உள்நுழைவுப் பாதுகாப்பு']);
      expect(await englishWordsOn(page)).toEqual([]);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`astrologer-day-tamil-${project}.png`),
        fullPage: true,
      });
    });

    await test.step("in Tamil, a colleague's consultation and a screen not theirs say so", async () => {
      await page.goto(`/admin/appointments/${chiefs.id}`);
      await expect(page.getByRole('alert')).toHaveText(
        'இந்த ஆலோசனை வேறொரு ஜோதிடருடையது. உங்கள் சொந்த ஆலோசனைகளை மட்டுமே நீங்கள் திறக்க முடியும்.',
      );
      expect(await englishWordsOn(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`astrologer-colleagues-tamil-${project}.png`),
        fullPage: true,
      });
      await page.goto('/admin/services');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'உங்கள் பொறுப்பில் இந்தத் திரையைத் திறக்க முடியாது',
        }),
      ).toBeVisible();
      expect(await englishWordsOn(page)).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`astrologer-refused-tamil-${project}.png`),
        fullPage: true,
      });
    });
  },
);
