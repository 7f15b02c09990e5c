import type { Page } from '@playwright/test';
import { ANY_WIDTH, englishWordsOn, expect, signInThroughScreen, test } from '../fixtures';

async function useTamil(page: Page) {
  await page.evaluate(() => {
    localStorage.setItem('language', 'tamil');
    document.cookie = 'language=tamil; Path=/';
  });
}

const daughter = {
  name: 'மீனா',
  relation: 'daughter',
  gender: 'female',
  date_of_birth: '1996-02-11',
  birth_time_type: 'exact',
  birth_time: '07:10',
  birth_place: 'சேலம்',
  birth_latitude: 11.6643,
  birth_longitude: 78.146,
};
const bridegroom = {
  name: 'கார்த்திக்',
  relation: 'bridegroom',
  gender: 'male',
  date_of_birth: '1992-05-04',
  birth_time_type: 'period',
  birth_time: 'evening',
  birth_place: 'திருச்சி',
  current_location: 'சென்னை',
};

test.describe('saved people', () => {
  test(
    'in Tamil: a booking for a saved daughter and bridegroom saves his change',
    ANY_WIDTH,
    async ({ page, request }) => {
      await signInThroughScreen(page);
      const headers = {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth_token'))}`,
      };
      for (const person of [daughter, bridegroom])
        expect((await request.post('/api/user/people', { headers, data: person })).status()).toBe(
          201,
        );
      await useTamil(page);
      await page.goto('/booking?service=2');
      await page.getByRole('radio', { name: 'மணமகளுடையவை' }).check();

      // Each person comes from the saved people, every birth detail filled in.
      const bride = page.getByRole('region', { name: 'மணமகளின் விவரங்கள்' });
      await bride
        .getByRole('combobox', { name: 'சேமித்த நபரைத் தேர்ந்தெடுங்கள்' })
        .selectOption({ label: 'மீனா (மகள்)' });
      await expect(bride.getByRole('textbox', { name: /^பெயர்/ })).toHaveValue('மீனா');
      await expect(bride.getByLabel(/^பிறந்த தேதி/)).toHaveValue('1996-02-11');
      await expect(bride.getByRole('textbox', { name: 'சரியான நேரம்' })).toHaveValue('07:10');
      await expect(bride.getByRole('combobox', { name: /^பிறந்த இடம்/ })).toHaveValue('சேலம்');
      await expect(bride.getByText(/^பட்டியலிலிருந்து: 11\.66° வ, 78\.15° கி\./)).toBeVisible();

      const groom = page.getByRole('region', { name: 'மணமகனின் விவரங்கள்' });
      await groom
        .getByRole('combobox', { name: 'சேமித்த நபரைத் தேர்ந்தெடுங்கள்' })
        .selectOption({ label: 'கார்த்திக் (மணமகன்)' });
      await expect(groom.getByRole('combobox', { name: /^நேரப் பகுதி/ })).toHaveValue('evening');
      await groom.getByRole('textbox', { name: /^தற்போதைய இருப்பிடம்/ }).fill('பெங்களூரு');
      await groom
        .getByRole('checkbox', { name: 'கார்த்திக் அவர்களின் சேமித்த விவரங்களைப் புதுப்பி' })
        .check();
      await expect(groom.getByRole('combobox', { name: /^இவர் உங்களுக்கு யார்/ })).toHaveValue(
        'bridegroom',
      );
      expect(await englishWordsOn(page)).toEqual([]);
      await page.getByRole('button', { name: 'அடுத்து' }).click();

      await page.getByRole('radio', { name: /^வீடியோ/ }).check();
      await page.locator('#terms_agreed').check();
      await page.locator('#other_person_agreed').check();
      await page.getByRole('button', { name: 'முன்பதிவு செய்' }).click();
      await expect(page).toHaveURL(/\/payment\/\d+$/);
      const number = (await page.locator('.appointment-card__number').textContent())!;

      // The booking holds the details as booked.
      await page.goto('/appointments');
      await page
        .locator('.appointment-card')
        .filter({ hasText: number })
        .getByRole('button', { name: 'விவரங்களைப் பார்' })
        .click();
      const modal = page.getByRole('dialog', { name: `சந்திப்பு ${number}` });
      for (const text of ['மீனா', '1996', 'சேலம்', 'கார்த்திக்', '1992', 'மாலை', 'திருச்சி', 'பெங்களூரு'])
        await expect(modal).toContainText(text);
      await modal.getByRole('button', { name: 'மூடு' }).click();

      // The bridegroom was updated, not copied; the daughter was left as she was.
      const kept = (await (await request.get('/api/user/people', { headers })).json()) as {
        people: { name: string; current_location: string | null }[];
      };
      expect(kept.people.map((person) => [person.name, person.current_location])).toEqual([
        ['கார்த்திக்', 'பெங்களூரு'],
        ['மீனா', null],
      ]);

      // The profile lists them, and one is removed after a second word.
      await page.goto('/profile');
      const people = page.getByRole('region', { name: 'நீங்கள் முன்பதிவு செய்யும் நபர்கள்' });
      await expect(people.getByRole('listitem')).toHaveCount(2);
      await expect(people).toContainText('மகள்');
      await expect(people).toContainText('மணமகன்');
      expect(await englishWordsOn(page)).toEqual([]);
      await people.getByRole('button', { name: 'மீனா அவர்களை நீக்கு' }).click();
      await people.getByRole('button', { name: 'நீக்கு', exact: true }).click();
      await expect(people.getByRole('listitem')).toHaveCount(1);
      await expect(people).not.toContainText('மீனா');
    },
  );
});
