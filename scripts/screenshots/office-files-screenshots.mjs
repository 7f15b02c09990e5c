// Screenshots of an appointment's horoscope files as the office sees them, at 375 and 1280 px, in
// English and Tamil: a JPEG sent as `x.html` (stored as x.jpg), a Tamil name, a name with a
// right-to-left override, and a PDF whose OpenAction runs JavaScript (flagged, with the warning).
// The portal must be running, with OFFICE_NUMBER granted the admin role and SERVER_LOG naming
// its output (for the sign-in codes).
// Usage: OFFICE_NUMBER=9800077009 SERVER_LOG=/tmp/server.log \
//   node scripts/screenshots/office-files-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const { signIn } = portalApi(baseUrl);

const office = await signIn(process.env.OFFICE_NUMBER ?? '');
const customer = await signIn(`9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`);

const pdf = (catalog) =>
  `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n` +
  '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
  '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
const form = new FormData();
const fields = {
  name: 'கவிதா சுப்பிரமணியம்',
  gender: 'female',
  date_of_birth: '1988-03-14',
  birth_time_type: 'exact',
  birth_time: '05:40',
  birth_place: 'மதுரை',
  services: '1',
  terms_agreed: 'true',
};
for (const [name, value] of Object.entries(fields)) form.append(name, value);
form.append(
  'files',
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(7)])], {
    type: 'text/html',
  }),
  'x.html',
);
form.append(
  'files',
  new Blob([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(7)]),
  ]),
  'ஜாதகம் - கவிதா.png',
);
form.append('files', new Blob([pdf('/OpenAction [3 0 R /Fit]')]), 'invoice\u202Etxt.exe');
form.append(
  'files',
  new Blob([pdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>')]),
  'rasi-kattam-from-app.pdf',
);
const booked = await fetch(`${baseUrl}/api/appointments`, {
  method: 'POST',
  headers: { authorization: `Bearer ${customer.token}` },
  body: form,
});
if (booked.status !== 201) throw new Error(`booking ${booked.status}: ${await booked.text()}`);
const { appointment } = await booked.json();

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
      await page.goto(`${baseUrl}/admin/appointments/${appointment.id}`);
      await page.locator('.file-list__warning').waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const path = `${outDir}/admin-files-${language}-${width}.png`;
      await page.locator('.file-list').scrollIntoViewIfNeeded();
      await page.screenshot({ path, fullPage: true });
      console.log(path);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
