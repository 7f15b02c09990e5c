import type {
  Appointment,
  AppointmentFile,
  AppointmentPayment,
  AppointmentRefund,
  Language,
  PdfServiceRequest,
  RefundQuote,
} from '@portal/contracts';
import { bookingStar, personBirthOf } from '../astrology/appointment-charts';
import { consultationMinutes } from '../slots/astrologer-policy/team-day';
import { createAstrologyService } from '../astrology/astrology.service';
import { paiseToRupeeText } from '../../lib/money';
import type { RefundRow } from '../payments/refunds.repo';
import {
  customerCancelRefusal,
  mayChooseTime,
  meetingLinkShows,
  meetingOpensAt,
  refundDue,
  rescheduleRefusal,
  type CancelledBy,
} from './appointment-policy';
import type { AppointmentDetailRows, AppointmentRow } from './appointments.repo';

/** Stateless: the star, rasi and lagna every appointment shows. */
const astrology = createAstrologyService();

/**
 * What an appointment's view depends on besides its rows: the moment, and the schedule's settings.
 */
export interface ViewContext {
  now: Date;
  slotMinutes: number;
  maxReschedules: number;
  /** How long reports are kept: read only when a report shown was removed (decision 0103). */
  reportsKeptMonths?: number;
}

type Named = { nameEnglish: string; nameTamil: string };
const nameIn = (row: Named, language: Language) =>
  language === 'tamil' ? row.nameTamil : row.nameEnglish;

/** The database's text values are held to these sets by CHECK constraints. */
type Of<K extends keyof Appointment> = Appointment[K];

export function fileUrl(appointmentId: number, fileId: number): string {
  return `/api/appointments/${appointmentId}/files/${fileId}`;
}

/** The payment made (paid) or chosen (cash, pending); null when there is none: the Pay now case. */
function paymentOf(
  appointmentId: number,
  details: AppointmentDetailRows,
): AppointmentPayment | null {
  const own = details.payments.filter((payment) => payment.appointmentId === appointmentId);
  const chosen = own.find((payment) => payment.status === 'paid') ?? own[0];
  if (!chosen) return null;
  return {
    method: chosen.method === 'cash' ? 'cash' : 'online',
    status: chosen.status === 'paid' ? 'paid' : 'pending',
    amount: paiseToRupeeText(chosen.amountPaise),
  };
}

export function toRefund(row: RefundRow): AppointmentRefund {
  return {
    id: row.id,
    kind: row.kind as AppointmentRefund['kind'],
    method: row.method as AppointmentRefund['method'],
    amount: paiseToRupeeText(row.amountPaise),
    fee: paiseToRupeeText(row.feePaise),
    status: row.status as AppointmentRefund['status'],
    created_at: row.createdAt.toISOString(),
    processed_at: row.processedAt?.toISOString() ?? null,
  };
}

/**
 * What a cancellation now by the customer or by the office would give back by the policy: nothing
 * when nothing was paid.
 */
export function refundQuote(
  row: AppointmentRow,
  details: AppointmentDetailRows,
  now: Date,
  by: CancelledBy,
): RefundQuote {
  const paid =
    row.paymentStatus === 'paid'
      ? details.payments.find(
          (payment) => payment.appointmentId === row.id && payment.status === 'paid',
        )
      : undefined;
  const due = paid
    ? refundDue(paid.amountPaise, row.scheduledAt, now, by)
    : { amountPaise: 0, feePaise: 0 };
  return { amount: paiseToRupeeText(due.amountPaise), fee: paiseToRupeeText(due.feePaise) };
}

/** Who consults, named in the language asked; null until the appointment has a time. */
function astrologerOf(
  row: AppointmentRow,
  details: AppointmentDetailRows,
  language: Language,
): Appointment['astrologer'] {
  const astrologer =
    row.astrologerId === null ? undefined : details.astrologers.get(row.astrologerId);
  return astrologer
    ? {
        id: astrologer.id,
        name: language === 'tamil' ? astrologer.nameTamil : astrologer.nameEnglish,
      }
    : null;
}

/** The booked services' lengths together. */
const servicesMinutes = (appointmentId: number, details: AppointmentDetailRows) =>
  details.services.reduce(
    (sum, service) =>
      service.appointmentId === appointmentId ? sum + service.durationMinutes : sum,
    0,
  );

