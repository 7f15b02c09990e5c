import { describe, expect, it } from 'vitest';
import {
  canUndoOutcome,
  customerCancelRefusal,
  mayChooseTime,
  meetingLinkShows,
  outcomeRefusal,
  refundDue,
  rescheduleRefusal,
  type PolicyView,
} from './appointment-policy';

const now = new Date('2026-11-21T06:00:00Z');
const hoursAhead = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const scheduled = (hours: number, extra: Partial<PolicyView> = {}): PolicyView => ({
  status: 'scheduled',
  paymentStatus: 'paid',
  scheduledAt: hoursAhead(hours),
  endsAt: hoursAhead(hours + 0.5),
  rescheduleCount: 0,
  outcomeAt: null,
  consultationMode: 'video',
  ...extra,
});

describe('refundDue', () => {
  it('gives everything back 24 hours or more ahead, or before a slot is chosen', () => {
    expect(refundDue(59_000, hoursAhead(48), now, 'customer')).toEqual({
      amountPaise: 59_000,
      feePaise: 0,
    });
    expect(refundDue(59_000, hoursAhead(24), now, 'customer')).toEqual({
      amountPaise: 59_000,
      feePaise: 0,
    });
    expect(refundDue(59_000, null, now, 'customer')).toEqual({ amountPaise: 59_000, feePaise: 0 });
  });

  it('keeps a 50% fee within 24 hours; the odd paisa goes back to the customer', () => {
    expect(refundDue(59_000, hoursAhead(12), now, 'customer')).toEqual({
      amountPaise: 29_500,
      feePaise: 29_500,
    });
    expect(refundDue(59_001, hoursAhead(23.99), now, 'customer')).toEqual({
      amountPaise: 29_501,
      feePaise: 29_500,
    });
  });

  it('gives nothing back once the consultation has begun', () => {
    expect(refundDue(59_000, now, now, 'customer')).toEqual({ amountPaise: 0, feePaise: 59_000 });
    expect(refundDue(59_000, hoursAhead(-3), now, 'customer')).toEqual({
      amountPaise: 0,
      feePaise: 59_000,
    });
  });

  it('gives everything back when the office cancels, whatever the hour', () => {
    for (const hours of [48, 24, 12, 2, 0.01, 0, -1]) {
      expect(refundDue(59_001, hoursAhead(hours), now, 'office'), `${hours} hours ahead`).toEqual({
        amountPaise: 59_001,
        feePaise: 0,
      });
    }
    expect(refundDue(59_001, null, now, 'office')).toEqual({ amountPaise: 59_001, feePaise: 0 });
    // The same moment, the customer's own cancel keeps the fee.
    expect(refundDue(59_000, hoursAhead(2), now, 'customer')).toEqual({
      amountPaise: 29_500,
      feePaise: 29_500,
    });
  });
});

describe('mayChooseTime', () => {
  const view = (
    status: string,
    paymentStatus: string,
    consultationMode: string,
    cashChosen: boolean,
  ) => ({ status, paymentStatus, consultationMode, cashChosen });

  it('lets a paid appointment without a time choose one, in every mode', () => {
    for (const mode of ['in_person', 'phone', 'video'])
      expect(mayChooseTime(view('paid', 'paid', mode, false))).toBe(true);
  });

  it('lets a consultation at the office choose a time as soon as cash is chosen', () => {
    expect(mayChooseTime(view('pending', 'pending', 'in_person', true))).toBe(true);
    // An online attempt failed first, then cash was chosen.
    expect(mayChooseTime(view('pending', 'failed', 'in_person', true))).toBe(true);
  });

  it('keeps phone and video waiting for the payment, cash included', () => {
    expect(mayChooseTime(view('pending', 'pending', 'phone', true))).toBe(false);
    expect(mayChooseTime(view('pending', 'pending', 'video', true))).toBe(false);
  });

  it('refuses without a payment chosen, once scheduled, and once cancelled', () => {
    expect(mayChooseTime(view('pending', 'pending', 'in_person', false))).toBe(false);
    expect(mayChooseTime(view('scheduled', 'pending', 'in_person', true))).toBe(false);
    expect(mayChooseTime(view('scheduled', 'paid', 'in_person', false))).toBe(false);
    expect(mayChooseTime(view('cancelled', 'pending', 'in_person', true))).toBe(false);
    expect(mayChooseTime(view('cancelled', 'paid', 'video', false))).toBe(false);
  });
});

describe('who may change what, and when', () => {
  it('lets the customer cancel until the start, never a finished one', () => {
    expect(customerCancelRefusal(scheduled(0.01), now)).toBeNull();
    expect(customerCancelRefusal(scheduled(0), now)).toBe('begun');
    expect(customerCancelRefusal(scheduled(-1, { status: 'completed' }), now)).toBe('closed');
    expect(
      customerCancelRefusal(
        { ...scheduled(1), status: 'pending', scheduledAt: null, endsAt: null },
        now,
      ),
    ).toBeNull();
  });

  it('reschedules with 24 hours notice, as many times as the office allows', () => {
    expect(rescheduleRefusal(scheduled(24), 2, now)).toBeNull();
    expect(rescheduleRefusal(scheduled(23.9), 2, now)).toBe('too_late');
    expect(rescheduleRefusal(scheduled(48, { rescheduleCount: 2 }), 2, now)).toBe('limit_reached');
    expect(rescheduleRefusal(scheduled(48, { rescheduleCount: 2 }), 3, now)).toBeNull();
    expect(
      rescheduleRefusal(
        { ...scheduled(48), status: 'paid', scheduledAt: null, endsAt: null },
        2,
        now,
      ),
    ).toBe('not_scheduled');
  });

  it('records completion or absence from the start on, and undoes it the same India day only', () => {
    expect(outcomeRefusal(scheduled(0.5), now)).toBe('not_started');
    expect(outcomeRefusal(scheduled(0), now)).toBeNull();
    const recorded = scheduled(-1, {
      status: 'no_show',
      outcomeAt: new Date('2026-11-20T19:00:00Z'),
    }); // 00:30 on 21 November in India
    expect(canUndoOutcome(recorded, now)).toBe(true);
    expect(canUndoOutcome({ ...recorded, outcomeAt: new Date('2026-11-20T18:00:00Z') }, now)).toBe(
      false,
    ); // 23:30 on the 20th in India
  });

  it('shows a video link from 15 minutes before the start until an hour after the end', () => {
    expect(meetingLinkShows(scheduled(0.26), now)).toBe(false);
    expect(meetingLinkShows(scheduled(0.25), now)).toBe(true);
    expect(meetingLinkShows(scheduled(-1.49), now)).toBe(true);
    expect(meetingLinkShows(scheduled(-1.5), now)).toBe(false);
    expect(meetingLinkShows(scheduled(0.1, { consultationMode: 'phone' }), now)).toBe(false);
    expect(meetingLinkShows(scheduled(0.1, { status: 'cancelled' }), now)).toBe(false);
  });
});
