import type { Page } from '@playwright/test';
import {
  bookThroughApi,
  englishWordsOn,
  forgetSession,
  saveLanguageAs,
  signInThroughScreen,
  test,
  expect,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

// What the office met walking the console at 375 and 1280 px (decision 0110): a consultation's
// planet table shows that it scrolls and scrolls from the keyboard on a phone, the astrology runs
// the page's whole width on a desk, and the figures' scale and days read at 12 pixels on a phone.

type Project = 'phone' | 'desktop';

const words = {
  english: {
    panel: 'Jathagam',
    planets: 'Planets, Kavitha',
    hint: 'Scroll sideways to see every column →',
  },
  tamil: {
    panel: 'ஜாதகம்',
    planets: 'கிரக நிலை, Kavitha',
    hint: 'எல்லா நெடுவரிசைகளையும் காணப் பக்கவாட்டில் நகர்த்துங்கள் →',
  },
} as const;

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a consultation's astrology fits the screen it is read on, in English and Tamil", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name as Project;
  await signInThroughScreen(page);
  const booking = await bookThroughApi(page, request, { name: 'Kavitha' });
  await forgetSession(page);
  await signInThroughScreen(page, OFFICE_NUMBERS[project].walk);

  for (const language of ['english', 'tamil'] as const) {
    const w = words[language];
    await saveLanguageAs(page, language);
    await page.goto(`/admin/appointments/${booking.id}`);
    const panel = page.locator('.astro-panel');
    await expect(panel.locator('.south-chart').first()).toBeVisible();
    const planets = page.getByRole('region', { name: w.planets });
    await expect(planets).toBeVisible();
    if (project === 'phone') {
      // Wider than the phone: said above it, shaded at the edge with more, and the arrows scroll it.
      await expect(page.getByText(w.hint).first()).toBeVisible();
      await expect(planets).toHaveAttribute('tabindex', '0');
      await expect(planets.locator('xpath=..')).toHaveClass(/scroll-region--more-after/);
      await planets.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => planets.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await expect(planets.locator('xpath=..')).toHaveClass(/scroll-region--more-before/);
      expect(await noSideScroll(page)).toBe(0);
    } else {
      // The whole width under both columns, not the right one's half.
      const main = await page.locator('main').boundingBox();
      const box = await panel.boundingBox();
      expect(box!.width).toBeGreaterThan(main!.width * 0.9);
      // A desk's width shows the whole table: nothing to scroll, nothing said.
      await expect(page.getByText(w.hint)).toHaveCount(0);
    }
    // The customer's own words (her name, her birth place as typed) stay as they are.
    if (language === 'tamil')
      expect(
        (await englishWordsOn(page)).filter((word) => !['Kavitha', 'Coimbatore'].includes(word)),
      ).toEqual([]);
    await panel.screenshot({ path: testInfo.outputPath(`astrology-${language}-${project}.png`) });
  }
});

test("the figures' scale and days read at 12 pixels or more", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const project = testInfo.project.name as Project;
  await signInThroughScreen(page, OFFICE_NUMBERS[project].walkFigures);
  for (const language of ['english', 'tamil'] as const) {
    await saveLanguageAs(page, language);
    await page.goto('/admin/figures');
    const chart = page.locator('.figures-chart svg').first();
    await expect(chart).toBeVisible();
    // The size each word is drawn at on the screen: its font size times the drawing's scale.
    const sizes = await chart.evaluate((svg: SVGSVGElement) => {
      const scale = svg.getScreenCTM()!.a;
      return Array.from(svg.querySelectorAll('text')).map(
        (text) => parseFloat(getComputedStyle(text).fontSize) * scale,
      );
    });
    expect(sizes.length).toBeGreaterThan(5);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    expect(await noSideScroll(page)).toBe(0);
    await page
      .locator('.figures-charts')
      .screenshot({ path: testInfo.outputPath(`figures-charts-${language}-${project}.png`) });
  }
});
