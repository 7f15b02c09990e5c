import {
  addDays,
  CASH_BOOK_MAX_DAYS,
  todayInIndia,
  type CashBookQuery,
  type CashBookReply,
  type CashDay,
  type CashRefundLine,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { paiseToRupeeText } from '../../../lib/money';
import { indiaMoment } from '../../../lib/india-time';
import { createCashBookRepo } from './cash-book.repo';

type RefundRow = Awaited<ReturnType<ReturnType<typeof createCashBookRepo>['owed']>>[number];

const toRefundLine = (row: RefundRow): CashRefundLine => ({
  refund_id: row.refundId,
  appointment_id: row.appointmentId,
  appointment_number: row.appointmentNumber,
  name: row.name,
  amount: paiseToRupeeText(row.amountPaise),
  owed_since: row.createdAt.toISOString(),
  handed_back_at: row.processedAt?.toISOString() ?? null,
});

const sum = (rows: { amountPaise: number }[]) =>
  rows.reduce((total, row) => total + row.amountPaise, 0);

/**
 * The office's cash book (docs/decisions/0069): for each India day of a range, the cash taken
 * (undone cash shown, not counted), the cash refunds handed back, and the day's balance (taken
 * less handed back); and every cash refund still owed, whatever its day.
 */
export function createCashBookService(db: Database, now: () => Date = () => new Date()) {
  const repo = createCashBookRepo(db);

  return {
    async book(query: CashBookQuery): Promise<CashBookReply> {
      const to = query.to ?? todayInIndia(now());
      const from = query.from ?? addDays(to, -6);
      const days: string[] = [];
      for (let day = to; day >= from; day = addDays(day, -1)) {
        days.push(day);
        if (days.length > CASH_BOOK_MAX_DAYS) throw new AppError('VALIDATION_FAILED');
      }
      const start = indiaMoment(from, 0);
      const end = indiaMoment(addDays(to, 1), 0);
      const [taken, handedBack, owed] = await Promise.all([
        repo.taken(start, end),
        repo.handedBack(start, end),
        repo.owed(),
      ]);
      const dayOf = (moment: Date | null) => (moment ? todayInIndia(moment) : '');
      const book: CashDay[] = days.map((date) => {
        const takenThatDay = taken.filter((row) => dayOf(row.paidAt) === date);
        const backThatDay = handedBack.filter((row) => dayOf(row.processedAt) === date);
        const kept = sum(takenThatDay.filter((row) => row.undoneAt === null));
        const back = sum(backThatDay);
        return {
          date,
          taken: takenThatDay.map((row) => ({
            payment_id: row.paymentId,
            appointment_id: row.appointmentId,
            appointment_number: row.appointmentNumber,
            name: row.name,
            amount: paiseToRupeeText(row.amountPaise),
            taken_at: row.paidAt!.toISOString(),
            undone_at: row.undoneAt?.toISOString() ?? null,
            undone_by: row.undoneAt ? row.undoneBy : null,
          })),
          handed_back: backThatDay.map(toRefundLine),
          taken_total: paiseToRupeeText(kept),
          handed_back_total: paiseToRupeeText(back),
          balance: paiseToRupeeText(kept - back),
        };
      });
      return {
        success: true,
        from,
        to,
        days: book,
        owed: owed.map(toRefundLine),
        owed_total: paiseToRupeeText(sum(owed)),
      };
    },
  };
}
