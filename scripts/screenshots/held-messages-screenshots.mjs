// Screenshots of messages held out of their recipient's night (decision 0056) on the office's
// messages page and in an appointment's history, at 375 and 1280 px in English and Tamil.
// Self-contained: a portal server of its own on a fresh data folder. The held rows need a night
// somewhere: a customer in New York (whose night is India's day) moves their consultation, and
// the office then moves it twice more (the earlier messages are replaced, one waits for their
// 08:00); a consultation the office arranges at 04:00 has its reminders brought forward to the
// evening before. Build the web app first (node scripts/build/build-web.mjs) or name a built copy.
// Usage: [WEB_DIST_DIR=dir] [PORT=4398] \
//   node scripts/screenshots/held-messages-screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { daysAhead, startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots/held-messages';
const port = Number(process.env.PORT ?? 4398);
const officeNumber = '9800077014';
const newYork = 'America/New_York';
mkdirSync(outDir, { recursive: true });

const hour = Number(
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: newYork }).format(
    new Date(),
  ),
);
if (hour >= 8 && hour < 21)
  console.warn(
    `It is ${hour}:00 in New York: its customer's messages are not held now; ` +
      'run it while it is night there (08:30 to 18:30 India time).',
  );

const { baseUrl, stop } = await startOwnPortal({ port, officeNumber, name: 'held-messages' });
const randomNumber = () => `9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`;

try {
  const { signIn, call } = portalApi(baseUrl);
  const office = await signIn(officeNumber);

  async function booking(person, profile) {
    const customer = await signIn(randomNumber());
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
    return { appointment, customer };
  }

  // A customer in New York chooses a time (their browser gives their zone), then the office moves it twice.
  const abroad = await booking(
    { name: 'Priya Raman', birth_place: 'Chennai' },
    { email: 'priya@example.com', language_preference: 'english' },
  );
  await call(
    abroad.customer.token,
    'POST',
    `/api/appointments/${abroad.appointment.id}/book-slot`,
    { slot_id: 10 * 60, date: daysAhead(4), time_zone: newYork },
  );
  await call(office.token, 'POST', `/api/admin/appointments/${abroad.appointment.id}/schedule`, {
    slot_id: 11 * 60,
    date: daysAhead(5),
  });
  await call(office.token, 'POST', `/api/admin/appointments/${abroad.appointment.id}/schedule`, {
    slot_id: 12 * 60,
    date: daysAhead(5),
  });
  // A consultation at dawn in India: its reminders go the evening before.
  const dawn = await booking(
    { name: 'கவிதா சுப்பிரமணியம்', birth_place: 'மதுரை' },
    { language_preference: 'tamil' },
  );
  await call(office.token, 'POST', `/api/admin/appointments/${dawn.appointment.id}/schedule`, {
    slot_id: 4 * 60,
    date: daysAhead(3),
  });

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
        await page.goto(`${baseUrl}/admin/messages?status=pending`);
        await page.locator('.admin-message').first().waitFor();
        await shot('messages-waiting');
        // The New York customer's confirmation, held for their morning (the oldest waiting row of theirs).
        await shot(
          'held-row',
          page.locator('.admin-message').filter({ hasText: 'New York' }).last(),
        );
        for (const [name, appointment] of [
          ['appointment-abroad', abroad.appointment],
          ['appointment-dawn', dawn.appointment],
        ]) {
          await page.goto(`${baseUrl}/admin/appointments/${appointment.id}`);
          const section = page.locator('section[aria-labelledby="messages-title"]');
          await section.locator('.admin-message').first().waitFor();
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
}
