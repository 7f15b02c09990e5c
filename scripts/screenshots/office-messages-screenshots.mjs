// Screenshots of the office's messages page (a row opened: its words and attempts) and of an
// appointment's message history, at 375 and 1280 px in English and Tamil. Self-contained: it
// starts a fake WhatsApp Cloud API (which refuses some messages, so that failures and their
// "Send again" show) and a portal server of its own on a fresh data folder, fills it, shoots,
// and stops both. Build the web app first (node scripts/build/build-web.mjs) or name a built copy.
// Usage: [WEB_DIST_DIR=dir] [PORT=4396] [FAKE_WHATSAPP_PORT=4397] \
//   node scripts/screenshots/office-messages-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { daysAhead, startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/office-messages';
const port = Number(process.env.PORT ?? 4396);
const fakePort = Number(process.env.FAKE_WHATSAPP_PORT ?? 4397);
const officeNumber = '9800077013';
mkdirSync(outDir, { recursive: true });

// The fake Graph API: a receipt's WhatsApp is refused for good (an expired token); a Tamil
// customer's booking message fails once for a while, then for good; the rest is delivered.
const tamilCustomer = `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;
let tamilTries = 0;
let delivered = 0;
const fake = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk) => (text += chunk));
  request.on('end', () => {
    const body = JSON.parse(text || '{}');
    const template = body.template?.name;
    const answer = (status, json) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (template === 'payment_received')
      return answer(401, {
        error: { message: 'Error validating access token: Session has expired', code: 190 },
      });
    if (template === 'booking_created' && body.to === `+91${tamilCustomer}`) {
      tamilTries += 1;
      return tamilTries === 1
        ? answer(500, { error: { message: 'An unknown error has occurred.', code: 1 } })
        : answer(400, {
            error: {
              message: 'Template name does not exist in the translation',
              code: 132001,
              error_data: { details: 'template name (booking_created) does not exist in ta' },
            },
          });
    }
    delivered += 1;
    return answer(200, { messages: [{ id: `wamid.fake${delivered}` }] });
  });
});
await new Promise((resolve) => fake.listen(fakePort, '127.0.0.1', resolve));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const { baseUrl, stop } = await startOwnPortal({
  port,
  officeNumber,
  name: 'messages',
  env: {
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_BASE_URL: `http://127.0.0.1:${fakePort}`,
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_ACCESS_TOKEN: 'fake-token',
  },
});

try {
  const { signIn, call } = portalApi(baseUrl);
  const office = await signIn(officeNumber);

  async function booking(number, person, profile) {
    const customer = await signIn(number);
    await call(customer.token, 'PUT', '/api/user/profile', { name: person.name, ...profile });
    const { appointment } = await call(customer.token, 'POST', '/api/appointments', {
      name: person.name,
      gender: 'female',
      date_of_birth: '1988-03-14',
      birth_time: '05:40',
      birth_place: person.birth_place,
      services: [1],
      terms_agreed: true,
    });
    await call(customer.token, 'POST', `/api/payments/appointments/${appointment.id}/cash`);
    await call(office.token, 'POST', `/api/admin/appointments/${appointment.id}/mark-paid`);
    return appointment;
  }

  // An English customer with an e-mail: booked, paid in cash, given a time and then moved (the
  // first reminders are dropped, the new ones wait for their moment).
  const english = await booking(
    `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`,
    { name: 'Lakshmi Narayanan', birth_place: 'Thanjavur' },
    { email: 'lakshmi@example.com', language_preference: 'english' },
  );
  await call(office.token, 'POST', `/api/admin/appointments/${english.id}/schedule`, {
    slot_id: 10 * 60,
    date: daysAhead(3),
  });
  await call(office.token, 'POST', `/api/admin/appointments/${english.id}/schedule`, {
    slot_id: 11 * 60,
    date: daysAhead(4),
  });
  // A Tamil customer: the words go in Tamil; WhatsApp fails.
  const tamil = await booking(
    tamilCustomer,
    { name: 'கவிதா சுப்பிரமணியம்', birth_place: 'மதுரை' },
    { language_preference: 'tamil' },
  );
  await call(office.token, 'POST', `/api/admin/appointments/${tamil.id}/schedule`, {
    slot_id: 12 * 60,
    date: daysAhead(3),
  });
  // The failed first try is tried again after 30 seconds, and refused for good.
  console.log('waiting for the second attempt of the failing message…');
  for (let tries = 0; tries < 60 && tamilTries < 2; tries += 1) await sleep(1000);
  await sleep(2000);

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
        const shot = async (name, target) => {
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => document.fonts.ready);
          const path = `${outDir}/${name}-${language}-${width}.png`;
          await (target ? target.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
          console.log(path);
        };
        // The messages page with the Tamil customer's failed message opened.
        await page.goto(`${baseUrl}/admin/messages`);
        await page.locator('.admin-message').first().waitFor();
        await page
          .locator('.admin-message--failed')
          .filter({ hasText: tamil.appointment_number })
          .first()
          .locator('button[aria-expanded]')
          .click();
        await shot('messages');
        await page.goto(`${baseUrl}/admin/messages?status=failed`);
        await page.locator('.admin-message').first().waitFor();
        await shot('messages-failed');
        // Each appointment's history: the Tamil one (failures), the English one (reminders waiting and dropped).
        for (const [name, appointment] of [
          ['appointment-tamil', tamil],
          ['appointment-english', english],
        ]) {
          await page.goto(`${baseUrl}/admin/appointments/${appointment.id}`);
          const section = page.locator('section[aria-labelledby="messages-title"]');
          await section.locator('.admin-message').first().waitFor();
          const failed = section.locator('.admin-message--failed');
          await ((await failed.count()) > 0 ? failed : section.locator('.admin-message'))
            .first()
            .locator('button[aria-expanded]')
            .click();
          await shot(name);
          await shot(`${name}-section`, section);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  stop();
  fake.close();
}
