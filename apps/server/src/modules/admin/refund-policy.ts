/** Spec section 9: cancelled 24 hours or more ahead, everything back; within 24 hours, a 50% fee. */
export const FULL_REFUND_NOTICE_MS = 24 * 60 * 60 * 1000;
export const LATE_CANCELLATION_FEE_PERCENT = 50;

export interface RefundDue {
  amountPaise: number;
  feePaise: number;
}

/**
 * What a paid appointment's cancellation gives back. Not scheduled yet, or 24 hours or more
 * ahead: all of it. Less than 24 hours ahead: half (the customer keeps an odd paisa). Once the
 * consultation's time has come: nothing (the refund policy's "no refund after the appointment").
 */
export function refundDue(paidPaise: number, scheduledAt: Date | null, now: Date): RefundDue {
  const notice = scheduledAt ? scheduledAt.getTime() - now.getTime() : Number.POSITIVE_INFINITY;
  if (notice >= FULL_REFUND_NOTICE_MS) return { amountPaise: paidPaise, feePaise: 0 };
  if (notice > 0) {
    const feePaise = Math.floor((paidPaise * LATE_CANCELLATION_FEE_PERCENT) / 100);
    return { amountPaise: paidPaise - feePaise, feePaise };
  }
  return { amountPaise: 0, feePaise: paidPaise };
}
