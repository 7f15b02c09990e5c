import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { addDays, todayInIndia, webAppPaths, type WebAppPath } from '@portal/contracts';
import {
  bookThroughApi,
  expect,
  forgetSession,
  payThroughTestGateway,
  saveLanguageAs,
  signInThroughScreen,
  test,
} from '../fixtures';
import { OFFICE_NUMBERS } from '../office-numbers';

/**
 * Every screen of the portal, customer's and office's, in both languages at a phone's width,
 * checked by axe against WCAG 2.2 AA (decision 0108). One signed-in page per role goes from
 * screen to screen, so the sweep costs a page load and an analysis per screen, not a sign-in.
 */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Who = 'visitor' | 'customer' | 'office';

/** The records the screens with a parameter are opened at, made by each role's test. */
interface Records {
  unpaid: number;
  paidWithoutTime: number;
  scheduled: number;
  receipt: number;
  creditNote: number;
  customer: number;
}

interface Screen {
  who: Who;
  /** The address to open, from the records made. */
  at: (records: Records) => string;
}

const fixed = (who: Who, path: string): Screen => ({ who, at: () => path });

/**
 * Where each of the web app's routes is opened and by whom. Typed by the router's own list of
 * paths (packages/contracts web-routes.ts, which the route table takes its paths from: router.test.tsx),
 * so a new route fails the typecheck and the test below until it is swept too.
 */
const screens: Record<WebAppPath, Screen> = {
  '/': fixed('visitor', '/'),
  '/landing': fixed('visitor', '/landing'),
  '/login': fixed('visitor', '/login'),
  '/terms': fixed('visitor', '/terms'),
  '/refund-policy': fixed('visitor', '/refund-policy'),
  '/contact': fixed('visitor', '/contact'),
  '/privacy': fixed('visitor', '/privacy'),
  '/unsubscribe': fixed('visitor', '/unsubscribe'),
  // A link with no token: the page says the link does not work.
  '/confirm-email': fixed('visitor', '/confirm-email'),
  '/home': fixed('customer', '/home'),
  '/booking': fixed('customer', '/booking?service=1'),
  '/payment/success': {
    who: 'customer',
    at: ({ paidWithoutTime }) => `/payment/success?appointment_id=${paidWithoutTime}`,
  },
  '/payment/:appointmentId': { who: 'customer', at: ({ unpaid }) => `/payment/${unpaid}` },
  '/select-slot/:appointmentId': {
    who: 'customer',
    at: ({ paidWithoutTime }) => `/select-slot/${paidWithoutTime}`,
  },
  '/reschedule/:appointmentId': {
    who: 'customer',
    at: ({ scheduled }) => `/reschedule/${scheduled}`,
  },
  '/appointments': fixed('customer', '/appointments'),
  '/receipts/payment/:paymentId': {
    who: 'customer',
    at: ({ receipt }) => `/receipts/payment/${receipt}`,
  },
  '/receipts/refund/:refundId': {
    who: 'customer',
    at: ({ creditNote }) => `/receipts/refund/${creditNote}`,
  },
  '/profile': fixed('customer', '/profile'),
  '/admin': fixed('office', '/admin'),
  '/admin/appointments/:appointmentId': {
    who: 'office',
    at: ({ scheduled }) => `/admin/appointments/${scheduled}`,
  },
  '/admin/schedule': fixed('office', '/admin/schedule'),
  '/admin/astrologers': fixed('office', '/admin/astrologers'),
  '/admin/services': fixed('office', '/admin/services'),
  '/admin/content': fixed('office', '/admin/content'),
  '/admin/activity': fixed('office', '/admin/activity'),
  '/admin/messages': fixed('office', '/admin/messages'),
  '/admin/staff': fixed('office', '/admin/staff'),
  '/admin/book': fixed('office', '/admin/book'),
  '/admin/customers': fixed('office', '/admin/customers'),
  '/admin/customers/:customerId': {
    who: 'office',
    at: ({ customer }) => `/admin/customers/${customer}`,
  },
  '/admin/cash': fixed('office', '/admin/cash'),
  '/admin/figures': fixed('office', '/admin/figures'),
  '/admin/exports': fixed('office', '/admin/exports'),
  '/admin/requests': fixed('office', '/admin/requests'),
  '/admin/read-log': fixed('office', '/admin/read-log'),
  '/admin/privacy-settings': fixed('office', '/admin/privacy-settings'),
  '/admin/privacy': fixed('office', '/admin/privacy'),
  '/admin/security': fixed('office', '/admin/security'),
};

