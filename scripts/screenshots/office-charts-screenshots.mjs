// Screenshots of the office's Jathagam panel (decision 0030) at 375 and 1280 px, in English and
// Tamil, on a portal of the script's own: a Jathagam booking, a Marriage Porutham booking with both
// birth times, and one whose bridegroom gave only a period of the day (no lagna). Each panel is
// saved whole, and its parts (porutham card, squares, planet table, dasa table) as page clips; the
// script prints any horizontal page overflow it finds. The node setting (mean or true) and the line
// saying where and how a chart was cast are clipped too.
// Usage: node scripts/screenshots/office-charts-screenshots.mjs [outDir] [port]
import { mkdirSync } from 'node:fs';
import { startOwnPortal } from './lib/own-portal.mjs';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const outDir = process.argv[2] ?? 'screenshots';
const port = Number(process.argv[3] ?? 4464);
mkdirSync(outDir, { recursive: true });
const officeNumber = '9800077464';
const portal = await startOwnPortal({ port, officeNumber, name: 'charts' });
try {
  const { signIn, call } = portalApi(portal.baseUrl);
  const office = await signIn(officeNumber);
  const customer = await signIn(`9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`);
  const book = (extra) =>
    call(customer.token, 'POST', '/api/appointments', {
      gender: 'female',
      date_of_birth: '1985-11-02',
      birth_time: '14:30',
      birth_place: 'Coimbatore',
      terms_agreed: true,
      consultation_mode: 'in_person',
      ...extra,
    }).then((reply) => reply.appointment);
  const groom = { bridegroom_gender: 'male', bridegroom_current_location: 'Chennai' };
  const bookings = {
    jathagam: await book({ name: 'Kavitha', services: [1] }),
    marriage: await book({
      name: 'கவிதா',
      services: [2],
      ...groom,
      bridegroom_name: 'Arun',
      other_person_agreed: true,
      bridegroom_date_of_birth: '1983-06-14',
      bridegroom_birth_time_type: 'exact',
      bridegroom_birth_time: '06:10',
      bridegroom_birth_place: 'Madurai',
    }),
    period: await book({
      name: 'Meena',
      services: [2],
      ...groom,
      bridegroom_name: 'Senthil',
      other_person_agreed: true,
      bridegroom_date_of_birth: '1986-07-02',
      bridegroom_birth_time_type: 'period',
      bridegroom_birth_time: 'morning',
      bridegroom_birth_place: 'Salem',
    }),
  };
  const browser = await launchChromium();
  try {
    for (const [kind, appointment] of Object.entries(bookings)) {
      for (const width of [375, 1280]) {
        for (const language of ['english', 'tamil']) {
          const context = await signedInContext(browser, {
            width,
            height: 900,
            language,
            session: office,
          });
          const page = await context.newPage();
          await page.goto(`${portal.baseUrl}/admin/appointments/${appointment.id}`);
          await page
            .locator(
              '.astro-panel .south-chart, .astro-panel .astro-problem, .astro-panel [role=alert]',
            )
            .first()
            .waitFor({ timeout: 20_000 });
          await page.evaluate(() => document.fonts.ready);
          const wide = await page.evaluate(() =>
            Array.from(document.querySelectorAll('body *'))
              .filter(
                (element) =>
                  !element.closest('.astro-table-scroll') &&
                  element.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
              )
              .slice(0, 6)
              .map((element) => `${element.tagName}.${element.className}`),
          );
          const path = `${outDir}/office-chart-${kind}-${language}-${width}.png`;
          await page.locator('.astro-panel').screenshot({ path });
          console.log(path, wide.length > 0 ? `wider than the page: ${wide.join(', ')}` : '');
          const parts = {
            porutham: page.locator('.astro-porutham'),
            bride: page.locator('.astro-person').first(),
            bridegroom: page.locator('.astro-person').nth(1),
            planets: page.locator('.astro-table-scroll').first(),
            dasa: page.locator('.astro-dasa').first(),
            node: page.locator('.astro-node'),
            cast: page.locator('.astro-cast').first(),
          };
          for (const [part, element] of Object.entries(parts)) {
            if ((await element.count()) === 0) continue;
            await page.evaluate(() => window.scrollTo(0, 0));
            const box = await element.boundingBox();
            await page.screenshot({
              path: `${outDir}/office-chart-${kind}-${language}-${width}-${part}.png`,
              fullPage: true,
              clip: { x: 0, y: box.y - 4, width, height: Math.min(box.height + 8, 1100) },
            });
          }
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  portal.stop();
}
