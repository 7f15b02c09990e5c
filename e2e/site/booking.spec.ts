import type { Page } from '@playwright/test';
import {
  ANY_WIDTH,
  choosePlace,
  fieldError,
  englishWordsOn,
  expect,
  signInThroughScreen,
  test,
} from '../fixtures';

const jpg = {
  name: 'ஜாதகம்.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]),
};
const pdf = {
  name: 'கட்டம்.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 7)]),
};
const program = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(3000, 7)]),
};

async function useTamil(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('language', 'tamil');
    document.cookie = 'language=tamil; Path=/';
  });
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.toast').filter({ hasText: text });

/** Fills step 1 of a Jathagam or Prasanam booking (English) and goes on to step 2. */
async function fillStepOne(page: Page) {
  await page.getByRole('textbox', { name: /^Name/ }).fill('Ravi');
  await page.getByRole('combobox', { name: /^Gender/ }).selectOption('male');
  await page.getByLabel(/^Date of birth/).fill('1985-11-02');
  await page.getByRole('textbox', { name: 'Exact time' }).fill('14:30');
  await choosePlace(
    page.getByRole('combobox', { name: /^Place of birth/ }),
    'Coimbatore',
    'Coimbatore, Tamil Nadu, India',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /^Phone call/ }).check();
}

