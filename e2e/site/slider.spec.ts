import { expect, test, wakePage } from '../fixtures';

test.describe('video testimonials slider', () => {
  test('shows 3 cards on a desktop, steps 320 px every 5 s and wraps around', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'three cards fit only on a wide screen');
    await page.clock.install();
    await page.goto('/');
    // The slider comes alive with the page's code, at the visitor's first touch, key or scroll.
    await wakePage(page);
    const track = page.locator('.slider__track');
    await expect(page.locator('.testimonial-card:not([aria-hidden="true"])')).toHaveCount(3);
    await expect(track).toHaveAttribute('data-index', '0');
    await page.clock.fastForward(5000);
    await expect(track).toHaveAttribute('data-index', '1');
    await expect(track).toHaveAttribute('style', /translateX\(-320px\)/);
    await page.clock.fastForward(5000);
    await expect(track).toHaveAttribute('data-index', '2');
    await page.clock.fastForward(5000);
    await expect(track).toHaveAttribute('data-index', '0');
  });

  test('shows one card on a phone and still wraps around', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'phone width only');
    await page.clock.install();
    await page.goto('/');
    const track = page.locator('.slider__track');
    await expect(page.locator('.testimonial-card:not([aria-hidden="true"])')).toHaveCount(1);
    await page.getByRole('button', { name: 'Previous testimonials' }).tap();
    await expect(track).toHaveAttribute('data-index', '4');
    // The slider waits while focus is inside it; move focus away, as a reader scrolling on would.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.fastForward(5000);
    await expect(track).toHaveAttribute('data-index', '0');
  });

  test('pauses on request and on hover', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'hover needs a pointer');
    await page.clock.install();
    await page.goto('/');
    const track = page.locator('.slider__track');
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Play the slideshow' }).blur();
    await page.clock.fastForward(12_000);
    await expect(track).toHaveAttribute('data-index', '0');
    await page.getByRole('button', { name: 'Play the slideshow' }).click();
    await page.locator('.testimonial-card').first().hover();
    await page.clock.fastForward(12_000);
    await expect(track).toHaveAttribute('data-index', '0');
  });

  test('stands still for a visitor who asks for reduced motion, until they press play', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'three cards fit only on a wide screen');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await wakePage(page);
    const track = page.locator('.slider__track');
    await page.clock.fastForward(12_000);
    await expect(track).toHaveAttribute('data-index', '0');
    await page.getByRole('button', { name: 'Play the slideshow' }).click();
    await page.getByRole('button', { name: 'Pause the slideshow' }).blur();
    await page.mouse.move(0, 0);
    await page.clock.fastForward(5000);
    await expect(track).toHaveAttribute('data-index', '1');
  });

  test('pauses while the keyboard is inside it', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'three cards fit only on a wide screen');
    await page.clock.install();
    await page.goto('/');
    await wakePage(page);
    const track = page.locator('.slider__track');
    await page.getByRole('button', { name: 'Next testimonials' }).focus();
    await page.clock.fastForward(12_000);
    await expect(track).toHaveAttribute('data-index', '0');
  });

  test('plays a testimonial in a modal that Escape closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: "Watch Lakshmi, Chennai's video" }).click();
    const dialog = page.getByRole('dialog', { name: 'Video from Lakshmi, Chennai' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: "Watch Lakshmi, Chennai's video" }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
