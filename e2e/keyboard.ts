import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Whether the element has the keyboard's focus. */
const focused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (Shift+Tab going back) until the target has the focus, as a keyboard user moves
 * through a screen, and checks it is in view and drawn with its focus ring there (WCAG 2.4.7,
 * 2.4.11). Fails when it is not reached within `most` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, most = 60 }: { back?: boolean; most?: number } = {},
) {
  await expect(target).toBeAttached();
  for (let presses = 0; !(await focused(target)); presses += 1) {
    if (presses === most) throw new Error(`${target.toString()} not reached in ${most} presses`);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expectFocusShown(target);
}

/** The element has the focus, is in view, and shows a focus ring. */
export async function expectFocusShown(target: Locator) {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  expect(
    await target.evaluate((element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    }),
    `${target.toString()} shows a focus ring`,
  ).toBe(true);
}

/** Presses an arrow key in a radio group until the radio is checked. */
export async function arrowTo(page: Page, radio: Locator, key = 'ArrowDown', most = 8) {
  for (let presses = 0; !(await radio.isChecked()); presses += 1) {
    if (presses === most) throw new Error(`${radio.toString()} not reached with ${key}`);
    await page.keyboard.press(key);
  }
}
