import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appointments, astrologers, astrologerServices, services } from '../../db/schema';

export type AstrologerRow = typeof astrologers.$inferSelect;
export type AstrologerValues = Omit<
  typeof astrologers.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
/** An astrologer with the ids of the services they offer. */
export type AstrologerWithServices = AstrologerRow & { serviceIds: number[] };

/** The team's order: the office's order, then the earliest added. */
const teamOrder = [asc(astrologers.sortOrder), asc(astrologers.id)];

export function createAstrologersRepo(db: Database) {
  async function withServices(rows: AstrologerRow[]): Promise<AstrologerWithServices[]> {
    if (rows.length === 0) return [];
    const offered = await db
      .select()
      .from(astrologerServices)
      .where(
        inArray(
          astrologerServices.astrologerId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(astrologerServices.serviceId));
    return rows.map((row) => ({
      ...row,
      serviceIds: offered
        .filter((offer) => offer.astrologerId === row.id)
        .map((offer) => offer.serviceId),
    }));
  }

  return {
    /** The whole team in its order; only the active ones when asked. */
    async list({ activeOnly }: { activeOnly: boolean }): Promise<AstrologerWithServices[]> {
      const rows = await db
        .select()
        .from(astrologers)
        .where(activeOnly ? eq(astrologers.active, true) : undefined)
        .orderBy(...teamOrder);
      return withServices(rows);
    },

    async find(id: number): Promise<AstrologerWithServices | undefined> {
      const rows = await db.select().from(astrologers).where(eq(astrologers.id, id));
      return (await withServices(rows))[0];
    },

    /** Whether the astrologer has a scheduled consultation after `now`. */
    hasConsultationsAfter(id: number, now: Date): Promise<boolean> {
      return db
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.astrologerId, id),
            eq(appointments.status, 'scheduled'),
            gt(appointments.scheduledAt, now),
          ),
        )
        .limit(1)
        .then((rows) => rows.length > 0);
    },

    exists(id: number): Promise<boolean> {
      return db
        .select({ id: astrologers.id })
        .from(astrologers)
        .where(eq(astrologers.id, id))
        .then((rows) => rows.length === 1);
    },

    /**
     * Whose hours the office's one calendar (/api/admin/schedule) shows: the first active
     * astrologer in the team's order, else the first of all; undefined for no team at all.
     */
    firstId(): Promise<number | undefined> {
      return db
        .select({ id: astrologers.id })
        .from(astrologers)
        .orderBy(sql`${astrologers.active} desc`, ...teamOrder)
        .limit(1)
        .then((rows) => rows[0]?.id);
    },

    /** Another astrologer who has this mobile number. */
    holderOfNumber(mobileNumber: string, exceptId?: number): Promise<number | undefined> {
      const conditions = [eq(astrologers.mobileNumber, mobileNumber)];
      if (exceptId !== undefined) conditions.push(ne(astrologers.id, exceptId));
      return db
        .select({ id: astrologers.id })
        .from(astrologers)
        .where(and(...conditions))
        .then((rows) => rows[0]?.id);
    },

    /** The place after the last one. */
    nextSortOrder(): Promise<number> {
      return db
        .select({ last: sql<number | null>`max(${astrologers.sortOrder})` })
        .from(astrologers)
        .then((rows) => Math.min(1000, Number(rows[0]?.last ?? -1) + 1));
    },

    async insert(values: AstrologerValues): Promise<number> {
      const [row] = await db.insert(astrologers).values(values).returning({ id: astrologers.id });
      return row!.id;
    },

    async update(id: number, values: AstrologerValues): Promise<void> {
      await db
        .update(astrologers)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(astrologers.id, id));
    },

    async replaceServices(astrologerId: number, serviceIds: number[]): Promise<void> {
      await db.delete(astrologerServices).where(eq(astrologerServices.astrologerId, astrologerId));
      if (serviceIds.length > 0)
        await db
          .insert(astrologerServices)
          .values(serviceIds.map((serviceId) => ({ astrologerId, serviceId })));
    },

    existingServiceIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: services.id })
        .from(services)
        .where(inArray(services.id, ids))
        .then((rows) => rows.map((row) => row.id));
    },
  };
}

export type AstrologersRepo = ReturnType<typeof createAstrologersRepo>;
