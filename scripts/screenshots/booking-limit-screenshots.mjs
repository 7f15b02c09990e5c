// Screenshots of the booking screen refusing an eleventh unpaid booking (the per-customer limit,
// 429), at 375 and 1280 px, in English and Tamil: the server's message in the toast.
// The portal must be running, with SERVER_LOG naming its output (for the sign-in codes).
// Usage: SERVER_LOG=/tmp/server.log \
//   node scripts/screenshots/booking-limit-screenshots.mjs [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { MAX_UNPAID_BOOKINGS } from '../../packages/contracts/src/constants.ts';
import { portalApi } from './lib/portal-api.mjs';
import { launchChromium, signedInContext } from './lib/signed-in-browser.mjs';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const { signIn, call } = portalApi(baseUrl);

const customer = await signIn(`9${Math.floor(100_000_000 + Math.random() * 899_999_999)}`);
const booking = {
  name: 'Ravi',
  gender: 'male',
  date_of_birth: '1985-11-02',
  birth_time: '14:30',
  birth_place: 'Coimbatore',
  services: [1],
  terms_agreed: true,
};
for (let count = 0; count < MAX_UNPAID_BOOKINGS; count += 1)
  await call(customer.token, 'POST', '/api/appointments', booking);

const labels = {
  english: {
    name: 'Name',
    gender: 'Gender',
    born: 'Date of birth',
    time: 'Exact time',
    place: 'Place of birth',
    next: 'Next',
    phone: 'Phone call',
    agree: 'I agree to the',
    submit: 'Book appointment',
  },
  tamil: {
    name: 'பெயர்',
    gender: 'பாலினம்',
    born: 'பிறந்த தேதி',
    time: 'சரியான நேரம்',
    place: 'பிறந்த இடம்',
    next: 'அடுத்து',
    phone: 'தொலைபேசி அழைப்பு',
    agree: 'நான் ஒப்புக்கொள்கிறேன்:',
    submit: 'முன்பதிவு செய்',
  },
};
const startsWith = (text) => new RegExp(`^${text}`);

const browser = await launchChromium();
try {
  for (const width of [375, 1280]) {
    for (const language of ['english', 'tamil']) {
      const words = labels[language];
      const context = await signedInContext(browser, {
        width,
        height: 900,
        language,
        session: customer,
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/booking?service=1`);
      await page
        .getByRole('textbox', { name: startsWith(words.name) })
        .fill(language === 'tamil' ? 'ரவி' : 'Ravi');
      await page.getByRole('combobox', { name: startsWith(words.gender) }).selectOption('male');
      await page.getByLabel(startsWith(words.born)).fill('1985-11-02');
      await page.getByRole('textbox', { name: words.time }).fill('14:30');
      await page
        .getByRole('textbox', { name: startsWith(words.place) })
        .fill(language === 'tamil' ? 'கோயம்புத்தூர்' : 'Coimbatore');
      await page.getByRole('button', { name: words.next }).click();
      await page.getByRole('radio', { name: startsWith(words.phone) }).check();
      await page.getByRole('checkbox', { name: startsWith(words.agree) }).check();
      await page.getByRole('button', { name: words.submit }).click();
      await page.getByRole('status').or(page.getByRole('alert')).first().waitFor();
      await page.waitForTimeout(300);
      const path = `${outDir}/booking-limit-${language}-${width}.png`;
      await page.screenshot({ path });
      console.log(path);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
