// Screenshots of the office's written reports and prices (docs/decisions/0025), at 375 and 1280
// px, in English and Tamil: a report uploaded but not yet given to the customer (open, replace,
// give), the confirmation, a report given, and the services screen with India's price as text.
// The portal must be running, with OFFICE_NUMBER granted the admin role and SERVER_LOG naming
// its output (for the sign-in codes).
// Usage: OFFICE_NUMBER=9800077061 SERVER_LOG=/tmp/server.log \
//   node scripts/screenshots/office-reports-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const { signIn, call } = portalApi(baseUrl);
const office = await signIn(process.env.OFFICE_NUMBER ?? '');
const customer = await signIn(`9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`);

const booking = {
  name: 'Kavitha',
  gender: 'female',
  date_of_birth: '1988-03-14',
  birth_time: '05:40',
  birth_place: 'Madurai',
  services: [1],
  terms_agreed: true,
};
const book = async () =>
  (await call(customer.token, 'POST', '/api/appointments', booking)).appointment;
async function upload(requestId) {
  const form = new FormData();
  form.append(
    'report',
    new Blob(['%PDF-1.4\n% reading\n%%EOF\n'], { type: 'application/pdf' }),
    'reading.pdf',
  );
  const response = await fetch(`${baseUrl}/api/admin/pdf-requests/${requestId}/report`, {
    method: 'POST',
    headers: { authorization: `Bearer ${office.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload ${response.status}: ${await response.text()}`);
}
const uploaded = await book();
await upload(uploaded.pdf_service_requests[0].id);
const delivered = await book();
await upload(delivered.pdf_service_requests[0].id);
await call(
  office.token,
  'POST',
  `/api/admin/pdf-requests/${delivered.pdf_service_requests[0].id}/deliver`,
);

async function shoot(page, locator, name) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await locator.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: false });
  console.log(`${outDir}/${name}.png`);
}

const browser = await launchChromium();
try {
  for (const width of [375, 1280]) {
    for (const language of ['english', 'tamil']) {
      const context = await signedInContext(browser, {
        width,
        height: 900,
        language,
        session: office,
      });
      const page = await context.newPage();
      const suffix = `${language}-${width}`;
      await page.goto(`${baseUrl}/admin/appointments/${uploaded.id}`);
      const reports = page.locator('.admin-reports');
      await reports.waitFor();
      await shoot(page, reports, `office-report-uploaded-${suffix}`);
      await reports.locator('button.button--primary').click();
      await shoot(page, page.getByRole('dialog'), `office-report-confirm-${suffix}`);
      await page.goto(`${baseUrl}/admin/appointments/${delivered.id}`);
      await shoot(page, page.locator('.admin-reports'), `office-report-delivered-${suffix}`);
      await page.goto(`${baseUrl}/admin/services`);
      await shoot(
        page,
        page.locator('.admin-price-line').first(),
        `office-services-price-${suffix}`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
}
