import { expect, test } from '../fixtures';

// The API document (decision 0054): the API's page, Swagger UI from the portal's own files under
// the page's own policy. A refusal by the policy is a console error, which fails the test
// (fixtures.ts).
test('the API page at /api/docs lists every call, all from this server', async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && new URL(url).origin !== new URL(baseURL!).origin)
      elsewhere.push(url);
  });
  await page.goto('/api/docs');
  await expect(
    page.getByRole('heading', { name: /Astrology consultation portal API/ }),
  ).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(await page.locator('.opblock').count()).toBeGreaterThanOrEqual(80);

  const booking = page.locator('#operations-appointments-postAppointments');
  await booking.locator('.opblock-summary-control').click();
  await expect(booking.locator('.opblock-summary-operation-id')).toHaveText('postAppointments');
  await expect(booking.locator('.body-param__example')).toContainText('"terms_agreed": true');
  await booking.locator('.body-param-content-type select').selectOption('multipart/form-data');
  await expect(booking.locator('.opblock-section-request-body')).toContainText('files');
  await expect(booking.locator('.responses-table')).toContainText('AST-2612-0042');
  expect(elsewhere).toEqual([]);
});
