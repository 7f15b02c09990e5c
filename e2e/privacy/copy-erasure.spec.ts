import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  bookThroughApi,
  codesSentTo,
  codeSentTo,
  englishWordsOn,
  expect,
  forgetSession,
  payThroughTestGateway,
  saveLanguageAs,
  signInThroughScreen,
  test,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

/*
 * A customer's copy of their data and the deletion of their account from My Profile, and the
 * office's erasure on a request (decision 0101), in English and Tamil, at a phone's and a
 * desktop's width.
 */

const words = {
  english: {
    copy: 'A copy of my data',
    pdf: 'Download to read (PDF)',
    json: 'Download as data (JSON)',
    downloaded: 'Your copy is downloaded.',
    remove: 'Delete my account',
    send: 'Send me a code to confirm',
    code: 'Code from the SMS',
    confirm: 'Delete my account now',
    wrong: 'Invalid OTP code. Please check and try again.',
    done: 'Your account is deleted',
    close: 'Close',
    refund: /back to how you paid/,
  },
  tamil: {
    copy: 'எனது தரவின் நகல்',
    pdf: 'படிக்கப் பதிவிறக்கு (PDF)',
    json: 'தரவாகப் பதிவிறக்கு (JSON)',
    downloaded: 'உங்கள் நகல் பதிவிறக்கப்பட்டது.',
    remove: 'எனது கணக்கை நீக்கு',
    send: 'உறுதிசெய்ய எனக்குக் குறியீடு அனுப்பு',
    code: 'குறுஞ்செய்தியில் வந்த குறியீடு',
    confirm: 'எனது கணக்கை இப்போதே நீக்கு',
    wrong: 'OTP குறியீடு தவறு. சரிபார்த்து மீண்டும் முயலுங்கள்.',
    done: 'உங்கள் கணக்கு நீக்கப்பட்டது',
    close: 'மூடு',
    refund: /நீங்கள் செலுத்திய வழியிலேயே திரும்ப வரும்/,
  },
} as const;

/** Serious or critical problems axe finds on the page. */
async function blockingProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** A picture of a section to look at, when SHOTS_DIR says where (scripts or a person run it so). */
async function shoot(target: Locator | Page, name: string, testInfo: TestInfo) {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  const path = join(folder, `${name}-${testInfo.project.name}.png`);
  await ('goto' in target
    ? target.screenshot({ path, fullPage: true })
    : target.screenshot({ path }));
}

