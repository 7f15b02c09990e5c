// No zod here: the customer's screens count days with these, and their bundles carry
// no schema library (decision 0085).

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** True for a calendar date that exists: 2026-02-29 does not. */
export function isRealDate(date: string): boolean {
  const moment = new Date(`${date}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    !Number.isNaN(moment.getTime()) &&
    moment.toISOString().slice(0, 10) === date
  );
}