const screensOf = (who: Who) =>
  (Object.entries(screens) as [WebAppPath, Screen][]).filter(([, screen]) => screen.who === who);

/** What a screen says while its data comes, in either language: the sweep waits until it is gone. */
const stillLoading = /Loading|ஏற்றுகிறது|ஏற்றப்படுகின்றன/;

/**
 * Opens a screen as a reader finds it, drawn with its data, and lists what axe finds there. The
 * first screen is loaded; the others are reached as a visitor reaches them, by the router's moves
 * inside the page (as a link or Back does), where the focus goes to each new screen's heading.
 */
async function violationsAt(
  page: Page,
  { path, language, loaded }: { path: string; language: Language; loaded: boolean },
): Promise<string[]> {
  if (loaded) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.locator('h1:focus')).toBeVisible();
  } else {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  await expect(page.getByText(stillLoading)).toHaveCount(0);
  await settled(page);
  // The screen is in the language asked for, not the other one checked twice.
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'tamil' ? 'ta' : 'en');
  // Violations only, in the page's own run of axe (no page of its own to merge frames in): a
  // third of AxeBuilder's default time per screen.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${path} in ${language}: ${violation.id} (${violation.help}) at ` +
      violation.nodes.map((node) => node.target.join(' ')).join(', '),
  );
}

type Language = 'english' | 'tamil';

/**
 * Waits until the screen has stopped changing: no change to the page for 300 ms (a late answer, a
 * part drawn after the heading) and no transition or finite animation running (a colour half
 * faded in is not the colour a reader sees).
 */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let timer: ReturnType<typeof setTimeout>;
        const quiet = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            observer.disconnect();
            resolve(true);
          }, 300);
        };
        const observer = new MutationObserver(quiet);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        quiet();
      }),
    undefined,
    { timeout: 10_000 },
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/** Opens each screen in turn and fails with everything found on all of them at once. */
async function sweep(page: Page, language: Language, who: Who, records: Records) {
  const found: string[] = [];
  // The landing page starts without the router (app/landing-start.tsx): it is loaded, as a visitor
  // arrives there, and the screen after it too.
  let routerOn = false;
  for (const [pattern, screen] of screensOf(who)) {
    const landing = pattern === '/' || pattern === '/landing';
    const loaded = routerOn && !landing;
    await test.step(pattern, async () => {
      found.push(...(await violationsAt(page, { path: screen.at(records), language, loaded })));
    });
    routerOn = !landing;
  }
  expect(found).toEqual([]);
}

const phoneOnly = (testInfo: TestInfo) =>
  test.skip(testInfo.project.name !== 'phone', 'the sweep runs at 375 px (decision 0108)');

/** A free time for the appointment on a working day three weeks or more ahead. */
async function bookAFreeTime(
  request: APIRequestContext,
  booking: { id: number; headers: Record<string, string> },
) {
  for (let ahead = 21; ahead < 40; ahead += 1) {
    const date = addDays(todayInIndia(), ahead);
    const reply = (await (
      await request.get(`/api/slots/available?date=${date}&appointment_id=${booking.id}`, {
        headers: booking.headers,
      })
    ).json()) as { slots?: { id: number; status: string }[] };
    const free = reply.slots?.find((slot) => slot.status === 'available');
    if (!free) continue;
    const booked = await request.post(`/api/appointments/${booking.id}/book-slot`, {
      headers: booking.headers,
      data: { slot_id: free.id, date },
    });
    if (booked.status() === 200) return;
  }
  throw new Error('no free time in the weeks ahead');
}

