import { readFileSync } from 'node:fs';
import {
  bookThroughApi,
  forgetSession,
  payThroughTestGateway,
  signInThroughScreen,
  expect,
  test,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

// The printed Jathagam (decision 0030): the office releases a paid customer's Jathagam; the customer
// downloads it from My Appointments in their language (Tamil on the phone, English on the
// desktop), a real PDF.
test('the office releases the Jathagam and the customer downloads it in their language', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const tamil = testInfo.project.name === 'phone';
  const customerNumber = await signInThroughScreen(page);
  const booking = await bookThroughApi(page, request, { name: 'Meena' });
  await payThroughTestGateway(request, booking);

  await forgetSession(page);
  await signInThroughScreen(
    page,
    OFFICE_NUMBERS[testInfo.project.name as keyof typeof OFFICE_NUMBERS].jathagam,
  );
  await page.goto(`/admin/appointments/${booking.id}`);
  await page.getByRole('button', { name: 'Release the Jathagam to the customer' }).click();
  await expect(
    page.getByText('Released: the customer can now download their Jathagam.'),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: "Withdraw the customer's Jathagam" }),
  ).toBeVisible();

  await forgetSession(page);
  await signInThroughScreen(page, customerNumber);
  if (tamil) await page.evaluate(() => localStorage.setItem('language', 'tamil'));
  await page.goto('/appointments');
  const card = page.locator(`[data-appointment="${booking.number}"]`);
  const download = page.waitForEvent('download');
  await card
    .getByRole('button', {
      name: tamil ? 'என் ஜாதகத்தைப் பதிவிறக்கு (PDF)' : 'Download my Jathagam (PDF)',
    })
    .click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`jathagam_${booking.number}.pdf`);
  const bytes = readFileSync(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Three pages (the birth chart, the dasas and readings, the bhava chart); the Tamil one carries
  // the Tamil font.
  expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
  if (tamil) expect(bytes.toString('latin1')).toMatch(/NotoSansTamil/);
  await expect(
    page.getByText(tamil ? 'உங்கள் ஜாதகம் பதிவிறக்கப்பட்டது' : 'Your Jathagam is downloaded'),
  ).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`customer-jathagam-${testInfo.project.name}.png`),
    fullPage: true,
  });
});
