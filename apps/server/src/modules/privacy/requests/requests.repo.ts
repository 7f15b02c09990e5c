import { and, asc, count, desc, eq, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DataRequestKind, DataRequestStatus } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { dataRequests, users } from '../../../db/schema';

export type DataRequestRow = typeof dataRequests.$inferSelect;

const customer = alias(users, 'customer');
const answerer = alias(users, 'answerer');

const officeColumns = {
  request: dataRequests,
  customerId: customer.id,
  customerName: customer.name,
  customerMobileNumber: customer.mobileNumber,
  answererId: answerer.id,
  answererName: answerer.name,
  answererMobileNumber: answerer.mobileNumber,
};

/** Customers' requests and grievances (decision 0102). */
export function createRequestsRepo(db: Database) {
  const office = () =>
    db
      .select(officeColumns)
      .from(dataRequests)
      .innerJoin(customer, eq(customer.id, dataRequests.userId))
      .leftJoin(answerer, eq(answerer.id, dataRequests.answeredByUserId));

  return {
    async insert(values: {
      userId: number;
      kind: DataRequestKind;
      text: string;
      dueAt: Date;
      createdAt: Date;
    }): Promise<DataRequestRow> {
      const [row] = await db.insert(dataRequests).values(values).returning();
      return row!;
    },

    async acknowledge(id: number, at: Date): Promise<DataRequestRow> {
      const [row] = await db
        .update(dataRequests)
        .set({ acknowledgedAt: at })
        .where(eq(dataRequests.id, id))
        .returning();
      return row!;
    },

    /** How many of a customer's requests wait for an answer. */
    async openCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(dataRequests)
        .where(and(eq(dataRequests.userId, userId), eq(dataRequests.status, 'open')));
      return row?.value ?? 0;
    },

    /** A customer's own requests, newest first. */
    ofCustomer(userId: number): Promise<DataRequestRow[]> {
      return db
        .select()
        .from(dataRequests)
        .where(eq(dataRequests.userId, userId))
        .orderBy(desc(dataRequests.id));
    },

    /** The queue: open ones soonest due first, answered ones newest answer first. */
    async page(status: DataRequestStatus, page: number, pageSize: number, now: Date) {
      const where = eq(dataRequests.status, status);
      const [rows, [total], [overdue]] = await Promise.all([
        office()
          .where(where)
          .orderBy(
            ...(status === 'open'
              ? [asc(dataRequests.dueAt), asc(dataRequests.id)]
              : [desc(dataRequests.answeredAt), desc(dataRequests.id)]),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(dataRequests).where(where),
        db
          .select({ value: count() })
          .from(dataRequests)
          .where(and(eq(dataRequests.status, 'open'), lt(dataRequests.dueAt, now))),
      ]);
      return { rows, total: total?.value ?? 0, overdue: overdue?.value ?? 0 };
    },

    /** One request as the office sees it; `lock`: held until the transaction ends. */
    find(id: number, { lock = false } = {}) {
      const query = office().where(eq(dataRequests.id, id));
      return (lock ? query.for('update', { of: dataRequests }) : query).then((rows) => rows[0]);
    },

    async answer(
      id: number,
      values: { answer: string; answeredAt: Date; answeredByUserId: number },
    ) {
      await db
        .update(dataRequests)
        .set({ ...values, status: 'answered' })
        .where(eq(dataRequests.id, id));
    },
  };
}

export type OfficeRequestRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createRequestsRepo>['find']>>
>;
