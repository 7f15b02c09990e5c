import { asc, eq } from 'drizzle-orm';
import type { ConsultationMode } from '@portal/contracts';
import type { Database } from '../../../db/database';
import {
  appointmentServices,
  appointments,
  astrologers,
  services,
  uiSettings,
  users,
} from '../../../db/schema';

/** Text the office keeps in both languages (Tamil falls back to English). */
export interface Bilingual {
  english: string;
  tamil: string;
}

/** What a message or a calendar file says about one appointment, as it stands now. */
export interface ConsultationFacts {
  appointmentId: number;
  appointmentNumber: string;
  userId: number;
  /** The customer as they call themselves in their profile, else the appointment's person. */
  customerName: string;
  mobileNumber: string;
  email: string | null;
  language: 'english' | 'tamil';
  channels: { whatsapp: boolean; sms: boolean; email: boolean };
  services: Bilingual[];
  totalPaise: number;
  status: string;
  paymentStatus: string;
  mode: ConsultationMode;
  /** ISO instants; null until it has a time. */
  startsAt: string | null;
  endsAt: string | null;
  durationMinutes: number | null;
  meetingUrl: string | null;
  calendarSequence: number;
  customerTimeZone: string | null;
  /** Who consults (decision 0059); null until it has a time. */
  astrologer: Bilingual | null;
}

/** The business as its customers see it, from the office's UI settings. */
export interface BusinessFacts {
  name: Bilingual;
  address: Bilingual;
  phone: string;
  gstin: string;
  notifyPhone: string;
  notifyEmail: string;
}

export async function loadConsultationFacts(
  db: Database,
  appointmentId: number,
): Promise<ConsultationFacts | undefined> {
  const [row] = await db
    .select({
      appointment: appointments,
      user: users,
      astrologer: { english: astrologers.nameEnglish, tamil: astrologers.nameTamil },
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(astrologers, eq(astrologers.id, appointments.astrologerId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return undefined;
  const { appointment, user, astrologer } = row;
  const serviceRows = await db
    .select({ english: services.nameEnglish, tamil: services.nameTamil })
    .from(appointmentServices)
    .innerJoin(services, eq(services.id, appointmentServices.serviceId))
    .where(eq(appointmentServices.appointmentId, appointmentId))
    .orderBy(asc(services.sortOrder), asc(services.id));
  const { scheduledAt, endsAt } = appointment;
  return {
    appointmentId: appointment.id,
    appointmentNumber: appointment.appointmentNumber,
    userId: user.id,
    customerName: user.name?.trim() || appointment.name,
    mobileNumber: user.mobileNumber,
    email: user.email,
    language: user.languagePreference === 'tamil' ? 'tamil' : 'english',
    channels: {
      whatsapp: user.notifyWhatsapp,
      sms: user.notifySms,
      email: user.notifyEmail && Boolean(user.email) && user.emailConfirmedAt !== null,
    },
    services: serviceRows,
    totalPaise: appointment.totalCostPaise,
    status: appointment.status,
    paymentStatus: appointment.paymentStatus,
    mode: appointment.consultationMode as ConsultationMode,
    startsAt: scheduledAt?.toISOString() ?? null,
    endsAt: endsAt?.toISOString() ?? null,
    durationMinutes:
      scheduledAt && endsAt
        ? Math.round((endsAt.getTime() - scheduledAt.getTime()) / 60_000)
        : null,
    meetingUrl: appointment.meetingUrl,
    calendarSequence: appointment.calendarSequence,
    customerTimeZone: appointment.customerTimeZone,
    astrologer: astrologer?.english ? astrologer : null,
  };
}

export async function loadBusinessFacts(db: Database): Promise<BusinessFacts> {
  const rows = new Map((await db.select().from(uiSettings)).map((row) => [row.key, row]));
  const both = (key: string): Bilingual => {
    const english = rows.get(key)?.valueEnglish ?? '';
    return { english, tamil: rows.get(key)?.valueTamil || english };
  };
  const one = (key: string) => rows.get(key)?.valueEnglish.trim() ?? '';
  return {
    name: both('footer_title'),
    address: both('office_address'),
    phone: one('contact1_phone'),
    gstin: one('business_gstin'),
    notifyPhone: one('office_notify_phone'),
    notifyEmail: one('office_notify_email'),
  };
}
