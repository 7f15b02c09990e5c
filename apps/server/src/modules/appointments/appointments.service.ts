import {
  consultationModes,
  type ConsultationMode,
  bookingProblems,
  bookingRequestSchema,
  bookingServiceRules,
  isChild,
  todayInIndia,
  type Appointment,
  type BookingRequest,
  type Language,
} from '@portal/contracts';
import { messageEvents } from '../messages/outbox/message-events';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import type { ServiceRow } from '../catalog/catalog.repo';
import { createCatalogService, modesOf, type ServiceQuote } from '../catalog/catalog.service';
import { createSlotsRepo } from '../slots/slots.repo';
import { createAppointmentsRepo, type AppointmentRow } from './appointments.repo';
import { toAppointment, type ViewContext } from './appointment-view';
import { readPrivacySettings } from '../privacy/settings/privacy-settings';
import { checkBookingLimits } from './booking/booking-limits';
import { requireLocatedPlaces } from './booking/birth-places';
import { keepBookedPeople } from '../people/people.service';
import { requireCityClockOffsets } from '../astrology/city-clocks';
import { createUsersRepo } from '../users/users.repo';
import type { BookingSubmission } from './booking/booking-upload';
import { currentNotice } from '../privacy/notice/notice.service';
import {
  bookingNeeds,
  recordDeclarations,
  requireDeclarations,
} from '../privacy/consents/declarations';

/**
 * AST-YYMM-NNNN: the month of booking in India, then the sequence number (for example
 * AST-2611-0042).
 */
