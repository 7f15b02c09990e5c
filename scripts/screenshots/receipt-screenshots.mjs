// Screenshots of the receipt and credit-note pages (decision 0016) at 375 and 1280 px in English
// and Tamil, the receipt as printed, and both PDFs in both languages rendered to PNG (pdftoppm,
// from poppler-utils). The portal must be running with CAPTCHA=off, OFFICE_NUMBER granted the admin
// role (npm run admin -- grant <number>) and SERVER_LOG naming its output (for the sign-in codes).
// Usage: OFFICE_NUMBER=9800077099 SERVER_LOG=/tmp/server.log \
//   node scripts/screenshots/receipt-screenshots.mjs [baseUrl] [outDir]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? 'screenshots/receipts';
mkdirSync(outDir, { recursive: true });

const { signIn, call } = portalApi(baseUrl);
const office = await signIn(process.env.OFFICE_NUMBER ?? '');
const customer = await signIn(`9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`);

/** India's date and minute of the day, some minutes from now. */
function indiaMoment(minutesFromNow) {
  const india = new Date(Date.now() + (330 + minutesFromNow) * 60_000);
  return {
    date: india.toISOString().slice(0, 10),
    minute: india.getUTCHours() * 60 + india.getUTCMinutes(),
  };
}

async function paidAppointment(services) {
  const { appointment } = await call(customer.token, 'POST', '/api/appointments', {
    name: 'Meena Sundaram',
    gender: 'female',
    date_of_birth: '1991-08-15',
    birth_time: '07:45',
    birth_place: 'Madurai',
    services,
    terms_agreed: true,
  });
  const order = await call(
    customer.token,
    'POST',
    `/api/payments/appointments/${appointment.id}/initiate`,
  );
  const paid = await call(customer.token, 'POST', '/api/payments/test-gateway/checkout', {
    razorpay_order_id: order.razorpay_order_id,
    outcome: 'pay',
  });
  return (
    await call(customer.token, 'POST', '/api/payments/verify', {
      ...paid,
      appointment_id: appointment.id,
    })
  ).appointment;
}

// Two services and GST on the receipt; a cancellation within 24 hours (half kept) on the credit note.
const receiptOf = await paidAppointment([1, 3]);
const cancelled = await paidAppointment([1]);
await call(office.token, 'POST', `/api/admin/appointments/${cancelled.id}/schedule`, {
  slot_id: indiaMoment(600).minute,
  date: indiaMoment(600).date,
});
const { refund } = await call(customer.token, 'POST', `/api/appointments/${cancelled.id}/cancel`, {
  reason: 'Travelling',
});

const pages = [
  ['receipt', `/receipts/payment/${receiptOf.receipt_payment_id}`],
  ['credit-note', `/receipts/refund/${refund.id}`],
];

const browser = await launchChromium();
for (const language of ['english', 'tamil']) {
  for (const width of [375, 1280]) {
    const context = await signedInContext(browser, {
      width,
      height: 800,
      language,
      session: customer,
    });
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('.receipt-paper').waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${outDir}/${name}-${language}-${width}.png`, fullPage: true });
      if (width === 1280) {
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({ path: `${outDir}/${name}-${language}-print.png`, fullPage: true });
        await page.emulateMedia({ media: 'screen' });
      }
    }
    await context.close();
  }
}
await browser.close();

// The PDFs, each language, as PNG pages.
const pdfs = [
  ['receipt', `/api/payments/${receiptOf.receipt_payment_id}/receipt.pdf`],
  ['credit-note', `/api/refunds/${refund.id}/credit-note.pdf`],
];
for (const [name, path] of pdfs) {
  for (const language of ['english', 'tamil']) {
    const response = await fetch(`${baseUrl}${path}?language=${language}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    if (!response.ok) throw new Error(`${path} ${response.status}: ${await response.text()}`);
    const file = `${outDir}/${name}-${language}.pdf`;
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-singlefile',
      file,
      file.replace(/\.pdf$/, '-pdf'),
    ]);
  }
}
console.log(`screenshots in ${outDir}`);