// A wrong code and a wrong number are refused on purpose: the browser reports the 400.
test.use({ allowConsoleErrors: [/the server responded with a status of 400/] });

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const language of ['english', 'tamil'] as const) {
  const t = words[language];
  test(`in ${language}: the data copy downloads from My Profile, and a code deletes the account`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const number = await signInThroughScreen(page);
    const booking = await bookThroughApi(page, request, { name: 'Thenmozhi Iyer' });
    await payThroughTestGateway(request, booking);
    await saveLanguageAs(page, language);
    await page.goto('/profile');

    const copy = page.getByRole('region', { name: t.copy });
    await test.step('the copy of my data downloads as a PDF and as JSON', async () => {
      await expect(copy).toBeVisible();
      const pdfDownload = page.waitForEvent('download');
      await copy.getByRole('button', { name: t.pdf }).click();
      const pdf = await pdfDownload;
      expect(pdf.suggestedFilename()).toBe(language === 'tamil' ? 'my-data-ta.pdf' : 'my-data.pdf');
      expect(
        readFileSync(await pdf.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      await expect(page.getByText(t.downloaded)).toBeVisible();
      const jsonDownload = page.waitForEvent('download');
      await copy.getByRole('button', { name: t.json }).click();
      const data = JSON.parse(readFileSync(await (await jsonDownload).path(), 'utf8')) as {
        profile: { mobile_number: string };
        appointments: { appointment_number: string; person: { name: string } }[];
        language: string;
      };
      expect(data.profile.mobile_number).toBe(`+91${number}`);
      expect(data.language).toBe(language);
      expect(data.appointments).toEqual([
        expect.objectContaining({
          appointment_number: booking.number,
          person: expect.objectContaining({ name: 'Thenmozhi Iyer' }),
        }),
      ]);
      await shoot(copy, `data-copy-${language}`, testInfo);
    });

    const section = page.getByRole('region', { name: t.remove });
    await test.step('deleting the account says what goes and what stays, and passes axe', async () => {
      await expect(section.getByText(t.refund)).toBeVisible();
      await expect(section).toContainText(booking.number);
      if (language === 'tamil')
        // The booking's name and the file format are no English words.
        expect(
          (await englishWordsOn(page)).filter(
            (word) => !['JSON', 'Thenmozhi', 'Iyer'].includes(word),
          ),
        ).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await blockingProblems(page)).toEqual([]);
      await shoot(section, `delete-account-${language}`, testInfo);
    });

    await test.step('a wrong code erases nothing; the code sent erases the account', async () => {
      await section.getByRole('button', { name: t.remove }).click();
      const before = codesSentTo(`+91${number}`).length;
      await section.getByRole('button', { name: t.send }).click();
      const code = await codeSentTo(`+91${number}`, { after: before });
      const field = section.getByLabel(t.code);
      await field.fill(code === '000000' ? '111111' : '000000');
      await section.getByRole('button', { name: t.confirm }).click();
      await expect(section.getByRole('alert')).toHaveText(t.wrong);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
      await shoot(section, `delete-account-code-${language}`, testInfo);
      await field.fill(code);
      await section.getByRole('button', { name: t.confirm }).click();
      const done = page.getByRole('dialog', { name: t.done });
      await expect(done).toBeVisible();
      await expect(done.getByText(t.refund)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      expect(await blockingProblems(page)).toEqual([]);
      await shoot(page, `account-deleted-${language}`, testInfo);
      await done.getByRole('button', { name: t.close }).first().click();
      await expect(page).toHaveURL(/\/$/);
    });

    await test.step('the old session is refused, and the number signs up again afresh', async () => {
      const refused = await request.get('/api/user/profile', { headers: booking.headers });
      expect(refused.status()).toBe(401);
      await saveLanguageAs(page, 'english');
      await signInThroughScreen(page, number);
      const token = await page.evaluate(() => localStorage.getItem('auth_token'));
      const again = (await (
        await request.get('/api/user/data', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { appointments: unknown[]; profile: { mobile_number: string } };
      expect(again.profile.mobile_number).toBe(`+91${number}`);
      expect(again.appointments).toEqual([]);
    });
  });
}

test('the office erases a customer on request, confirmed by typing their number', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name as keyof typeof OFFICE_NUMBERS;
  const number = await signInThroughScreen(page);
  const booking = await bookThroughApi(page, request, { name: 'Kalaivani Raman' });
  await forgetSession(page);
  await signInThroughScreen(page, OFFICE_NUMBERS[project].erasure);
  const customerId = (
    (await (await request.get('/api/user/profile', { headers: booking.headers })).json()) as {
      user: { id: number };
    }
  ).user.id;

  for (const language of ['tamil', 'english'] as const) {
    await saveLanguageAs(page, language);
    await page.goto(`/admin/customers/${customerId}`);
    const panel = page.getByRole('region', {
      name: language === 'tamil' ? 'இந்த வாடிக்கையாளரின் தரவை அழி' : 'Erase this customer',
    });
    await expect(panel).toBeVisible();
    await panel
      .getByRole('button', {
        name: language === 'tamil' ? 'கோரிக்கையின் பேரில் அழி…' : 'Erase on request…',
      })
      .click();
    expect(await blockingProblems(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(0);
    await shoot(panel, `office-erase-${language}`, testInfo);
  }
  const panel = page.getByRole('region', { name: 'Erase this customer' });
  await panel.getByLabel("Type the customer's mobile number to confirm").fill('9800000000');
  await panel.getByRole('button', { name: 'Erase the customer' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    "Type the customer's mobile number exactly as it is shown, to confirm.",
  );
  await panel.getByLabel("Type the customer's mobile number to confirm").fill(number);
  await panel.getByRole('button', { name: 'Erase the customer' }).click();
  await expect(page.getByText('The customer is erased.')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: `Erased customer ${customerId}` }),
  ).toBeVisible();
  expect((await request.get('/api/user/profile', { headers: booking.headers })).status()).toBe(401);

  await page.goto(`/admin/appointments/${booking.id}`);
  await expect(page.getByText(/This appointment's customer was erased/)).toBeVisible();
  await expect(page.getByText('Kalaivani Raman')).toHaveCount(0);
  for (const language of ['english', 'tamil'] as const) {
    await saveLanguageAs(page, language);
    await page.goto(`/admin/customers/${customerId}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name:
          language === 'tamil'
            ? `அழிக்கப்பட்ட வாடிக்கையாளர் ${customerId}`
            : `Erased customer ${customerId}`,
      }),
    ).toBeVisible();
    expect(await blockingProblems(page)).toEqual([]);
    await shoot(page, `office-erased-${language}`, testInfo);
  }
});
