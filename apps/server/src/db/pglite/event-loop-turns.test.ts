import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { giveEventLoopTurns } from './event-loop-turns';

const QUERIES = 40;
const QUERY = 'select count(*) from generate_series(1, 20000)';

/** The longest a timer due at once waited while `work` ran, and how long `work` took, in milliseconds. */
async function longestTimerWait(
  work: () => Promise<void>,
): Promise<{ longest: number; total: number }> {
  let longest = 0;
  let running = true;
  const probe = (async () => {
    while (running) {
      const asked = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 0));
      longest = Math.max(longest, performance.now() - asked);
    }
  })();
  const started = performance.now();
  await work();
  const total = performance.now() - started;
  running = false;
  await probe;
  return { longest, total };
}

const chainOfQueries = (client: PGlite) => async () => {
  for (let i = 0; i < QUERIES; i += 1) await client.query(QUERY);
};

let plain: PGlite;
let sharing: PGlite;
beforeAll(async () => {
  [plain, sharing] = await Promise.all([PGlite.create(), PGlite.create()]);
  giveEventLoopTurns(sharing, 5);
});
afterAll(async () => {
  await Promise.all([plain?.close(), sharing?.close()]);
});

it('lets a waiting timer run between the queries of a chain', async () => {
  // Warm both (the first queries compile the plan and the code).
  await chainOfQueries(plain)();
  await chainOfQueries(sharing)();

  // Each is compared with its own chain's length: on a busy machine a chain may take twice as long
  // as the one before it.
  const withoutTurns = await longestTimerWait(chainOfQueries(plain));
  const withTurns = await longestTimerWait(chainOfQueries(sharing));
  // Without turns the timer waits for (nearly) the whole chain.
  expect(withoutTurns.longest).toBeGreaterThan(withoutTurns.total * 0.5);
  // With them, at most the turn's length and a query or two, on a busy machine too.
  const oneQueryMs = withTurns.total / QUERIES;
  expect(withTurns.longest).toBeLessThan(Math.max(5 + 3 * oneQueryMs, withTurns.total / 4));
  const rows = await sharing.query<{ count: number }>(QUERY);
  expect(Number(rows.rows[0]?.count)).toBe(20000);
});
