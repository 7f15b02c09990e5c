import { useEffect } from 'react';
import type { Appointment } from '@portal/contracts';
import { videoLink } from './appointment-rules';

/** Reloading further ahead than this is left to the next visit. */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;
/** A little after the moment, so the server's clock has passed it too. */
const MARGIN_MS = 5000;

/** When the next waiting video link is due to appear (ms), or undefined. */
export function nextLinkOpening(
  appointments: readonly Appointment[],
  now: number,
): number | undefined {
  return appointments
    .map((appointment) => videoLink(appointment, now))
    .flatMap((link) => (link?.kind === 'waiting' ? [Date.parse(link.opensAt)] : []))
    .filter((moment) => moment + MARGIN_MS > now)
    .sort((a, b) => a - b)[0];
}

/** Reloads the list when the next video link is due to appear, so a customer waiting on the page sees it. */
export function useRefetchWhenLinksOpen(
  appointments: readonly Appointment[] | undefined,
  refetch: () => unknown,
) {
  useEffect(() => {
    const now = Date.now();
    const next = nextLinkOpening(appointments ?? [], now);
    if (next === undefined || next - now > LONGEST_WAIT_MS) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, next + MARGIN_MS - now));
    return () => clearTimeout(timer);
  }, [appointments, refetch]);
}
