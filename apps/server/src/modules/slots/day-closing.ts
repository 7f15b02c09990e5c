import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  addDays,
  type DayConsultation,
  type Language,
  type NotMovableReason,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { appointments, astrologers } from '../../db/schema';
import { AppError } from '../../lib/errors/app-error';
import { changeAppointment } from '../appointments/appointment-change';
import type { CancellationService } from '../appointments/cancellation.service';
import { messageEvents } from '../messages/outbox/message-events';
import { refereed, takeTurnOnDay } from './calendar-referee';
import { indiaDateAndMinute, indiaMoment, isoWeekday } from '../../lib/india-time';
import { createSlotsRepo, type CalendarDay } from './slots.repo';
import { notMovableReason, takersFor } from './astrologer-policy/astrologer-policy';
import { astrologerName } from './astrologer-policy/team-day';

const minutesBetween = (from: Date, to: Date) =>
  Math.round((to.getTime() - from.getTime()) / 60_000);

/**
 * What becomes of a closed day's consultations: each moved to another astrologer free then, or each
 * cancelled by the office.
 */
export type ClosingChoice = 'move' | 'cancel';

interface ClosingDependencies {
  cancellations: CancellationService;
  now?: () => Date;
}

/**
 * Closing a day fairly (decision 0060): a day of the whole office, or of one astrologer, that
 * still has consultations is not closed until the office says what becomes of them. Without a
 * choice: DAY_HAS_CONSULTATIONS (409) with their list, each saying whether another astrologer
 * could take it at the same time. With 'move': each goes to the astrologer the astrologer policy
 * gives among those working then, free and giving its services and mode (decision 0091; all or
 * none: one that cannot move refuses the whole close). With 'cancel': each is cancelled by the
 * office, which refunds it in full. Customers hear of either through the outbox. The close itself
 * is written last, by the caller, after `stillHas` finds none left in its transaction.
 */