export function formatAppointmentNumber(sequence: number, bookedAt: Date): string {
  const india = new Date(bookedAt.getTime() + 330 * 60_000);
  const yy = String(india.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(india.getUTCMonth() + 1).padStart(2, '0');
  const yymm = `${yy}${mm}`;
  return `AST-${yymm}-${String(sequence).padStart(4, '0')}`;
}

function appointmentValues(userId: number, booking: BookingRequest, quote: ServiceQuote) {
  return {
    userId,
    name: booking.name,
    gender: booking.gender,
    dateOfBirth: booking.date_of_birth,
    birthTimeType: booking.birth_time_type,
    birthTime: booking.birth_time,
    birthPlace: booking.birth_place,
    birthLatitude: booking.birth_latitude,
    birthLongitude: booking.birth_longitude,
    birthUtcOffset: booking.birth_utc_offset,
    currentLocation: booking.current_location,
    countryId: quote.country.id,
    /** An Indian state only for a customer in India (docs/decisions/0068). */
    customerState: quote.country.code === 'IN' ? booking.customer_state : null,
    workDetails: booking.work_details,
    reasonForVisit: booking.reason_for_visit,
    fatherName: booking.father_name,
    motherName: booking.mother_name,
    bridegroomName: booking.bridegroom_name,
    bridegroomGender: booking.bridegroom_gender,
    bridegroomDateOfBirth: booking.bridegroom_date_of_birth,
    bridegroomBirthTimeType: booking.bridegroom_birth_time_type,
    bridegroomBirthTime: booking.bridegroom_birth_time,
    bridegroomBirthPlace: booking.bridegroom_birth_place,
    bridegroomBirthLatitude: booking.bridegroom_birth_latitude,
    bridegroomBirthLongitude: booking.bridegroom_birth_longitude,
    bridegroomBirthUtcOffset: booking.bridegroom_birth_utc_offset,
    bridegroomCurrentLocation: booking.bridegroom_current_location,
    totalCostPaise: quote.lines.reduce((sum, line) => sum + line.totalPaise, 0),
  };
}

/** The booking's births whose own offset a customer may give, with the field each is refused on. */
function customerBirths(booking: BookingRequest) {
  const births = [
    {
      field: 'birth_utc_offset',
      birth: {
        date_of_birth: booking.date_of_birth,
        birth_place: booking.birth_place,
        latitude: booking.birth_latitude,
        longitude: booking.birth_longitude,
        utc_offset: booking.birth_utc_offset,
      },
    },
  ];
  if (booking.bridegroom_date_of_birth)
    births.push({
      field: 'bridegroom_birth_utc_offset',
      birth: {
        date_of_birth: booking.bridegroom_date_of_birth,
        birth_place: booking.bridegroom_birth_place ?? '',
        latitude: booking.bridegroom_birth_latitude,
        longitude: booking.bridegroom_birth_longitude,
        utc_offset: booking.bridegroom_birth_utc_offset,
      },
    });
  return births;
}

/**
 * The way to consult: the one asked for, which every chosen service must offer; when none was
 * asked for, the first every chosen service offers (at the office, phone, video).
 */
function consultationModeFor(
  asked: ConsultationMode | undefined,
  chosen: readonly ServiceRow[],
): ConsultationMode {
  const offered = consultationModes.filter((mode) =>
    chosen.every((service) => modesOf(service).includes(mode)),
  );
  const mode = asked ?? offered[0];
  if (!mode || !offered.includes(mode))
    throw new AppError('VALIDATION_FAILED', {
      fields: {
        consultation_mode: 'validation.consultation_mode_offered',
      },
    });
  return mode;
}

/**
 * What every appointment view needs besides its rows: the moment, and the schedule's settings (one
 * query).
 */
export async function loadViewContext(db: Database, now: Date): Promise<ViewContext> {
  const settings = await createSlotsRepo(db).settings();
  return { now, slotMinutes: settings.slotMinutes, maxReschedules: settings.maxReschedules };
}

/**
 * A booking the office makes for its customer (decision 0062): the customer is found or
 * made inside the booking's transaction; the customer's limits (booking-limits) do not apply.
 */
export interface OfficeBooking {
  customer: (tx: Database) => Promise<number>;
}

export function createAppointmentsService(db: Database, now: () => Date = () => new Date()) {
  const repo = createAppointmentsRepo(db);
  const catalog = createCatalogService(db);

  async function present(
    rows: AppointmentRow[],
    language: Language,
    within: Database = db,
  ): Promise<Appointment[]> {
    const details = () => createAppointmentsRepo(within).detailsOf(rows);
    const context = () => loadViewContext(within, now());
    // A transaction's one connection takes one query at a time; the pool takes them side by side.
    const [detailRows, viewContext] =
      within === db
        ? await Promise.all([details(), context()])
        : [await details(), await context()];
    // Read only when a removed report is shown: no list pays for it otherwise.
    if (detailRows.pdfRequests.some((request) => request.status === 'removed'))
      viewContext.reportsKeptMonths = (await readPrivacySettings(within)).periods.files_months;
    return rows.map((row) => toAppointment(row, detailRows, language, viewContext));
  }

  /** Every rule of the booking form (decision 0010), checked against the catalogue as it is now. */
  async function checkBooking(
    fields: Record<string, unknown>,
  ): Promise<{ booking: BookingRequest; quote: ServiceQuote; consultationMode: ConsultationMode }> {
    const bookable = await catalog.bookableServices();
    const rules = bookingServiceRules(
      bookable.map((service) => ({ id: service.id, key: service.key, name: service.nameEnglish })),
    );
    const parsed = bookingRequestSchema(rules).safeParse(fields);
    if (!parsed.success)
      throw new AppError('VALIDATION_FAILED', { fields: bookingProblems(parsed.error) });
    const booking = parsed.data;
    requireLocatedPlaces(booking, rules);
    const chosen = bookable.filter((service) => booking.services.includes(service.id));
    const quote = await catalog.quoteServices(booking.country_id, chosen);
    if (!quote)
      throw new AppError('VALIDATION_FAILED', { fields: { country_id: 'validation.country_id' } });
    if (chosen.length !== booking.services.length)
      throw new AppError('VALIDATION_FAILED', { fields: { services: 'validation.service_code' } });
    return {
      booking,
      quote,
      consultationMode: consultationModeFor(booking.consultation_mode, chosen),
    };
  }

  return {
    /**
     * Books an appointment: the server prices it, numbers it, and stores it with its services,
     * files and report requests in one transaction, so a failure leaves nothing behind. The
     * customer's limits (booking/booking-limits.ts) are counted in that transaction.
     */
    async create(
      /** The customer's own booking, or the office's for its customer. */
      bookedFor: number | OfficeBooking,
      submission: BookingSubmission,
      language: Language,
      /**
       * Runs in the booking's transaction just before it commits (its idempotency key's reply is
       * kept there).
       */
      beforeCommit?: (tx: Database, appointment: Appointment) => Promise<void>,
    ): Promise<Appointment> {
      const { booking, quote, consultationMode } = await checkBooking(submission.fields);
      // A customer may give a birth's own offset only as the old city clock the form asks about
      // (decision 0111); the office's desk may give any.
      if (typeof bookedFor === 'number') requireCityClockOffsets(customerBirths(booking));
      // A child's details need the guardian's declaration, another adult's their agreement
      // (decision 0100): refused before anything is written, recorded with the booking.
      const today = todayInIndia(now());
      const needs = bookingNeeds(booking, today);
      requireDeclarations(needs, booking);
      const noticeVersion = (await currentNotice(db)).version;
      const source = typeof bookedFor === 'number' ? ('booking' as const) : ('desk' as const);
      const created = await db.transaction(async (tx) => {
        const userId = typeof bookedFor === 'number' ? bookedFor : await bookedFor.customer(tx);
        const declared = (subject: { type: 'appointment' | 'saved_person'; id: number }) => ({
          userId,
          subject,
          source,
          noticeVersion,
        });
        if (typeof bookedFor === 'number') {
          await checkBookingLimits(
            tx,
            userId,
            submission.files.reduce((sum, file) => sum + file.sizeBytes, 0),
            now(),
          );
          for (const kept of await keepBookedPeople(tx, userId, booking))
            await recordDeclarations(
              tx,
              declared({ type: 'saved_person', id: kept.id }),
              { guardian: isChild(kept.dateOfBirth, today), otherPerson: false },
              { guardian_declaration: booking.guardian_declaration },
            );
          // A customer who gave no name is called by their own first booking's, never by a
          // relative's (decision 0078).
          if (!booking.person_relation || booking.person_relation === 'self')
            await createUsersRepo(tx).nameWhenUnnamed(userId, booking.name);
        }
        const txRepo = createAppointmentsRepo(tx);
        const number = formatAppointmentNumber(await txRepo.nextAppointmentNumber(), new Date());
        const row = await txRepo.insertAppointment(number, {
          ...appointmentValues(userId, booking, quote),
          consultationMode,
        });
        await recordDeclarations(tx, declared({ type: 'appointment', id: row.id }), needs, booking);
        await txRepo.insertServices(
          row.id,
          quote.lines.map((line) => ({ serviceId: line.service.id, pricePaise: line.totalPaise })),
        );
        await txRepo.insertFiles(
          row.id,
          submission.files.map((file) => ({
            fileName: file.fileName,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            contentHash: file.contentHash,
            activeContent: file.activeContent,
          })),
        );
        await txRepo.insertPdfRequests(
          row.id,
          quote.lines.filter((line) => line.service.includesReport).map((line) => line.service.id),
        );
        await messageEvents.bookingCreated(tx, row.id);
        // Read in the transaction: once it commits the booking stands, and a database lost just
        // after must not turn it into a failure the customer would book again.
        const [appointment] = await present([row], language, tx);
        await beforeCommit?.(tx, appointment!);
        return appointment!;
      });
      return created;
    },

    async list(userId: number, language: Language): Promise<Appointment[]> {
      return present(await repo.listForUser(userId), language);
    },

    /** Another customer's appointment is "not found": its existence is never revealed. */
    async get(userId: number, id: number, language: Language): Promise<Appointment> {
      const row = await repo.findForUser(userId, id);
      if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
      const [appointment] = await present([row], language);
      return appointment!;
    },

    async file(userId: number, appointmentId: number, fileId: number) {
      const file = await repo.findFileForUser(userId, appointmentId, fileId);
      if (!file) throw new AppError('NOT_FOUND');
      return file;
    },

    countForUser(userId: number): Promise<number> {
      return repo.countForUser(userId);
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
