import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  englishWordsOn,
  expect,
  forgetSession,
  saveLanguageAs,
  signInThroughScreen,
  test,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

/*
 * A customer's grievance from My Profile, the office's queue that answers it, and the read log
 * that shows the office reading her page (decision 0102): English and Tamil, at a phone's width
 * and the desktop's.
 */

/** Every axe finding, once the page has settled and its toasts (mid-fade, half their contrast) are gone. */
async function axeFindings(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const shown = (national: string) => `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
const session = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('auth_token')!,
    user: localStorage.getItem('user_data')!,
  }));

test('a grievance filed from My Profile is queued, answered, and its reading logged', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const project = testInfo.project.name as keyof typeof OFFICE_NUMBERS;
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${project}.png`), fullPage: true });
  const grievance = 'அலுவலக மேசையில் என் ஜாதக விவரங்களை மற்றவர்கள் முன் சத்தமாகப் படித்தார்கள்.';
  const answer = 'மன்னிக்கவும். இனி உங்கள் விவரங்கள் தனியாக மட்டுமே பேசப்படும்.';

  const { customerNumber, number, customerSession } =
    await test.step('the customer files a grievance from My Profile', async () => {
      const customerNumber = await signInThroughScreen(page);
      await page.goto('/profile');
      const card = page.getByRole('region', { name: 'Your requests' });
      await expect(card).toContainText('answer within 30 days');
      await expect(card.getByRole('complementary', { name: 'Grievance Officer' })).toBeVisible();
      await card.getByRole('button', { name: 'Send request' }).click();
      await expect(
        card.getByText('Choose what you are asking for: a correction, an erasure or a grievance.'),
      ).toBeVisible();
      await card.getByRole('radio', { name: /A grievance/ }).check();
      await card.getByLabel('Tell us what you would like us to do').fill(grievance);
      await card.getByRole('button', { name: 'Send request' }).click();
      const toast = page.getByText(/^Request REQ-\d{4}-\d{4} is sent\. We will answer by /);
      await expect(toast).toBeVisible();
      const number = /REQ-\d{4}-\d{4}/.exec((await toast.textContent()) ?? '')![0];
      const item = card.getByRole('listitem').filter({ hasText: number });
      await expect(item).toContainText('Waiting for an answer');
      await expect(item).toContainText('answer due by');
      await expect(item).toContainText(grievance);
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await axeFindings(page)).toEqual([]);
      await shot('profile-requests-english');

      await saveLanguageAs(page, 'tamil');
      await page.reload();
      const tamilCard = page.getByRole('region', { name: 'உங்கள் கோரிக்கைகள்' });
      await expect(tamilCard.getByRole('listitem').filter({ hasText: number })).toContainText(
        'பதிலுக்காகக் காத்திருக்கிறது',
      );
      const officer = tamilCard.getByRole('complementary', { name: 'குறைதீர்ப்பு அலுவலர்' });
      await expect(officer).toBeVisible();
      // The officer's name is as the office typed it, in either script (the retention spec, side
      // by side with this one, names one in English for a while).
      const officerWords = await officer.innerText();
      expect((await englishWordsOn(page)).filter((word) => !officerWords.includes(word))).toEqual(
        [],
      );
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await axeFindings(page)).toEqual([]);
      await shot('profile-requests-tamil');
      await saveLanguageAs(page, 'english');
      return { customerNumber, number, customerSession: await session(page) };
    });

  await test.step("the office's queue shows it with its due date, and answers it", async () => {
    await forgetSession(page);
    await signInThroughScreen(page, OFFICE_NUMBERS[project].privacy);
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Office', exact: true })
      .getByRole('link', { name: 'Requests' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Requests and grievances' }),
    ).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Grievance contact' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: number });
    await expect(item).toContainText('Grievance');
    await expect(item).toContainText(`Customer: ${shown(customerNumber)}`);
    await expect(item).toContainText('0 days old');
    await expect(item).toContainText(/Due by \d{1,2} \w{3} \d{4}/);
    await expect(item).not.toContainText('Overdue');
    await expect(item).toContainText(grievance);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await axeFindings(page)).toEqual([]);
    await shot('admin-requests-english');

    await saveLanguageAs(page, 'tamil');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'கோரிக்கைகளும் புகார்களும்' }),
    ).toBeVisible();
    const tamilItem = page.getByRole('listitem').filter({ hasText: number });
    await expect(tamilItem).toContainText('0 நாட்கள் ஆனது');
    await expect(tamilItem).toContainText('கடைசி நாள்');
    expect(await englishWordsOn(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await axeFindings(page)).toEqual([]);
    await shot('admin-requests-tamil');
    await saveLanguageAs(page, 'english');
    await page.reload();

    await item.getByRole('button', { name: 'Send answer' }).click();
    await expect(item.getByText('Write the answer first.')).toBeVisible();
    await item.getByLabel('Answer to the customer').fill(answer);
    await item.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.getByText(`The answer to ${number} is sent.`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: number })).toHaveCount(0);
    await page.getByRole('button', { name: 'Answered' }).click();
    await expect(page).toHaveURL(/status=answered/);
    const done = page.getByRole('listitem').filter({ hasText: number });
    await expect(done).toContainText(answer);
    await expect(done).toContainText(/Answered \d{1,2} \w{3} \d{4} by \+91 98000 770\d\d/);
    expect(await axeFindings(page)).toEqual([]);
    await shot('admin-requests-answered-english');
  });

  const customerPage =
    await test.step('the office opens her page, which the read log shows', async () => {
      await page
        .getByRole('listitem')
        .filter({ hasText: number })
        .getByRole('link', { name: shown(customerNumber) })
        .click();
      await expect(page).toHaveURL(/\/admin\/customers\/\d+$/);
      const customerPage = page.url();
      await expect(page.getByRole('region', { name: 'Private notes' })).toContainText(
        'Who may read it',
      );
      expect(await sidewaysScroll(page)).toBe(0);
      await shot('admin-customer-english');
      await page.getByRole('link', { name: "Who looked at this customer's data" }).click();
      await expect(page).toHaveURL(/\/admin\/read-log\?customer_id=\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Who looked' })).toBeVisible();
      await expect(page.getByText(`Reads of ${shown(customerNumber)}`)).toBeVisible();
      const read = page.getByRole('listitem').first();
      await expect(read).toContainText(
        `+91 98000 770${OFFICE_NUMBERS[project].privacy.slice(-2)} opened the customer page of ${shown(customerNumber)}.`,
      );
      await expect(read).toContainText('(Administrator)');
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await axeFindings(page)).toEqual([]);
      await shot('admin-read-log-english');

      await page.getByRole('button', { name: 'Show every customer' }).click();
      await expect(page).toHaveURL(/\/admin\/read-log$/);
      await page.getByLabel('Staff member').selectOption({ index: 1 });
      await expect(page).toHaveURL(/staff_id=\d+/);
      return customerPage;
    });

  await test.step('the read log and her page are in Tamil too', async () => {
    await saveLanguageAs(page, 'tamil');
    await page.goto(customerPage);
    await expect(page.getByRole('region', { name: 'உள் குறிப்புகள்' })).toContainText('யார் படிக்கலாம்');
    expect(await englishWordsOn(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    await shot('admin-customer-tamil');
    await page.getByRole('link', { name: 'இந்த வாடிக்கையாளரின் தரவை யார் பார்த்தார்கள்' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'யார் பார்த்தார்கள்' })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toContainText(
      `${shown(customerNumber)} அவர்களின் வாடிக்கையாளர் பக்கத்தைத் திறந்தார்.`,
    );
    expect(await englishWordsOn(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await axeFindings(page)).toEqual([]);
    await shot('admin-read-log-tamil');
    await page.goto('/admin/requests?status=answered');
    await expect(page.getByRole('listitem').filter({ hasText: number })).toContainText(answer);
    expect(await englishWordsOn(page)).toEqual([]);
    await shot('admin-requests-answered-tamil');
  });

  await test.step('the customer reads the answer in My Profile', async () => {
    await forgetSession(page);
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user_data', user);
      localStorage.setItem('language', 'english');
    }, customerSession);
    await saveLanguageAs(page, 'english');
    await page.goto('/profile#requests');
    const item = page
      .getByRole('region', { name: 'Your requests' })
      .getByRole('listitem')
      .filter({ hasText: number });
    await expect(item).toContainText('Answered');
    await expect(item).toContainText(answer);
    await shot('profile-requests-answered-english');
  });
});