export function createDayClosing(
  db: Database,
  { cancellations, now = () => new Date() }: ClosingDependencies,
) {
  const repo = createSlotsRepo(db);

  /** The day's scheduled consultations of the office (astrologerId null) or of one astrologer, earliest first. */
  const scheduledOn = (database: Database, day: string, astrologerId: number | null) =>
    database
      .select({
        appointment: appointments,
        astrologer: {
          id: astrologers.id,
          nameEnglish: astrologers.nameEnglish,
          nameTamil: astrologers.nameTamil,
        },
      })
      .from(appointments)
      .leftJoin(astrologers, eq(astrologers.id, appointments.astrologerId))
      .where(
        and(
          eq(appointments.status, 'scheduled'),
          gte(appointments.scheduledAt, indiaMoment(day, 0)),
          lt(appointments.scheduledAt, indiaMoment(addDays(day, 1), 0)),
          astrologerId === null ? undefined : eq(appointments.astrologerId, astrologerId),
        ),
      )
      .orderBy(asc(appointments.scheduledAt));

  /**
   * Who could take each consultation at its time instead of its astrologer, on a day closed for
   * that astrologer only (null: nobody), by the astrologer policy. `team` is the day read once for
   * the whole close (a consultation's own time is only in its own astrologer's day, who is never
   * the taker); its length and pause are the ones it was booked with.
   */
  async function takersOf(
    day: string,
    rows: (typeof appointments.$inferSelect)[],
    team: CalendarDay | null,
  ): Promise<{ taker: number | null; reason: NotMovableReason | null }[]> {
    // A whole office's day (no team read): nobody works then.
    if (!team) return rows.map(() => ({ taker: null, reason: 'office_closed' }));
    // A consultation without its whole time (none is written so) is not moved.
    const timed = rows.filter((row) => row.scheduledAt && row.endsAt && row.heldUntil);
    const consultations = await Promise.all(
      timed.map(async (row) => ({
        astrologerId: row.astrologerId,
        start: indiaDateAndMinute(row.scheduledAt!).minute,
        need: {
          ...(await repo.needOf(row.id)),
          minutes: minutesBetween(row.scheduledAt!, row.endsAt!),
          bufferMinutes: minutesBetween(row.endsAt!, row.heldUntil!),
        },
      })),
    );
    const onDay = { date: day, team: team.team, gridMinutes: team.settings.slotMinutes };
    const takers = takersFor(onDay, consultations);
    return rows.map((row) => {
      const index = timed.indexOf(row);
      const taker = index === -1 ? null : (takers[index] ?? null);
      if (taker !== null) return { taker, reason: null };
      // Its time cannot be read whole: nobody can be found free for it.
      if (index === -1) return { taker: null, reason: 'busy' };
      return { taker: null, reason: notMovableReason(onDay, consultations[index]!) };
    });
  }

  /** The day's consultations as the office is shown them, with who could take each. */
  async function plan(day: string, astrologerId: number | null, language: Language) {
    const rows = await scheduledOn(db, day, astrologerId);
    // A whole office's day can move nothing: nobody works then.
    const team =
      rows.length > 0 && astrologerId !== null
        ? await repo.dayOf(day, {
            weekday: isoWeekday(day),
            from: indiaMoment(day, 0),
            to: indiaMoment(addDays(day, 1), 0),
          })
        : null;
    const takers = await takersOf(
      day,
      rows.map(({ appointment }) => appointment),
      team,
    );
    return rows.map(({ appointment, astrologer }, index) => {
      const { taker, reason } = takers[index] ?? { taker: null, reason: 'office_closed' as const };
      const listed: DayConsultation = {
        id: appointment.id,
        appointment_number: appointment.appointmentNumber,
        name: appointment.name,
        scheduled_datetime: appointment.scheduledAt!.toISOString(),
        astrologer: astrologer
          ? { id: astrologer.id, name: astrologerName(astrologer, language) }
          : null,
        movable: taker !== null,
        not_movable_reason: taker === null ? reason : null,
      };
      return { listed, appointment, taker };
    });
  }

  return {
    /**
     * Settles the consultations of a day about to be closed, as the office chose; refuses (409,
     * with the list) when there are some and no choice was made, or 'move' cannot move them all.
     */
    async settle(
      day: string,
      {
        actorUserId,
        astrologerId,
        choice,
        reason,
        language,
      }: {
        actorUserId: number;
        astrologerId: number | null;
        choice: ClosingChoice | undefined;
        reason: string | null;
        language: Language;
      },
    ): Promise<void> {
      const consultations = await plan(day, astrologerId, language);
      if (consultations.length === 0) return;
      const refuse = () =>
        new AppError('DAY_HAS_CONSULTATIONS', {
          extra: {
            consultations: consultations.map(({ listed }) => listed),
          },
        });
      if (choice === undefined) throw refuse();
      if (choice === 'move' && consultations.some(({ taker }) => taker === null)) throw refuse();
      for (const { appointment, taker } of consultations) {
        if (choice === 'cancel') {
          await cancellations.cancel(
            { by: 'office', userId: actorUserId },
            appointment.id,
            reason ?? undefined,
          );
          continue;
        }
        await refereed(() =>
          changeAppointment(
            db,
            { actorUserId, action: 'appointment.schedule', appointmentId: appointment.id },
            async (row, tx) => {
              if (
                row.status !== 'scheduled' ||
                row.astrologerId !== appointment.astrologerId ||
                row.scheduledAt?.getTime() !== appointment.scheduledAt?.getTime()
              ) {
                throw new AppError('DAY_HAS_CONSULTATIONS', {
                  extra: {
                    consultations: consultations.map(({ listed }) => listed),
                  },
                });
              }
              await takeTurnOnDay(tx, row.scheduledAt!);
              await tx
                .update(appointments)
                .set({ astrologerId: taker! })
                .where(eq(appointments.id, row.id));
              await messageEvents.consultationScheduled(tx, row.id, {
                startsAt: row.scheduledAt!,
                now: now(),
                moved: true,
                byCustomer: false,
              });
              return { after: { astrologer_id: taker } };
            },
          ),
        );
      }
    },

    /**
     * Whether the day still has consultations (in the close's own transaction: a booking that
     * slipped in refuses the close).
     */
    async stillHas(tx: Database, day: string, astrologerId: number | null): Promise<boolean> {
      return (await scheduledOn(tx, day, astrologerId)).length > 0;
    },
  };
}

export type DayClosing = ReturnType<typeof createDayClosing>;
