import AxeBuilder from '@axe-core/playwright';
import { AT_THE_DESK, forgetSession, signInThroughScreen, test, expect } from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

// Astrology in the office (decisions 0030 and 0075): the office opens a Marriage Porutham booking
// and sees both charts (rasi and navamsam squares, planet and dasa tables) and the porutham card,
// in English and in Tamil. Each chart also has its bhava square, panchangam, sevvai dosham and
// transits; each porutham its reason.
test(
  'the office sees both charts and the porutham card of a marriage booking',
  AT_THE_DESK,
  async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await signInThroughScreen(page);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const booked = await request.post('/api/appointments', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: 'Kavitha',
        gender: 'female',
        date_of_birth: '1985-11-02',
        birth_time: '14:30',
        birth_place: 'Coimbatore',
        services: [2],
        terms_agreed: true,
        bridegroom_name: 'Arun',
        other_person_agreed: true,
        bridegroom_gender: 'male',
        bridegroom_date_of_birth: '1983-06-14',
        bridegroom_birth_time_type: 'exact',
        bridegroom_birth_time: '06:10',
        bridegroom_birth_place: 'Madurai',
        bridegroom_current_location: 'Chennai',
      },
    });
    expect(booked.status()).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: { id: number } };

    await forgetSession(page);
    await signInThroughScreen(
      page,
      OFFICE_NUMBERS[testInfo.project.name as keyof typeof OFFICE_NUMBERS].charts,
    );
    await page.goto(`/admin/appointments/${appointment.id}`);
    const panel = page.getByRole('region', { name: 'Jathagam and porutham' });
    const card = panel.getByRole('region', { name: 'Marriage porutham' });
    await expect(card).toContainText(/\d+ of 10 matched/);
    await expect(card.getByRole('listitem')).toHaveCount(10);
    await expect(card.locator('.astro-porutham__must')).toHaveCount(2);
    await expect(panel.getByRole('heading', { name: 'Bride: Kavitha' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Bridegroom: Arun' })).toBeVisible();
    await expect(panel.getByRole('img', { name: /^Rasi chart, Kavitha\./ })).toBeVisible();
    await expect(panel.getByRole('img', { name: /^Navamsam, Arun\./ })).toBeVisible();
    // Rasi, navamsam and bhava squares for each (both birth times exact).
    await expect(panel.getByRole('img')).toHaveCount(6);
    await expect(panel.getByRole('img', { name: /^Bhava chart, Kavitha\./ })).toBeVisible();
    await expect(card.locator('.astro-porutham__reason')).toHaveCount(10);
    await expect(card).toContainText(/Bride: [A-Za-z]+, pada \d · Bridegroom: [A-Za-z]+, pada \d/);
    await expect(panel.getByRole('region', { name: 'Panchangam at birth, Kavitha' })).toContainText(
      'Aippasi 17',
    );
    await expect(panel.getByText(/^Sevvai dosham: (yes|no)\./).first()).toBeVisible();
    await expect(
      panel.getByText(/^Transits now \(gocharam\), from the Moon/).first(),
    ).toBeVisible();
    await expect(panel.getByRole('table', { name: 'Planets' })).toHaveCount(2);
    await expect(panel.getByRole('table', { name: 'Dasas' })).toHaveCount(2);
    // How Rahu and Ketu are cast is the office's setting, shown with the charts and named under each
    // (the switch itself is tested without a browser: it changes every chart, and both projects share this database).
    await expect(
      panel.getByRole('group', { name: 'Rahu and Ketu, in every chart' }).getByRole('radio'),
    ).toHaveCount(2);
    await expect(panel.locator('.astro-cast').first()).toContainText(
      /Lahiri ayanamsa \d+° \d\d′, (mean|true) node\./,
    );
    // Nothing wider than the page on a phone: wide tables scroll in their own region.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);

    await page.evaluate(() => localStorage.setItem('language', 'tamil'));
    await page.reload();
    const tamilPanel = page.getByRole('region', { name: 'ஜாதகம், திருமணப் பொருத்தம்' });
    await expect(tamilPanel.getByRole('region', { name: 'திருமணப் பொருத்தம்' })).toContainText(
      /10-க்கு \d+ பொருத்தம்/,
    );
    await expect(tamilPanel.getByRole('heading', { name: 'மணமகள்: Kavitha' })).toBeVisible();
    await expect(tamilPanel.getByRole('img', { name: /^ராசி கட்டம், Kavitha\./ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).include('.astro-panel').analyze();
    expect(results.violations.map((violation) => `${violation.id} (${violation.impact})`)).toEqual(
      [],
    );
  },
);