/** A customer's records for every screen with a parameter: unpaid, paid, scheduled, refunded. */
async function customerRecords(
  page: Page,
  request: APIRequestContext,
): Promise<Omit<Records, 'customer'>> {
  const unpaid = await bookThroughApi(page, request, { name: 'மீனா' });
  const paidWithoutTime = await bookThroughApi(page, request, { name: 'Ravi' });
  await payThroughTestGateway(request, paidWithoutTime);
  const scheduled = await bookThroughApi(page, request, { name: 'Kavitha' });
  await payThroughTestGateway(request, scheduled);
  await bookAFreeTime(request, scheduled);
  const cancelled = await bookThroughApi(page, request, { name: 'Arun' });
  await payThroughTestGateway(request, cancelled);
  const cancel = await request.post(`/api/appointments/${cancelled.id}/cancel`, {
    headers: cancelled.headers,
    data: {},
  });
  expect(cancel.status()).toBe(200);
  const mine = (await (
    await request.get('/api/appointments', { headers: unpaid.headers })
  ).json()) as {
    appointments: { id: number; receipt_payment_id: number | null; refunds: { id: number }[] }[];
  };
  const record = (id: number) => mine.appointments.find((appointment) => appointment.id === id)!;
  return {
    unpaid: unpaid.id,
    paidWithoutTime: paidWithoutTime.id,
    scheduled: scheduled.id,
    receipt: record(paidWithoutTime.id).receipt_payment_id!,
    creditNote: record(cancelled.id).refunds[0]!.id,
  };
}

test('every route of the web app is in the sweep, and nothing else', () => {
  expect(Object.keys(screens).sort()).toEqual([...webAppPaths].sort());
});

const none: Records = {
  unpaid: 0,
  paidWithoutTime: 0,
  scheduled: 0,
  receipt: 0,
  creditNote: 0,
  customer: 0,
};

for (const language of ['english', 'tamil'] as const) {
  test.describe(`in ${language}`, () => {
    test.describe(() => {
      // The not-found page is the server's own 404, which the browser reports.
      test.use({ allowConsoleErrors: [/the server responded with a status of 404/] });
      test(`a visitor's screens meet WCAG 2.2 AA`, async ({ page }, testInfo) => {
        phoneOnly(testInfo);
        test.setTimeout(120_000);
        await page.goto('/robots.txt');
        await saveLanguageAs(page, language);
        await sweep(page, language, 'visitor', none);
        expect(
          await violationsAt(page, { path: '/no-such-page', language, loaded: false }),
        ).toEqual([]);
      });
    });

    test(`a customer's screens meet WCAG 2.2 AA`, async ({ page, request }, testInfo) => {
      phoneOnly(testInfo);
      test.setTimeout(180_000);
      await signInThroughScreen(page);
      const records = await customerRecords(page, request);
      await saveLanguageAs(page, language);
      await sweep(page, language, 'customer', { ...records, customer: 0 });
    });

    test(`the office's screens meet WCAG 2.2 AA`, async ({ page, request }, testInfo) => {
      phoneOnly(testInfo);
      test.setTimeout(180_000);
      const customerNumber = await signInThroughScreen(page);
      const records = await customerRecords(page, request);
      await forgetSession(page);
      await signInThroughScreen(
        page,
        OFFICE_NUMBERS.phone[language === 'english' ? 'sweepInEnglish' : 'sweepInTamil'],
      );
      const token = await page.evaluate(() => localStorage.getItem('auth_token'));
      const found = (await (
        await request.get(`/api/admin/customers?q=${customerNumber}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { customers: { id: number }[] };
      await saveLanguageAs(page, language);
      await sweep(page, language, 'office', { ...records, customer: found.customers[0]!.id });
    });
  });
}
