import {
  creditNoteNumberOf,
  indianStateName,
  receiptNumberOf,
  type DataCopyAppointment,
  type DataCopyReply,
  type Language,
  type MessageChannel,
  type MessageKind,
  type MessageStatus,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { paiseToRupeeText } from '../../../lib/money';
import { fileUrl } from '../../appointments/appointment-view';
import { creditNotePdfUrl, receiptPdfUrl } from '../../receipts/receipts.service';
import { dataInventoryIn } from '../data-inventory';
import { renderDataCopyPdf } from './data-copy-pdf';
import { createDataCopyRepo } from './data-copy.repo';

type AppointmentRecord = Awaited<
  ReturnType<ReturnType<typeof createDataCopyRepo>['appointments']>
>[number]['appointment'];

/** A payment that was received has a receipt (as modules/receipts says). */
const RECEIVED = new Set(['paid', 'refunded']);

const reportUrl = (requestId: number) => `/api/pdf-requests/${requestId}/download`;

const pick = (language: Language, english: string, tamil: string | null) =>
  language === 'tamil' ? tamil || english : english;

function personOf(row: AppointmentRecord): DataCopyAppointment['person'] {
  return {
    name: row.name,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
    birth_time_type: row.birthTimeType,
    birth_time: row.birthTime,
    birth_place: row.birthPlace,
    birth_latitude: row.birthLatitude,
    birth_longitude: row.birthLongitude,
    birth_utc_offset: row.birthUtcOffset,
    current_location: row.currentLocation,
  };
}

function bridegroomOf(row: AppointmentRecord): DataCopyAppointment['bridegroom'] {
  if (!row.bridegroomName) return null;
  return {
    name: row.bridegroomName,
    gender: row.bridegroomGender,
    date_of_birth: row.bridegroomDateOfBirth,
    birth_time_type: row.bridegroomBirthTimeType,
    birth_time: row.bridegroomBirthTime,
    birth_place: row.bridegroomBirthPlace,
    birth_latitude: row.bridegroomBirthLatitude,
    birth_longitude: row.bridegroomBirthLongitude,
    birth_utc_offset: row.bridegroomBirthUtcOffset,
    current_location: row.bridegroomCurrentLocation,
  };
}

/**
 * The customer's copy of their data (decision 0101): everything the portal keeps about them, in
 * their language, with where each kind goes (data-inventory.ts). The office's private notes and
 * the astrologers' chart notes are counted, not quoted; the office's reads are by role.
 */
export function createDataCopyService(db: Database, now: () => Date = () => new Date()) {
  const repo = createDataCopyRepo(db);

  async function copy(userId: number, language: Language): Promise<DataCopyReply> {
    const user = await repo.user(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    const rows = await repo.appointments(userId);
    const ids = rows.map(({ appointment }) => appointment.id);
    const numberOf = new Map(
      rows.map(({ appointment }) => [appointment.id, appointment.appointmentNumber]),
    );
    const [consents, people, services, files, reports, payments, refunds, messages, reads] =
      await Promise.all([
        repo.consents(userId),
        repo.savedPeople(userId),
        repo.servicesOf(ids),
        repo.filesOf(ids),
        repo.reportsOf(ids),
        repo.paymentsOf(ids),
        repo.refundsOf(ids),
        repo.messages(userId),
        repo.officeReads(userId),
      ]);
    const [requests, notes, chartNotes] = await Promise.all([
      repo.requests(userId),
      repo.notes(userId),
      repo.chartNotes(userId),
    ]);
    const of = <T extends { appointmentId: number }>(list: T[], id: number) =>
      list.filter((item) => item.appointmentId === id);

    return {
      success: true,
      generated_at: now().toISOString(),
      language,
      profile: {
        id: user.id,
        name: user.name,
        mobile_number: user.mobileNumber,
        email: user.email,
        language_preference: user.languagePreference === 'tamil' ? 'tamil' : 'english',
        notify_whatsapp: user.notifyWhatsapp,
        notify_sms: user.notifySms,
        notify_email: user.notifyEmail,
        created_at: user.createdAt.toISOString(),
        last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
      },
      consents: consents.map((row) => ({
        purpose: row.purpose,
        granted: row.granted,
        notice_version: row.noticeVersion,
        subject_type: row.subjectType,
        subject_id: row.subjectId,
        source: row.source,
        created_at: row.createdAt.toISOString(),
      })),
      saved_people: people.map((person) => ({
        id: person.id,
        relation: person.relation,
        name: person.name,
        gender: person.gender,
        date_of_birth: person.dateOfBirth,
        birth_time_type: person.birthTimeType,
        birth_time: person.birthTime,
        birth_place: person.birthPlace,
        birth_latitude: person.birthLatitude,
        birth_longitude: person.birthLongitude,
        current_location: person.currentLocation,
        father_name: person.fatherName,
        created_at: person.createdAt.toISOString(),
        updated_at: person.updatedAt.toISOString(),
      })),
      appointments: rows.map(({ appointment: row, ...names }) => ({
        id: row.id,
        appointment_number: row.appointmentNumber,
        services: of(services, row.id).map((service) =>
          pick(language, service.english, service.tamil),
        ),
        status: row.status,
        payment_status: row.paymentStatus,
        consultation_mode: row.consultationMode,
        scheduled_at: row.scheduledAt?.toISOString() ?? null,
        ends_at: row.endsAt?.toISOString() ?? null,
        astrologer: names.astrologerEnglish
          ? pick(language, names.astrologerEnglish, names.astrologerTamil)
          : null,
        country: pick(language, names.countryEnglish, names.countryTamil),
        state: row.customerState ? indianStateName(row.customerState, language) : null,
        total_cost: paiseToRupeeText(row.totalCostPaise),
        person: personOf(row),
        father_name: row.fatherName,
        mother_name: row.motherName,
        reason_for_visit: row.reasonForVisit,
        work_details: row.workDetails,
        bridegroom: bridegroomOf(row),
        files: of(files, row.id).map((file) => ({
          id: file.id,
          file_name: file.fileName,
          content_type: file.contentType,
          size_bytes: file.sizeBytes,
          uploaded_at: file.createdAt.toISOString(),
          download_url: fileUrl(row.id, file.id),
        })),
        reports: of(reports, row.id).map((report) => ({
          id: report.id,
          service: pick(language, report.english, report.tamil),
          status: report.status,
          size_bytes: report.sizeBytes,
          delivered_at: report.completedAt?.toISOString() ?? null,
          download_url: report.status === 'completed' ? reportUrl(report.id) : null,
        })),
        created_at: row.createdAt.toISOString(),
        cancelled_at: row.cancelledAt?.toISOString() ?? null,
      })),
      payments: payments.map((payment) => {
        const number = numberOf.get(payment.appointmentId)!;
        const received = RECEIVED.has(payment.status) && payment.paidAt !== null;
        return {
          id: payment.id,
          appointment_number: number,
          method: payment.method,
          status: payment.status,
          amount: paiseToRupeeText(payment.amountPaise),
          paid_at: payment.paidAt?.toISOString() ?? null,
          gateway_payment_id: payment.gatewayPaymentId,
          receipt_number: received ? receiptNumberOf(number, payment.id) : null,
          receipt_url: received ? receiptPdfUrl(payment.id) : null,
          created_at: payment.createdAt.toISOString(),
        };
      }),
      refunds: refunds.map((refund) => {
        const number = numberOf.get(refund.appointmentId)!;
        return {
          id: refund.id,
          appointment_number: number,
          kind: refund.kind,
          method: refund.method,
          amount: paiseToRupeeText(refund.amountPaise),
          fee: paiseToRupeeText(refund.feePaise),
          status: refund.status,
          reason: refund.reason,
          processed_at: refund.processedAt?.toISOString() ?? null,
          credit_note_number: creditNoteNumberOf(number, refund.id),
          credit_note_url: refund.status === 'processed' ? creditNotePdfUrl(refund.id) : null,
          created_at: refund.createdAt.toISOString(),
        };
      }),
      messages: messages.map((message) => ({
        kind: message.kind as MessageKind,
        channel: message.channel as MessageChannel,
        status: message.status as MessageStatus,
        appointment_number: message.appointmentNumber,
        created_at: message.createdAt.toISOString(),
        sent_at: message.sentAt?.toISOString() ?? null,
      })),
      office_reads: reads.map((read) => ({
        at: read.at.toISOString(),
        role: read.role,
        what: read.what,
        entity_id: read.entityId,
      })),
      requests: requests.map((request) => ({
        id: request.id,
        kind: request.kind,
        text: request.text,
        status: request.status,
        created_at: request.createdAt.toISOString(),
        due_at: request.dueAt.toISOString(),
        answer: request.answer,
        answered_at: request.answeredAt?.toISOString() ?? null,
      })),
      office_notes: {
        count: notes.length,
        notes: notes.map((note) => ({
          written_at: note.createdAt.toISOString(),
          author_role: note.authorRole,
        })),
        chart_notes: chartNotes,
      },
      sharing: dataInventoryIn(language).map((entry) => ({
        kind: entry.kind,
        label: entry.label,
        purpose: entry.purpose,
        recipients: entry.recipients,
      })),
    };
  }

  return {
    copy,

    /** The same copy as a readable A4 PDF in the language asked for. */
    async pdf(userId: number, language: Language): Promise<Buffer> {
      return renderDataCopyPdf(await copy(userId, language));
    },
  };
}

export type DataCopyService = ReturnType<typeof createDataCopyService>;
