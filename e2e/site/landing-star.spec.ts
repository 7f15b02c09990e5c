import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ANY_WIDTH, chooseLanguage, englishWordsOn, expect, test } from '../fixtures';

/** axe's serious and critical findings inside the star tool's section. */
async function blockingProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#find-your-star').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Opens the star tool on the landing page and asks for a birth at Madurai, 15 January 1990, 06:30. */
async function findStar(
  page: Page,
  words: { open: string; date: RegExp; place: RegExp; madurai: RegExp; submit: string },
) {
  const section = page.locator('#find-your-star');
  await section.getByRole('button', { name: words.open }).click();
  await section.getByLabel(words.date).fill('1990-01-15');
  await section.locator('input[type="time"]').fill('06:30');
  const place = section.getByRole('combobox', { name: words.place });
  await place.pressSequentially('Madu', { delay: 30 });
  await expect(section.getByRole('option', { name: words.madurai }).first()).toBeVisible();
  expect(await blockingProblems(page)).toEqual([]);
  await section.getByRole('option', { name: words.madurai }).first().click();
  await expect(place).toHaveValue(words.madurai);
  await section.getByRole('button', { name: words.submit }).click();
  return section;
}

test('the landing page finds a star, rasi and lagna for Madurai in English', async ({ page }) => {
  await page.goto('/');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const section = await findStar(page, {
    open: 'Find your star',
    date: /Date of birth/,
    place: /Place of birth/,
    madurai: /^Madurai, Tamil Nadu/,
    submit: 'Find my star',
  });
  // The form came as a chunk of its own, fetched when asked for.
  expect(scripts.some((url) => /star-tool-form-.*\.js$/.test(url))).toBe(true);
  await expect(section.getByRole('heading', { name: 'Your star, rasi and lagna' })).toBeFocused();
  await expect(section.getByTestId('star-natchathiram')).toHaveText(/^[A-Z][a-z]+, pada [1-4]/);
  await expect(section.getByTestId('star-rasi')).toHaveText(/^[A-Z][a-z]+ \([A-Z][a-z]+\)$/);
  await expect(section.getByTestId('star-lagna')).toHaveText(/^[A-Z][a-z]+ \([A-Z][a-z]+\)$/);
  await expect(section.getByRole('button', { name: 'Book a Jathagam reading' })).toBeVisible();
  expect(await blockingProblems(page)).toEqual([]);
});

test('the landing page finds a star, rasi and lagna in Tamil', ANY_WIDTH, async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'தமிழ்');
  const section = await findStar(page, {
    open: 'நட்சத்திரத்தை அறியுங்கள்',
    date: /பிறந்த தேதி/,
    place: /பிறந்த இடம்/,
    madurai: /^மதுரை/,
    submit: 'என் நட்சத்திரத்தைக் கண்டறி',
  });
  await expect(section.getByRole('heading', { name: 'உங்கள் நட்சத்திரம், ராசி, லக்னம்' })).toBeFocused();
  await expect(section.getByTestId('star-natchathiram')).toHaveText(
    /^[\u0B80-\u0BFF]+, [1-4]ஆம் பாதம்/,
  );
  await expect(section.getByTestId('star-rasi')).toHaveText(/^[\u0B80-\u0BFF]+$/);
  await expect(section.getByTestId('star-lagna')).toHaveText(/^[\u0B80-\u0BFF]+$/);
  expect(await englishWordsOn(page)).toEqual([]);
});

test('the star tool is not in the landing page’s first scripts', ANY_WIDTH, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Find your star' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /star-tool/.test(url))).toEqual([]);
});

test(
  'a tap on "Find your star" shows it is loading before any of its code arrives',
  ANY_WIDTH,
  async ({ page }) => {
    // The page's code and the tool's held back until let go: a slow phone's seconds, made to wait for the test.
    let letCodeGo = () => undefined as void;
    let letToolGo = () => undefined as void;
    const code = new Promise<void>((resolve) => (letCodeGo = resolve));
    const tool = new Promise<void>((resolve) => (letToolGo = resolve));
    await page.route(/\/assets\/(?!page-starter).*\.js$/, async (route) => {
      await (/star-tool-form-/.test(route.request().url()) ? tool : code);
      await route.continue();
    });
    await page.goto('/');
    const section = page.locator('#find-your-star');
    const open = section.getByRole('button', { name: 'Find your star' });
    await open.click();
    // Held by the page's starter: marked busy, with the turning ring beside its words.
    await expect(open).toHaveAttribute('aria-busy', 'true');
    expect(await open.evaluate((button) => getComputedStyle(button, '::after').animationName)).toBe(
      'busy-ring',
    );
    letCodeGo();
    // The page's code answers the tap; the tool's own code still on its way: it says it is loading.
    await expect(section.getByRole('status')).toHaveText('Loading…');
    letToolGo();
    await expect(section.getByLabel(/Date of birth/)).toBeVisible();
  },
);