/** The consultation: its mode, length, link, and what its customer may do with it now. */
function consultationOf(row: AppointmentRow, details: AppointmentDetailRows, context: ViewContext) {
  const { now } = context;
  const refusal = rescheduleRefusal(row, context.maxReschedules, now);
  const cancellationRefund = customerCancelRefusal(row, now)
    ? null
    : refundQuote(row, details, now, 'customer');
  return {
    consultation_mode: row.consultationMode as Of<'consultation_mode'>,
    duration_minutes:
      row.scheduledAt && row.endsAt
        ? Math.round((row.endsAt.getTime() - row.scheduledAt.getTime()) / 60_000)
        : consultationMinutes(servicesMinutes(row.id, details), context.slotMinutes),
    scheduled_end: row.endsAt?.toISOString() ?? null,
    meeting_url: meetingLinkShows(row, now) ? row.meetingUrl : null,
    meeting_opens_at: meetingOpensAt(row)?.toISOString() ?? null,
    can_choose_time:
      row.scheduledAt === null &&
      mayChooseTime({
        ...row,
        cashChosen: details.payments.some(
          (payment) =>
            payment.appointmentId === row.id &&
            payment.method === 'cash' &&
            payment.status === 'pending',
        ),
      }),
    can_cancel: cancellationRefund !== null,
    can_reschedule: refusal === null,
    reschedules_left: Math.max(0, context.maxReschedules - row.rescheduleCount),
    reschedule_refusal: refusal === 'too_late' || refusal === 'limit_reached' ? refusal : null,
    cancellation_refund: cancellationRefund,
    refunds: details.refunds.filter((refund) => refund.appointmentId === row.id).map(toRefund),
  };
}

/**
 * An appointment as the API shows its customer, in the request's language. `withStar: false` skips
 * casting the person's chart, for views that do not show it (the office's list rows).
 */
export function toAppointment(
  row: AppointmentRow,
  details: AppointmentDetailRows,
  language: Language,
  context: ViewContext,
  { withStar = true } = {},
): Appointment {
  const services = details.services.filter((line) => line.appointmentId === row.id);
  const country = details.countries.get(row.countryId) ?? { id: row.countryId, code: '', name: '' };
  const paymentStatus = row.paymentStatus as Of<'payment_status'>;
  const files: AppointmentFile[] = details.files
    .filter((file) => file.appointmentId === row.id)
    .map((file) => ({
      id: file.id,
      file_name: file.fileName,
      content_type: file.contentType as AppointmentFile['content_type'],
      size_bytes: file.sizeBytes,
      url: fileUrl(row.id, file.id),
    }));
  const pdfServiceRequests: PdfServiceRequest[] = details.pdfRequests
    .filter((request) => request.appointmentId === row.id)
    .map((request) => ({
      id: request.id,
      service_type: request.serviceKey,
      service_name: nameIn(request, language),
      status: request.status as PdfServiceRequest['status'],
      payment_status: paymentStatus,
      ...(request.status === 'removed' && context.reportsKeptMonths
        ? { removed_after_months: context.reportsKeptMonths }
        : {}),
    }));
  const appointment: Appointment = {
    id: row.id,
    appointment_number: row.appointmentNumber,
    name: row.name,
    gender: row.gender as Of<'gender'>,
    date_of_birth: row.dateOfBirth,
    birth_time: row.birthTime,
    birth_time_type: row.birthTimeType as Of<'birth_time_type'>,
    birth_place: row.birthPlace,
    birth_latitude: row.birthLatitude,
    birth_longitude: row.birthLongitude,
    birth_utc_offset: row.birthUtcOffset,
    current_location: row.currentLocation,
    country,
    customer_state: row.customerState,
    services: services.map((line) => nameIn(line, language)),
    service_ids: services.map((line) => line.serviceId),
    work_details: row.workDetails,
    reason_for_visit: row.reasonForVisit,
    father_name: row.fatherName,
    mother_name: row.motherName,
    bridegroom_name: row.bridegroomName,
    bridegroom_gender: row.bridegroomGender === 'male' ? 'male' : null,
    bridegroom_date_of_birth: row.bridegroomDateOfBirth,
    bridegroom_birth_time: row.bridegroomBirthTime,
    bridegroom_birth_time_type: row.bridegroomBirthTimeType as Of<'bridegroom_birth_time_type'>,
    bridegroom_birth_place: row.bridegroomBirthPlace,
    bridegroom_birth_latitude: row.bridegroomBirthLatitude,
    bridegroom_birth_longitude: row.bridegroomBirthLongitude,
    bridegroom_birth_utc_offset: row.bridegroomBirthUtcOffset,
    bridegroom_current_location: row.bridegroomCurrentLocation,
    files,
    scheduled_datetime: row.scheduledAt ? row.scheduledAt.toISOString() : null,
    astrologer: astrologerOf(row, details, language),
    total_cost: paiseToRupeeText(row.totalCostPaise),
    status: row.status as Of<'status'>,
    payment_status: paymentStatus,
    payment: paymentOf(row.id, details),
    receipt_payment_id:
      details.payments.find(
        (payment) => payment.appointmentId === row.id && payment.status === 'paid',
      )?.id ?? null,
    pdf_service_requests: pdfServiceRequests,
    jathagam_released_at: row.jathagamReleasedAt?.toISOString() ?? null,
    astrology: null,
    created_at: row.createdAt.toISOString(),
    ...consultationOf(row, details, context),
  };
  if (!withStar) return appointment;
  return {
    ...appointment,
    astrology: bookingStar(astrology, personBirthOf(appointment, 'main'), language),
  };
}
