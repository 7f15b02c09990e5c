import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  AT_THE_DESK,
  bookThroughApi,
  englishWordsOn,
  forgetSession,
  openFromHeader,
  signInThroughScreen,
  test,
  expect,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

/** Serious or critical problems axe finds on the page. */
async function seriousProblems(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

// Sending a failed message again is covered by the unit tests: the console providers here never fail.
test(
  'the office sees what was sent for a booking, in English and Tamil',
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.skip(
      testInfo.project.name === 'phone',
      'the same calls at any width: the desktop project checks it (the phone layout is in the screenshots)',
    );
    test.setTimeout(90_000);
    await signInThroughScreen(page);
    const booking = await bookThroughApi(page, request, { name: 'சுமதி' });

    await forgetSession(page);
    await signInThroughScreen(
      page,
      OFFICE_NUMBERS[testInfo.project.name as keyof typeof OFFICE_NUMBERS].messages,
    );
    await openFromHeader(page, 'Office');
    await page
      .getByRole('navigation', { name: 'Office' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

    // The customer hears of the booking by WhatsApp and SMS, the office by its own channels; the
    // worker sends them within a second or so, and the page asks again while they wait.
    const ofBooking = page.getByRole('listitem').filter({ hasText: booking.number });
    const toCustomer = ofBooking.filter({
      has: page.getByRole('heading', { name: 'Booking received' }),
    });
    const toOffice = ofBooking.filter({
      has: page.getByRole('heading', { name: 'New booking (to the office)' }),
    });
    await expect(toCustomer).toHaveCount(2);
    await expect(toOffice.first()).toBeVisible();
    const whatsapp = toCustomer.filter({ hasText: 'WhatsApp' });
    await expect(whatsapp.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(
      toCustomer.filter({ hasText: 'SMS' }).getByText('Sent', { exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(toOffice.first().getByText('Sent', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(whatsapp).toContainText('1 attempt');
    await expect(whatsapp.getByRole('button', { name: 'Send again' })).toHaveCount(0);

    // Opened, the row shows the words sent and the attempt.
    await whatsapp.getByRole('button', { name: 'Show message' }).click();
    await expect(whatsapp).toContainText(`Your booking ${booking.number}`);
    await expect(whatsapp.getByRole('heading', { name: 'Attempts' })).toBeVisible();
    await whatsapp.getByRole('button', { name: 'Hide message' }).click();

    // Nothing of the booking failed.
    await page
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: /^Failed/ })
      .click();
    await expect(page).toHaveURL(/status=failed/);
    await expect(ofBooking).toHaveCount(0);
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'All' }).click();

    // The appointment's own history lists the same messages.
    await whatsapp.getByRole('link', { name: booking.number }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/appointments/${booking.id}$`));
    const history = page.getByRole('region', { name: 'Messages' });
    await expect(history.getByRole('heading', { name: 'Booking received' })).toHaveCount(2);
    await expect(
      history.getByRole('heading', { name: 'New booking (to the office)' }).first(),
    ).toBeVisible();
    await expect(history.getByText('Sent', { exact: true }).first()).toBeVisible();

    // In Tamil: the console's words are Tamil (the office's e-mail address and the place of birth are data).
    const data = ['Coimbatore', 'office', 'AST'];
    await page.evaluate(() => localStorage.setItem('language', 'tamil'));
    await page.reload();
    const tamilHistory = page.getByRole('region', { name: 'செய்திகள்' });
    await expect(tamilHistory.getByRole('heading', { name: 'முன்பதிவு பெறப்பட்டது' })).toHaveCount(2);
    await expect(tamilHistory.getByText('அனுப்பப்பட்டது', { exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await englishWordsOn(page)).filter((word) => !data.includes(word))).toEqual([]);

    await page.goto(`/admin/messages?appointment=${booking.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('செய்திகள்');
    await expect(page.getByText(`${booking.number} சந்திப்பின் செய்திகள் மட்டும்`)).toBeVisible();
    const tamilRow = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'முன்பதிவு பெறப்பட்டது' }) })
      .first();
    await expect(tamilRow).toContainText('அனுப்பப்பட்டது');
    await tamilRow.getByRole('button', { name: 'செய்தியைக் காட்டு' }).click();
    await expect(tamilRow.getByRole('heading', { name: 'முயற்சிகள்' })).toBeVisible();
    await tamilRow.getByRole('button', { name: 'செய்தியை மறை' }).click();
    await page.waitForLoadState('networkidle');
    expect((await englishWordsOn(page)).filter((word) => !data.includes(word))).toEqual([]);
    expect(await seriousProblems(page)).toEqual([]);
  },
);
