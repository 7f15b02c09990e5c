import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import {
  chooseLanguage,
  choosePlace,
  codeSentTo,
  codesSentTo,
  expect,
  freshMobileNumber,
  shotPath,
  signInThroughScreen,
  test,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

/*
 * The privacy notice and consent (decision 0100): the notice at sign-in and its page, the
 * consents in My Profile with offers stopped in one tap, the question to a customer who has not
 * agreed, the declarations of the booking form, and the office's Privacy screen; in English and
 * Tamil, at the phone's width and the desktop's. Each screen is photographed for a person to
 * look at: into SHOTS_DIR when it is set (SHOTS_DIR=/tmp/shots-consent), else the test's output.
 */

/** Where a screenshot named so goes. */
const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: shotPath(testInfo, name), fullPage: true });

async function blockingProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The page is no wider than the screen: Tamil's long words wrap. */
const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A date of birth this many years before today in India. */
function bornYearsAgo(years: number): string {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return `${Number(today.slice(0, 4)) - years}${today.slice(4, 8)}01`;
}

const words = {
  english: {
    choose: 'English' as const,
    mobile: 'Mobile number',
    send: 'Send OTP',
    code: 'One-time code (OTP)',
    verify: 'Verify',
    agreement: /I agree to the Terms and Conditions and the Privacy Notice/,
    noticeLink: 'Privacy Notice',
    offers: /Send me offers too/,
    noticeTitle: 'Privacy Notice',
    noticeText: [
      'Birth details',
      'Razorpay',
      'Data Protection Board of India',
      'Grievance officer',
    ],
    consents: 'Privacy and consent',
    agreedLine: /You agreed to the privacy notice, version \d+, on/,
    offersOn: /You receive our offers: you agreed on/,
    stopOffers: 'Stop offers',
    offersOff: /You do not receive our offers \(stopped on/,
    stopped: 'Offers stopped: we will send you none.',
    promptTitle: 'Please read our privacy notice',
    agree: 'I agree',
    name: /^Name/,
    gender: /^Gender/,
    born: /^Date of birth/,
    exactTime: 'Exact time',
    place: /^Place of birth/,
    next: 'Next',
    phoneCall: /^Phone call/,
    book: 'Book appointment',
    declarations: "Other people's details",
    guardian: /Nila is under 18: I am their parent or lawful guardian/,
    guardianMissing:
      'This person is under 18: please confirm that you are their parent or lawful guardian.',
    console: 'Office',
    privacyNav: 'Privacy notice',
    consoleTitle: 'Privacy',
    versions: 'Versions',
  },
  tamil: {
    choose: 'தமிழ்' as const,
    mobile: 'கைபேசி எண்',
    send: 'OTP அனுப்பு',
    code: 'ஒருமுறைக் குறியீடு (OTP)',
    verify: 'சரிபார்',
    agreement: /விதிமுறைகள் மற்றும் நிபந்தனைகளையும் தனியுரிமை அறிவிப்பையும் ஏற்றுக்கொள்கிறேன்/,
    noticeLink: 'தனியுரிமை அறிவிப்பையும்',
    offers: /எனக்குச் சலுகைகளையும் அனுப்புங்கள்/,
    noticeTitle: 'தனியுரிமை அறிவிப்பு',
    noticeText: [
      'பிறப்பு விவரங்கள்',
      'Razorpay',
      'இந்தியத் தரவுப் பாதுகாப்பு வாரியத்திடம்',
      'குறைதீர்ப்பு அலுவலர்',
    ],
    consents: 'தனியுரிமையும் ஒப்புதலும்',
    agreedLine: /தனியுரிமை அறிவிப்பின் பதிப்பு \d+-\u2060?ஐ .* அன்று ஏற்றுக்கொண்டீர்கள்/,
    offersOn: /எங்கள் சலுகைகளைப் பெறுகிறீர்கள்/,
    stopOffers: 'சலுகைகளை நிறுத்து',
    offersOff: /நீங்கள் எங்கள் சலுகைகளைப் பெறுவதில்லை \(.* அன்று நிறுத்தினீர்கள்\)/,
    stopped: 'சலுகைகள் நிறுத்தப்பட்டன: இனி எதையும் அனுப்ப மாட்டோம்.',
    promptTitle: 'எங்கள் தனியுரிமை அறிவிப்பைப் படியுங்கள்',
    agree: 'ஏற்றுக்கொள்கிறேன்',
    name: /^பெயர்/,
    gender: /^பாலினம்/,
    born: /^பிறந்த தேதி/,
    exactTime: 'சரியான நேரம்',
    place: /^பிறந்த இடம்/,
    next: 'அடுத்து',
    phoneCall: /^தொலைபேசி அழைப்பு/,
    book: 'முன்பதிவு செய்',
    declarations: 'மற்றவர்களின் விவரங்கள்',
    guardian: /நிலா 18 வயதுக்குட்பட்டவர்: நான் அவரின் பெற்றோர் அல்லது சட்டப்படியான பாதுகாவலர்/,
    guardianMissing:
      'இவருக்கு 18 வயது ஆகவில்லை: நீங்கள் இவரின் பெற்றோர் அல்லது சட்டப்படியான பாதுகாவலர் என்பதை உறுதிசெய்யுங்கள்.',
    console: 'அலுவலகம்',
    privacyNav: 'தனியுரிமை அறிவிப்பு',
    consoleTitle: 'தனியுரிமை',
    versions: 'பதிப்புகள்',
  },
};

for (const [language, w] of Object.entries(words) as [keyof typeof words, typeof words.english][]) {
  test.describe(`privacy in ${language}`, () => {
    test('the notice at sign-in opens /privacy; My Profile shows the consents and stops offers', async ({
      page,
    }, testInfo) => {
      await page.goto('/login');
      await chooseLanguage(page, w.choose);
      const agreement = page.getByRole('checkbox', { name: w.agreement });
      const offers = page.getByRole('checkbox', { name: w.offers });
      await expect(agreement).not.toBeChecked();
      await expect(offers).not.toBeChecked();
      await shot(page, testInfo, `sign-in-${language}`);
      expect(await sideScroll(page)).toBe(0);

      await test.step('the link opens the notice, whole, in the language', async () => {
        await page
          .locator('.sign-in-form')
          .getByRole('link', { name: w.noticeLink, exact: true })
          .click();
        await expect(page).toHaveURL(/\/privacy$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.noticeTitle);
        for (const text of w.noticeText) await expect(page.locator('main')).toContainText(text);
        await expect(
          page.locator('footer').getByRole('link', { name: w.noticeTitle }),
        ).toBeVisible();
        expect(await sideScroll(page)).toBe(0);
        expect(await blockingProblems(page)).toEqual([]);
        await shot(page, testInfo, `privacy-${language}`);
        // The whole page is tall: its first screen and its end, each as a person sees it.
        await page.screenshot({
          path: shotPath(testInfo, `privacy-top-${language}`),
        });
        await page.locator('.privacy-notice__contact').scrollIntoViewIfNeeded();
        await page.screenshot({
          path: shotPath(testInfo, `privacy-end-${language}`),
        });
        await page.goBack();
      });

      await test.step('signs in agreeing to the notice, and to offers', async () => {
        const number = freshMobileNumber();
        await page.getByLabel(w.mobile).fill(number);
        await page.getByRole('checkbox', { name: w.agreement }).check();
        await page.getByRole('checkbox', { name: w.offers }).check();
        const before = codesSentTo(`+91${number}`).length;
        await page.getByRole('button', { name: w.send }).click();
        await page.getByLabel(w.code).fill(await codeSentTo(`+91${number}`, { after: before }));
        await page.getByRole('button', { name: w.verify }).click();
        await expect(page).toHaveURL(/\/home$/);
        // Agreed at sign-in: nothing is asked.
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });

      await test.step('My Profile says what was agreed and when; offers stop in one tap', async () => {
        await page.goto('/profile');
        const card = page.getByRole('region', { name: w.consents });
        await expect(card.getByText(w.agreedLine)).toBeVisible();
        await expect(card.getByText(w.offersOn)).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        expect(await blockingProblems(page)).toEqual([]);
        await card.screenshot({
          path: shotPath(testInfo, `profile-consents-${language}`),
        });
        await card.getByRole('button', { name: w.stopOffers }).click();
        await expect(page.locator('.toast').filter({ hasText: w.stopped })).toBeVisible();
        await expect(card.getByText(w.offersOff)).toBeVisible();
        expect(await sideScroll(page)).toBe(0);
      });
    });

    test('a customer who has not agreed is asked before going on', async ({ page }, testInfo) => {
      // An older sign-in sent no agreement: the server records none.
      await page.route('**/api/auth/verify-otp', async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, accept_notice: false }) });
      });
      await page.goto('/login');
      await chooseLanguage(page, w.choose);
      const number = freshMobileNumber();
      await page.getByLabel(w.mobile).fill(number);
      await page.getByRole('checkbox', { name: w.agreement }).check();
      const before = codesSentTo(`+91${number}`).length;
      await page.getByRole('button', { name: w.send }).click();
      await page.getByLabel(w.code).fill(await codeSentTo(`+91${number}`, { after: before }));
      await page.getByRole('button', { name: w.verify }).click();
      await expect(page).toHaveURL(/\/home$/);
      const prompt = page.getByRole('dialog', { name: w.promptTitle });
      await expect(prompt).toBeVisible();
      await expect(prompt).toContainText(w.noticeText[0]!);
      // Escape does not take it away.
      await page.keyboard.press('Escape');
      await expect(prompt).toBeVisible();
      expect(await blockingProblems(page)).toEqual([]);
      await page.screenshot({
        path: shotPath(testInfo, `consent-prompt-${language}`),
      });
      await prompt.getByRole('button', { name: w.agree, exact: true }).click();
      await expect(prompt).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test("the booking form asks a child's guardian to declare it", async ({ page }, testInfo) => {
      await signInThroughScreen(page);
      await page.evaluate((lang) => {
        localStorage.setItem('language', lang);
        document.cookie = `language=${lang}; Path=/`;
      }, language);
      await page.goto('/booking?service=1');
      await page
        .getByRole('textbox', { name: w.name })
        .fill(language === 'tamil' ? 'நிலா' : 'Nila');
      await page.getByRole('combobox', { name: w.gender }).selectOption('female');
      await page.getByLabel(w.born).fill(bornYearsAgo(10));
      await page.getByRole('textbox', { name: w.exactTime }).fill('07:20');
      await choosePlace(
        page.getByRole('combobox', { name: w.place }),
        language === 'tamil' ? 'மதுரை' : 'Madurai',
        language === 'tamil' ? /^மதுரை, தமிழ்நாடு/ : /^Madurai, Tamil Nadu/,
      );
      await page.getByRole('button', { name: w.next }).click();
      await page.getByRole('radio', { name: w.phoneCall }).check();
      await page.locator('#terms_agreed').check();

      const declarations = page.getByRole('group', { name: w.declarations });
      const guardian = declarations.getByRole('checkbox', { name: w.guardian });
      await expect(guardian).not.toBeChecked();
      await page.getByRole('button', { name: w.book }).click();
      await expect(declarations.getByText(w.guardianMissing)).toBeVisible();
      await expect(guardian).toBeFocused();
      await declarations.scrollIntoViewIfNeeded();
      expect(await sideScroll(page)).toBe(0);
      expect(await blockingProblems(page)).toEqual([]);
      await declarations.screenshot({
        path: shotPath(testInfo, `booking-declarations-${language}`),
      });
      await guardian.check();
      await page.getByRole('button', { name: w.book }).click();
      await expect(page).toHaveURL(/\/payment\/\d+$/);
    });

    test("the office's Privacy screen shows the notice, its versions and the offer form", async ({
      page,
    }, testInfo) => {
      const project = testInfo.project.name as keyof typeof OFFICE_NUMBERS;
      await signInThroughScreen(page, OFFICE_NUMBERS[project].notice);
      await page.evaluate((lang) => localStorage.setItem('language', lang), language);
      await page.goto('/admin');
      await page
        .getByRole('navigation', { name: w.console, exact: true })
        .getByRole('link', { name: w.privacyNav, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: w.consoleTitle })).toBeVisible();
      await expect(page.getByRole('heading', { name: w.versions })).toBeVisible();
      expect(await sideScroll(page)).toBe(0);
      expect(await blockingProblems(page)).toEqual([]);
      await shot(page, testInfo, `admin-privacy-${language}`);
    });
  });
}