test.describe('booking', () => {
  test('in Tamil: a Marriage Porutham booking with two files goes to payment', async ({ page }) => {
    await test.step('opens the booking form in Tamil', async () => {
      await signInThroughScreen(page);
      await useTamil(page);
      await page.goto('/booking?service=2');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'ஆலோசனைக்கு முன்பதிவு செய்யுங்கள்',
      );
    });

    await test.step("fills in the bride's details, her town from the list", async () => {
      // Step 1, Bio Data: the customer says the bride's details come first (her gender follows), then
      // the bridegroom's, the files.
      await expect(page.getByRole('region', { name: 'முதல் நபரின் விவரங்கள்' })).toBeVisible();
      await page.getByRole('radio', { name: 'மணமகளுடையவை' }).check();
      const bride = page.getByRole('region', { name: 'மணமகளின் விவரங்கள்' });
      await bride.getByRole('textbox', { name: /^பெயர்/ }).fill('லக்ஷ்மி');
      await expect(bride).toContainText('பாலினம்: பெண்');
      await bride.getByLabel(/^பிறந்த தேதி/).fill('1994-03-12');
      await bride.getByRole('radio', { name: 'நேரப் பகுதி' }).check();
      await bride
        .getByRole('combobox', { name: /^நேரப் பகுதி/ })
        .selectOption({ label: 'அதிகாலை (காலை 4-6)' });
      // Typed but not chosen, the place is refused before step 2 (decision 0109): below.
      await bride.getByRole('combobox', { name: /^பிறந்த இடம்/ }).fill('மதுரை');
      await expect(bride.getByRole('option', { name: 'மதுரை, தமிழ்நாடு, இந்தியா' })).toBeVisible();
      await bride.getByRole('combobox', { name: /^பிறந்த இடம்/ }).press('Escape');
      await expect(bride.getByRole('listbox')).toBeHidden();
    });

    await test.step("fills in the bridegroom's details, his town from the list", async () => {
      const groom = page.getByRole('region', { name: 'மணமகனின் விவரங்கள்' });
      await expect(groom).toContainText('பாலினம்: ஆண்');
      await groom.getByRole('textbox', { name: /^பெயர்/ }).fill('கார்த்திக்');
      await groom.getByLabel(/^பிறந்த தேதி/).fill('1990-07-01');
      // His town chosen from the suggestions: the chart will be cast where it lies.
      await groom.getByRole('combobox', { name: /^பிறந்த இடம்/ }).fill('திருச்சி');
      await groom.getByRole('option', { name: /^திருச்சிராப்பள்ளி, தமிழ்நாடு/ }).click();
      await expect(groom.getByRole('combobox', { name: /^பிறந்த இடம்/ })).toHaveValue(
        'திருச்சிராப்பள்ளி, தமிழ்நாடு, இந்தியா',
      );
      await expect(groom.getByText(/^பட்டியலிலிருந்து: 10\.\d\d° வ, 78\.\d\d° கி\./)).toBeVisible();

      // His current location may be left out, like the customer's own (decision 0078): it is given
      // here.
      await expect(groom.getByText('பிறந்த இடமே என்றால் காலியாக விடுங்கள்.')).toBeVisible();
      await groom.getByRole('textbox', { name: /^தற்போதைய இருப்பிடம்/ }).fill('சென்னை');
    });

    await test.step('refuses a program and keeps the two files chosen', async () => {
      const fileInput = page.locator('input[type=file]');
      await fileInput.setInputFiles([jpg, program]);
      await expect(
        page.getByText('தவறான கோப்பு வகை. JPG, PNG, PDF கோப்புகள் மட்டுமே அனுமதிக்கப்படும்.').first(),
      ).toBeVisible();
      await fileInput.setInputFiles([pdf, { ...jpg, name: 'வேண்டாம்.jpg' }]);
      await page.getByRole('button', { name: 'வேண்டாம்.jpg கோப்பை நீக்கு' }).click();
      await expect(page.locator('.file-list__name')).toHaveText(['ஜாதகம்.jpg', 'கட்டம்.pdf']);
      expect(await englishWordsOn(page)).toEqual([]);
      await page.getByRole('button', { name: 'அடுத்து' }).click();
    });

    await test.step("refuses the bride's town typed but not chosen, before step 2", async () => {
      const bride = page.getByRole('region', { name: 'மணமகளின் விவரங்கள்' });
      const place = bride.getByRole('combobox', { name: /^பிறந்த இடம்/ });
      await expect(
        bride.getByText(
          'தட்டச்சு செய்யும்போது வரும் பட்டியலிலிருந்து இடத்தைத் தேர்ந்தெடுங்கள், அல்லது அதன் அட்சரேகை, தீர்க்கரேகையைத் தாருங்கள்.',
        ),
      ).toBeVisible();
      await expect(place).toBeFocused();
      await expect(page.getByRole('heading', { name: /சேவை மற்றும் கட்டணம்/ })).toHaveCount(0);
      await choosePlace(place, 'மதுரை', 'மதுரை, தமிழ்நாடு, இந்தியா');
      await page.getByRole('button', { name: 'அடுத்து' }).click();
    });

    await test.step('asks for the terms and the mode, then books at the GST price', async () => {
      // Step 2, Service and Payment: the price from India's pricing, GST added.
      await expect(page.getByRole('heading', { name: /சேவை மற்றும் கட்டணம்/ })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /திருமணப் பொருத்தம்/ })).toBeChecked();
      await expect(page.getByTestId('booking-total')).toHaveText('₹1,652.00');
      await page.getByRole('button', { name: 'முன்பதிவு செய்' }).click();
      await expect(
        page.getByText('விதிமுறைகள் மற்றும் நிபந்தனைகளை ஏற்றுக்கொள்ளுங்கள்').first(),
      ).toBeVisible();
      await expect(page.getByText('ஆலோசனை முறையைத் தேர்ந்தெடுங்கள்.').first()).toBeVisible();
      await page.getByRole('radio', { name: /^வீடியோ/ }).check();
      await page.locator('#terms_agreed').check();
      // The bridegroom's details are given for him: the customer confirms he agreed (decision 0100).
      await page
        .getByRole('checkbox', { name: /இங்கே நான் விவரங்களைத் தரும் அனைவருக்கும் இது தெரியும்/ })
        .check();
      expect(await englishWordsOn(page)).toEqual([]);
      await page.getByRole('button', { name: 'முன்பதிவு செய்' }).click();
    });

    const number = await test.step("goes to payment with the booking's number", async () => {
      await expect(page).toHaveURL(/\/payment\/\d+$/);
      await expect(page.getByTestId('appointment-total')).toHaveText('₹1,652.00');
      const number = (await page.locator('.appointment-card__number').textContent())!;
      expect(number).toMatch(/^AST-\d{4}-\d{4,}$/);
      return number;
    });

    const card = await test.step('lists the booking as pending, with Pay now', async () => {
      await page.goto('/appointments');
      const card = page.locator('.appointment-card').filter({ hasText: number });
      await expect(card).toContainText('திருமணப் பொருத்தம்');
      await expect(card).toContainText('₹1,652.00');
      await expect(card).toContainText('நிலுவையில்');
      await expect(card.getByRole('link', { name: 'இப்போதே செலுத்துங்கள்' })).toHaveAttribute(
        'href',
        /\/payment\/\d+$/,
      );
      expect(await englishWordsOn(page)).toEqual([]);
      return card;
    });

    await test.step('shows every detail and file of the booking', async () => {
      await card.getByRole('button', { name: 'விவரங்களைப் பார்' }).click();
      const modal = page.getByRole('dialog', { name: `சந்திப்பு ${number}` });
      for (const text of [
        'லக்ஷ்மி',
        'பெண்',
        '1994',
        'அதிகாலை (காலை 4-6)',
        'மதுரை',
        'இந்தியா',
        'கார்த்திக்',
        'ஆண்',
        '1990',
        'திருச்சி',
        'சென்னை',
        'ஜாதகம்.jpg',
        'கட்டம்.pdf',
        'திருமணப் பொருத்தம்',
        '₹1,652.00',
        'இன்னும் நேரம் தேர்ந்தெடுக்கப்படவில்லை',
      ]) {
        await expect(modal).toContainText(text);
      }
      // Current location defaults to the place of birth.
      await expect(
        modal.locator('dt', { hasText: 'தற்போதைய இருப்பிடம்' }).first().locator('+ dd'),
      ).toHaveText('மதுரை, தமிழ்நாடு, இந்தியா');
      expect(await englishWordsOn(page)).toEqual([]);
      await modal.getByRole('button', { name: 'மூடு' }).click();
      await expect(modal).toBeHidden();
    });
  });

  test(
    'a bridegroom adding Marriage Porutham at step 2 is asked whose details he typed',
    ANY_WIDTH,
    async ({ page }) => {
      await signInThroughScreen(page);
      await page.goto('/booking?service=1');
      await fillStepOne(page);
      await page.getByRole('checkbox', { name: /Marriage Porutham/ }).check();
      await page.getByRole('radio', { name: /^Phone call/ }).check();
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await page.getByRole('button', { name: 'Book appointment' }).click();

      // Back on step 1: nothing was relabelled; the form asks.
      await expect(
        fieldError(page, "Please say whose details these are: the bride's or the bridegroom's."),
      ).toBeVisible();
      const first = page.getByRole('region', { name: "First person's details" });
      await expect(first.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ravi');
      await page.getByRole('radio', { name: "The bridegroom's" }).check();
      const groom = page.getByRole('region', { name: "Bridegroom's details" });
      await expect(groom.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ravi');
      await expect(groom).toContainText('Gender: Male');
      await expect(groom.getByLabel(/^Date of birth/)).toHaveValue('1985-11-02');
      await groom.getByRole('textbox', { name: /^Current location/ }).fill('Chennai');

      const bride = page.getByRole('region', { name: "Bride's details" });
      await expect(bride).toContainText('Gender: Female');
      await bride.getByRole('textbox', { name: /^Name/ }).fill('Meena');
      await bride.getByLabel(/^Date of birth/).fill('1992-04-10');
      await bride.getByRole('textbox', { name: 'Exact time' }).fill('06:15');
      await choosePlace(
        bride.getByRole('combobox', { name: /^Place of birth/ }),
        'Madurai',
        'Madurai, Tamil Nadu, India',
      );
      await bride.getByRole('textbox', { name: /^Father's name/ }).fill('Sundaram');
      await page.getByRole('button', { name: 'Next' }).click();
      await page
        .getByRole('checkbox', { name: /whose details I give here knows of it and agrees/ })
        .check();
      await page.getByRole('button', { name: 'Book appointment' }).click();
      await expect(page).toHaveURL(/\/payment\/\d+$/);

      // The booking keeps the request's shape (decision 0024): the bride as the main person, Ravi
      // as the bridegroom.
      const number = (await page.locator('.appointment-card__number').textContent())!;
      await page.goto('/appointments');
      await page
        .locator('.appointment-card')
        .filter({ hasText: number })
        .getByRole('button', { name: 'View details' })
        .click();
      const modal = page.getByRole('dialog', { name: `Appointment ${number}` });
      await expect(
        modal
          .locator('dt', { hasText: /^Name$/ })
          .first()
          .locator('+ dd'),
      ).toHaveText('Meena');
      await expect(modal.locator('dt', { hasText: "Father's name" }).locator('+ dd')).toHaveText(
        'Sundaram',
      );
      await expect(
        modal
          .locator('dt', { hasText: /^Name$/ })
          .nth(1)
          .locator('+ dd'),
      ).toHaveText('Ravi');
      await expect(
        modal.locator('dt', { hasText: 'Current location' }).nth(1).locator('+ dd'),
      ).toHaveText('Chennai');
    },
  );

  test(
    'refuses a place typed but never chosen before step 2, and takes it once chosen',
    ANY_WIDTH,
    async ({ page }, testInfo) => {
      await signInThroughScreen(page);
      await page.goto('/booking?service=1');
      await page.getByRole('textbox', { name: /^Name/ }).fill('Ravi');
      await page.getByRole('combobox', { name: /^Gender/ }).selectOption('male');
      await page.getByLabel(/^Date of birth/).fill('1985-11-02');
      await page.getByRole('textbox', { name: 'Exact time' }).fill('14:30');
      const place = page.getByRole('combobox', { name: /^Place of birth/ });
      await place.fill('Xyzzyville');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(
        page.locator('.form-field__error').filter({
          hasText:
            'Choose the place from the list as you type, or give its latitude and longitude.',
        }),
      ).toBeVisible();
      await expect(place).toBeFocused();
      await expect(page.getByRole('radio', { name: /^Phone call/ })).toHaveCount(0);
      await page.screenshot({
        path: testInfo.outputPath(`booking-place-refused-english-${testInfo.project.name}.png`),
        fullPage: true,
      });
      await choosePlace(place, 'Coimbatore', 'Coimbatore, Tamil Nadu, India');
      await expect(page.getByText(/^From the list: 11\.\d\d° N, 76\.\d\d° E/)).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('radio', { name: /^Phone call/ })).toBeVisible();
    },
  );

  test(
    'a birth place given by latitude and longitude gives the star cast there',
    ANY_WIDTH,
    async ({ page }) => {
      await signInThroughScreen(page);
      await page.goto('/booking?service=1');
      await page.getByRole('textbox', { name: /^Name/ }).fill('Selvi');
      await page.getByRole('combobox', { name: /^Gender/ }).selectOption('female');
      await page.getByLabel(/^Date of birth/).fill('1990-03-14');
      await page.getByRole('textbox', { name: 'Exact time' }).fill('05:40');
      const place = page.getByRole('combobox', { name: /^Place of birth/ });
      await place.fill('Thirupanandal Pudur');
      await expect(
        page.getByRole('status').filter({ hasText: 'No place found with that name.' }),
      ).toBeAttached();
      await page
        .getByRole('button', {
          name: 'My place is not in the list: give its latitude and longitude',
        })
        .click();
      // Left empty, the form asks for them; a comma is taken for the decimal point.
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(
        fieldError(
          page,
          'Enter a latitude between -90 and 90 degrees (the poles themselves are not taken).',
        ),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Latitude/ })).toBeFocused();
      await page.getByRole('textbox', { name: /^Latitude/ }).fill('11,13');
      await page.getByRole('textbox', { name: /^Longitude/ }).fill('79.55');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: /^Phone call/ }).check();
      await page.locator('#terms_agreed').check();
      await page.getByRole('button', { name: 'Book appointment' }).click();
      await expect(page).toHaveURL(/\/payment\/\d+$/);
      const number = (await page.locator('.appointment-card__number').textContent())!;
      await page.goto('/appointments');
      await page
        .locator('.appointment-card')
        .filter({ hasText: number })
        .getByRole('button', { name: 'View details' })
        .click();
      const modal = page.getByRole('dialog', { name: `Appointment ${number}` });
      await expect(
        modal.locator('dt', { hasText: 'Place of birth' }).first().locator('+ dd'),
      ).toHaveText('Thirupanandal Pudur');
      // The star is cast at the coordinates given: a place no gazetteer knows still has its chart.
      await expect(
        modal.locator('dt', { hasText: 'Star (natchathiram)' }).locator('+ dd'),
      ).toHaveText(/^\S.*, pada [1-4]$/);
      await expect(modal.locator('dt', { hasText: 'Lagna' }).locator('+ dd')).not.toHaveText(
        'Needs the exact birth time',
      );
    },
  );

  test(
    'Prasanam alone may leave out the birth time, which reads "Not given"',
    ANY_WIDTH,
    async ({ page }) => {
      await signInThroughScreen(page);
      await page.goto('/home');
      await expect(page.getByText(/read from the moment you ask it/).first()).toBeVisible();
      await page.goto('/booking?service=3');
      await expect(
        page.getByText(
          'Not needed for Prasanam: it is read from the moment you ask. Leave it empty if you do not know it.',
        ),
      ).toBeVisible();
      await page.getByRole('textbox', { name: /^Name/ }).fill('Ravi');
      await page.getByRole('combobox', { name: /^Gender/ }).selectOption('male');
      await page.getByLabel(/^Date of birth/).fill('1985-11-02');
      await page.getByRole('combobox', { name: /^Place of birth/ }).fill('Coimbatore');
      await page
        .getByRole('textbox', { name: /^Your question/ })
        .fill('Will the house sale go through this year?');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: /^Phone call/ }).check();
      await page.getByRole('checkbox', { name: /I agree to the/ }).check();
      await page.getByRole('button', { name: 'Book appointment' }).click();
      await expect(page).toHaveURL(/\/payment\/\d+$/);
      const number = (await page.locator('.appointment-card__number').textContent())!;
      await page.goto('/appointments');
      await page
        .locator('.appointment-card')
        .filter({ hasText: number })
        .getByRole('button', { name: 'View details' })
        .click();
      const modal = page.getByRole('dialog', { name: `Appointment ${number}` });
      await expect(modal.locator('dt', { hasText: 'Time of birth' }).locator('+ dd')).toHaveText(
        'Not given',
      );

      // With Jathagam beside it, the chart needs the time again.
      await page.goto('/booking?service=3');
      await expect(page.getByText('Not needed for Prasanam', { exact: false })).toBeVisible();
      await page.goto('/booking?service=1');
      await expect(page.getByText('Not needed for Prasanam', { exact: false })).toHaveCount(0);
    },
  );

  test(
    'a new customer sees the empty state; a booking with no known service goes home',
    ANY_WIDTH,
    async ({ page }) => {
      await signInThroughScreen(page);
      await page.goto('/appointments');
      await expect(page.getByText('You have no appointments yet.')).toBeVisible();
      await page.getByRole('link', { name: 'Book your first appointment' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await page.goto('/booking?service=99');
      await expect(toast(page, 'Service not found. Please choose a service.')).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);
    },
  );

  test.describe(() => {
    test.use({ allowConsoleErrors: [/status of 400/] });
    test(
      'English: step 1 shows every problem at once, and the server’s refusal',
      ANY_WIDTH,
      async ({ page }) => {
        await signInThroughScreen(page);
        await page.goto('/booking?service=1');
        await page.getByRole('button', { name: 'Next' }).click();
        for (const message of [
          'Please enter your name.',
          'Please choose a gender.',
          'Please enter a valid date of birth.',
          'Please enter the exact birth time.',
          'Please enter the place of birth.',
        ]) {
          await expect(fieldError(page, message)).toBeVisible();
        }
        await expect(page.getByRole('region', { name: "Bridegroom's details" })).toHaveCount(0);
        await fillStepOne(page);
        await page
          .getByRole('combobox', { name: /^Country you live in/ })
          .selectOption({ label: 'United States' });
        await expect(page.locator('.price-summary')).toContainText(
          'International payment processing (3%)',
        );
        await page.getByRole('checkbox', { name: /I agree to the/ }).check();

        await page.route(
          '/api/appointments',
          (route) =>
            route.fulfill({
              status: 400,
              json: {
                success: false,
                error: 'Please check the highlighted fields and try again.',
                code: 'VALIDATION_FAILED',
                fields: { birth_place: 'Please enter the place of birth.' },
              },
            }),
          { times: 1 },
        );
        await page.getByRole('button', { name: 'Book appointment' }).click();
        await expect(
          toast(page, 'Please check the highlighted fields and try again.'),
        ).toBeVisible();
        await expect(page.getByRole('combobox', { name: /^Place of birth/ })).toBeVisible();
        await expect(fieldError(page, 'Please enter the place of birth.')).toBeVisible();
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByRole('button', { name: 'Book appointment' })).toBeEnabled();
        await page.getByRole('button', { name: 'Book appointment' }).click();
        await expect(page).toHaveURL(/\/payment\/\d+$/);
      },
    );
  });

  test.describe(() => {
    test.use({ allowConsoleErrors: [/Failed to load resource/] });

    test(
      'countries and pricing failing: the static countries and the listed prices stand',
      ANY_WIDTH,
      async ({ page }) => {
        await signInThroughScreen(page);
        await page.route('/api/countries', (route) => route.abort());
        await page.route('/api/countries/pricing', (route) =>
          route.fulfill({
            status: 500,
            json: { success: false, error: 'down', code: 'INTERNAL_ERROR' },
          }),
        );
        await page.goto('/booking?service=3');
        await fillStepOne(page);
        await expect(
          page.getByRole('combobox', { name: /^Country you live in/ }).locator('option'),
        ).toHaveText(['India', 'Other countries']);
        await expect(page.getByTestId('booking-total')).toHaveText('₹300.00');
        await expect(
          page.getByText('Listed prices are shown; the final amount is worked out when you book.'),
        ).toBeVisible();
      },
    );

    for (const [status, headers] of [
      [401, {}],
      [302, { location: '/login' }],
    ] as const) {
      test(
        `a ${status} on booking ends the session: "Session expired" and the sign-in screen`,
        ANY_WIDTH,
        async ({ page }) => {
          await signInThroughScreen(page);
          await page.goto('/booking?service=1');
          await fillStepOne(page);
          await page.getByRole('checkbox', { name: /I agree to the/ }).check();
          await page.route('/api/appointments', (route) =>
            route.fulfill({
              status,
              headers,
              json: {
                success: false,
                error: 'Authentication required. Please log in again.',
                code: 'UNAUTHENTICATED',
              },
            }),
          );
          await page.getByRole('button', { name: 'Book appointment' }).click();
          await expect(toast(page, 'Session expired. Please login again.')).toBeVisible();
          await expect(page).toHaveURL(/\/login$/);
          expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
        },
      );
    }

    test(
      'a failed list says "Failed to load appointments" and can try again',
      ANY_WIDTH,
      async ({ page }) => {
        await signInThroughScreen(page);
        // Every call for the list fails until the customer tries again (home asks for the list too,
        // so a count of failures would race it).
        let failing = true;
        await page.route('/api/appointments', (route) =>
          failing ? route.abort() : route.continue(),
        );
        await page.goto('/appointments');
        await expect(page.getByText('Failed to load appointments')).toBeVisible();
        failing = false;
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(page.getByText('You have no appointments yet.')).toBeVisible();
      },
    );
  });
});
