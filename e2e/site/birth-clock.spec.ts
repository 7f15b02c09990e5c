import type { Page } from '@playwright/test';
import { englishWordsOn, expect, signInThroughScreen, test } from '../fixtures';

// A birth in Calcutta before 1949 may be on the city's own clock (+05:53:20) or India's
// (decision 0111): the booking form asks, after the birth time, and sends what is answered.

async function useTamil(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('language', 'tamil');
    document.cookie = 'language=tamil; Path=/';
  });
}

/** Step 1 up to the place, chosen from the suggestions; the labels in the page's language. */
async function calcuttaBirth(
  page: Page,
  words: { name: RegExp; gender: RegExp; date: RegExp; time: string; place: RegExp },
  place: { typed: string; option: RegExp },
) {
  await page.getByRole('textbox', { name: words.name }).fill('Subhas');
  await page.getByRole('combobox', { name: words.gender }).selectOption('male');
  await page.getByLabel(words.date).fill('1940-05-10');
  await page.getByRole('textbox', { name: words.time }).fill('10:00');
  await page.getByRole('combobox', { name: words.place }).fill(place.typed);
  await page.getByRole('option', { name: place.option }).first().click();
}

test.describe('the clock of an old Calcutta birth', () => {
  test('is asked in English, must be answered, and “Calcutta time” books +05:53:20', async ({
    page,
  }) => {
    await signInThroughScreen(page);
    await page.goto('/booking?service=1');
    const question = page.getByRole('group', {
      name: 'Was this birth time on Calcutta time or on India time?',
    });
    await calcuttaBirth(
      page,
      {
        name: /^Name/,
        gender: /^Gender/,
        date: /^Date of birth/,
        time: 'Exact time',
        place: /^Place of birth/,
      },
      { typed: 'Kolkata', option: /^Kolkata, West Bengal/ },
    );
    await expect(question).toBeVisible();
    await expect(question).toContainText('Until 1948 Calcutta kept its own clock (UTC+05:53:20)');
    await expect(question.getByRole('radio', { name: /^India time/ })).toBeVisible();

    // Not answered: the form stops on the question.
    await page.getByRole('button', { name: 'Next' }).click();
    // Said at the field, and linked from the summary of the form's problems.
    await expect(question.getByRole('alert')).toHaveText(
      'Say which clock the birth time was read from.',
    );

    await question.getByRole('radio', { name: /^Calcutta time/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /^Phone call/ }).check();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    const booking = page.waitForRequest(
      (request) => request.url().endsWith('/api/appointments') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Book appointment' }).click();
    const sent = (await booking).postData() ?? '';
    expect(sent).toMatch(/name="birth_utc_offset"\r\n\r\n\+05:53:20\r\n/);
    await expect(page).toHaveURL(/\/payment\/\d+$/);
  });

  test('is asked in Tamil, with Tamil words only, and goes away for a birth in 1950', async ({
    page,
  }) => {
    await signInThroughScreen(page);
    await useTamil(page);
    await page.goto('/booking?service=1');
    await calcuttaBirth(
      page,
      {
        name: /^பெயர்/,
        gender: /^பாலினம்/,
        date: /^பிறந்த தேதி/,
        time: 'சரியான நேரம்',
        place: /^பிறந்த இடம்/,
      },
      { typed: 'Kolkata', option: /^(கொல்கத்தா|Kolkata)/ },
    );
    const question = page.getByRole('group', {
      name: 'இந்தப் பிறந்த நேரம் கல்கத்தா நேரப்படியா, இந்திய நேரப்படியா?',
    });
    await expect(question).toBeVisible();
    await expect(question.getByRole('radio', { name: /^கல்கத்தா நேரம்/ })).toBeVisible();
    await expect(question.getByRole('radio', { name: /^இந்திய நேரம்/ })).toBeVisible();
    expect(await englishWordsOn(page)).toEqual([]);

    await page.getByLabel(/^பிறந்த தேதி/).fill('1950-05-10');
    await expect(question).toBeHidden();
  });
});
