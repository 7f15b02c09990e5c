import {
  FULL_REFUND_NOTICE_HOURS,
  LATE_CANCELLATION_FEE_PERCENT,
  MEETING_LINK_OPENS_MINUTES_BEFORE,
  RESCHEDULE_NOTICE_HOURS,
  todayInIndia,
} from '@portal/contracts';

/*
 * The one copy of the rules after a booking (decision 0014): what a cancellation
 * gives back, who may cancel or reschedule and until when, when a consultation's outcome can be
 * recorded or undone, and when a video link shows. The customer's calls, the office's calls and
 * the appointment views all ask here; the policy pages state the same numbers.
 */

const HOUR_MS = 3_600_000;
/** The video link stays shown this long after the consultation's end (it may run over). */
const MEETING_LINK_STAYS_MS = HOUR_MS;

/** The parts of an appointment the rules read. */
export interface PolicyView {
  status: string;
  paymentStatus: string;
  scheduledAt: Date | null;
  endsAt: Date | null;
  rescheduleCount: number;
  outcomeAt: Date | null;
  consultationMode: string;
}

export interface RefundDue {
  amountPaise: number;
  feePaise: number;
}

/** Finished one way or another: nothing more can be cancelled or moved. */
const isClosed = (status: string) =>
  status === 'cancelled' || status === 'completed' || status === 'no_show';
const hasBegun = (view: Pick<PolicyView, 'scheduledAt'>, now: Date) =>
  view.scheduledAt !== null && view.scheduledAt.getTime() <= now.getTime();

/**
 * Who cancels: the customer their own booking, or the office (the console's cancel, or a day the
 * office closes). The policy's fee is the price of a customer's own late change of mind; the
 * office's cancellation is never the customer's doing.
 */
export type CancelledBy = 'customer' | 'office';

/**
 * What a paid appointment's cancellation gives back. By the office: all of it, whatever the hour,
 * online or cash (decision 0057). By the customer: not scheduled yet, or 24 hours or more ahead,
 * all of it; less than 24 hours ahead, half (the customer keeps an odd paisa); once the
 * consultation's time has come, nothing.
 */
export function refundDue(
  paidPaise: number,
  scheduledAt: Date | null,
  now: Date,
  by: CancelledBy,
): RefundDue {
  if (by === 'office') return { amountPaise: paidPaise, feePaise: 0 };
  const notice = scheduledAt ? scheduledAt.getTime() - now.getTime() : Number.POSITIVE_INFINITY;
  if (notice >= FULL_REFUND_NOTICE_HOURS * HOUR_MS) return { amountPaise: paidPaise, feePaise: 0 };
  if (notice > 0) {
    const feePaise = Math.floor((paidPaise * LATE_CANCELLATION_FEE_PERCENT) / 100);
    return { amountPaise: paidPaise - feePaise, feePaise };
  }
  return { amountPaise: 0, feePaise: paidPaise };
}

export type CancelRefusal = 'closed' | 'begun';

/** Why the customer may not cancel now: finished already, or the consultation has begun. */
export function customerCancelRefusal(view: PolicyView, now: Date): CancelRefusal | null {
  if (isClosed(view.status)) return 'closed';
  return hasBegun(view, now) ? 'begun' : null;
}

/**
 * The office may cancel anything not finished, even after its start (and then too gives everything
 * back).
 */
export function officeCanCancel(view: PolicyView): boolean {
  return !isClosed(view.status);
}

/** The parts of an appointment that decide whether its customer may choose a time now. */
export interface TimeChoiceView {
  status: string;
  paymentStatus: string;
  consultationMode: string;
  /**
   * A cash payment chosen and not yet taken at the office (a payments row: method cash, status
   * pending).
   */
  cashChosen: boolean;
}

/**
 * Whether the customer may choose a consultation time now (book a slot): once paid and not yet
 * scheduled; or, for a consultation at the office, as soon as cash is chosen: it is paid at the
 * desk when the customer comes, and still counts against the customer's unpaid bookings until then
 * (booking-limits). A phone or video consultation chosen for cash waits for the office to take
 * the cash first (decision 0057). The SQL twin is mayChooseTimeCondition (time-choice.ts).
 */
export function mayChooseTime(view: TimeChoiceView): boolean {
  if (view.status === 'paid') return view.paymentStatus === 'paid';
  return (
    view.status === 'pending' &&
    view.consultationMode === 'in_person' &&
    view.cashChosen &&
    (view.paymentStatus === 'pending' || view.paymentStatus === 'failed')
  );
}

export type RescheduleRefusal = 'not_scheduled' | 'too_late' | 'limit_reached';

/**
 * Why the customer may not move a consultation now: no slot, under 24 hours' notice, or the limit
 * reached.
 */
export function rescheduleRefusal(
  view: PolicyView,
  maxReschedules: number,
  now: Date,
): RescheduleRefusal | null {
  if (view.status !== 'scheduled' || !view.scheduledAt) return 'not_scheduled';
  if (view.scheduledAt.getTime() - now.getTime() < RESCHEDULE_NOTICE_HOURS * HOUR_MS)
    return 'too_late';
  if (view.rescheduleCount >= maxReschedules) return 'limit_reached';
  return null;
}

/**
 * Completed or absent can be recorded for a paid, scheduled consultation once its time has come.
 */
export function outcomeRefusal(
  view: PolicyView,
  now: Date,
): 'not_scheduled' | 'not_started' | null {
  if (view.status !== 'scheduled' || view.paymentStatus !== 'paid' || !view.scheduledAt)
    return 'not_scheduled';
  return hasBegun(view, now) ? null : 'not_started';
}

/** A completion or absence recorded in error can be undone the same day (India time). */
export function canUndoOutcome(view: PolicyView, now: Date): boolean {
  return (
    (view.status === 'completed' || view.status === 'no_show') &&
    view.outcomeAt !== null &&
    todayInIndia(view.outcomeAt) === todayInIndia(now)
  );
}

/** When a scheduled video consultation's link appears. */
export function meetingOpensAt(view: PolicyView): Date | null {
  if (view.consultationMode !== 'video' || !view.scheduledAt) return null;
  return new Date(view.scheduledAt.getTime() - MEETING_LINK_OPENS_MINUTES_BEFORE * 60_000);
}

/**
 * The link shows from 15 minutes before the start until an hour after the end, unless cancelled.
 */
export function meetingLinkShows(view: PolicyView, now: Date): boolean {
  const opens = meetingOpensAt(view);
  if (!opens || !view.endsAt || view.status === 'cancelled') return false;
  return (
    now.getTime() >= opens.getTime() &&
    now.getTime() < view.endsAt.getTime() + MEETING_LINK_STAYS_MS
  );
}
