import type { TestInfo } from '@playwright/test';
import { addDays, todayInIndia } from '@portal/contracts';
import { expect, signInThroughScreen, test } from '../fixtures';
import { arrowTo, expectFocusShown, tabTo } from '../keyboard';

/** A working day of the test's own ahead in India (Sundays are closed), a new one on a retry. */
function workingDayAhead(testInfo: TestInfo): string {
  const phone = testInfo.project.name === 'phone';
  let day = addDays(todayInIndia(), (phone ? 11 : 12) + 4 * testInfo.retry);
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  return day;
}

test('a whole booking is made with the keyboard alone, each step starting at its heading', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInThroughScreen(page);
  // The focus is where a keyboard user has it after signing in: on the page, before its first control.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await test.step('Book Jathagam Reading from the home screen: the form starts at its heading', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Book Jathagam Reading' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/booking\?service=1$/);
    await expectFocusShown(page.getByRole('heading', { level: 1, name: 'Book a consultation' }));
  });

  await test.step('step 1, typed: name, gender, date and time of birth, the place from the list', async () => {
    await tabTo(page, page.getByRole('textbox', { name: /^Name/ }));
    await page.keyboard.type('Ravi');
    await tabTo(page, page.getByRole('combobox', { name: /^Gender/ }));
    await page.keyboard.type('Male');
    await expect(page.getByRole('combobox', { name: /^Gender/ })).toHaveValue('male');
    await tabTo(page, page.getByLabel(/^Date of birth/));
    await page.keyboard.type('11021985');
    await expect(page.getByLabel(/^Date of birth/)).toHaveValue('1985-11-02');
    await tabTo(page, page.getByRole('textbox', { name: 'Exact time' }));
    await page.keyboard.type('14:30');
    const place = page.getByRole('combobox', { name: /^Place of birth/ });
    await tabTo(page, place);
    await page.keyboard.type('Coimbatore');
    await expect(
      page.getByRole('listbox').getByRole('option', { name: /^Coimbatore, Tamil Nadu/ }),
    ).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(place).toHaveValue(/^Coimbatore, Tamil Nadu/);
  });

  await test.step('Next takes the focus to step 2’s heading, not the button pressed', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await expectFocusShown(
      page.getByRole('heading', { level: 2, name: 'Step 2 of 2: Service and Payment' }),
    );
  });

  await test.step('step 2: at the office, the terms agreed with Space, booked with Enter', async () => {
    const atTheOffice = page.getByRole('radio', { name: /^At the office/ });
    await tabTo(
      page,
      page.getByRole('radio', { name: /^(At the office|Phone call|Video call)/ }).first(),
    );
    await arrowTo(page, atTheOffice);
    await tabTo(page, page.locator('#terms_agreed'));
    await page.keyboard.press('Space');
    await expect(page.locator('#terms_agreed')).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Book appointment' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment\/\d+$/);
    await expectFocusShown(page.getByRole('heading', { level: 1, name: 'Payment' }));
  });

  await test.step('cash at the office, chosen with the arrows, goes on to the time', async () => {
    await tabTo(page, page.getByRole('radio', { name: /Pay online|Pay in cash/ }).first());
    await arrowTo(page, page.getByRole('radio', { name: /^Pay in cash/ }));
    await tabTo(page, page.getByRole('button', { name: 'Confirm cash payment' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/select-slot\/\d+$/);
    await expectFocusShown(page.getByRole('heading', { level: 1, name: 'Choose a slot' }));
  });

  await test.step('the day typed, the slot grid is one Tab stop the arrows move in', async () => {
    const date = page.getByLabel('Date', { exact: true });
    await tabTo(page, date);
    const [year, month, day] = workingDayAhead(testInfo).split('-');
    await page.keyboard.type(`${month}${day}${year}`);
    await page.keyboard.press('Enter');
    const grid = page.getByRole('radiogroup', { name: /Slots of the chosen day/ });
    const free = grid.getByRole('radio', { disabled: false });
    await expect(free.first()).toBeVisible();
    // Into the grid: the first free slot, nothing chosen yet.
    await tabTo(page, free.first());
    await expect(free.first()).toHaveAttribute('aria-checked', 'false');
    // Right goes to the next free slot and chooses it; Down goes a row down; Home back to the first.
    await page.keyboard.press('ArrowRight');
    await expectFocusShown(free.nth(1));
    await expect(free.nth(1)).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowDown');
    const belowRight = page.locator('.slot-card:focus');
    await expect(belowRight).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Home');
    await expectFocusShown(free.first());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(free.nth(2)).toBeFocused();
    const chosen = (await free.nth(2).locator('.slot-card__time').innerText()).trim();
    // The grid is one Tab stop: the next Tab leaves it for the confirmation.
    await page.keyboard.press('Tab');
    const confirm = page.getByRole('button', { name: 'Confirm slot' });
    await expectFocusShown(confirm);
    await page.keyboard.press('Enter');
    await expect(page.locator('.toast').filter({ hasText: 'Slot confirmed' })).toBeVisible();
    await expect(page).toHaveURL(/\/appointments$/, { timeout: 5000 });
    await expectFocusShown(page.getByRole('heading', { level: 1, name: 'My Appointments' }));
    await expect(page.locator('.appointment-card').first()).toContainText(chosen);
  });
});
