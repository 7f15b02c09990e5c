import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  languageLocales,
  rupeeTextToPaise,
  type DataCopyAppointment,
  type DataCopyReply,
  type Language,
} from '@portal/contracts';
import { deviceInWords } from '../../../lib/http/device-label';
import { formatInr } from '../../../lib/money';
import { newPdfDocument, pdfBytes } from '../../../lib/pdf/pdf-document';
import { FLOW_COLOR, PdfFlow } from '../../../lib/pdf/pdf-flow';
import { dataCopyWords, wordOf, type DataCopyWords } from './data-copy-words';

type Person = DataCopyAppointment['person'];

const inr = (rupees: string) => formatInr(rupeeTextToPaise(rupees));
const phone = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

/** India's date and time of a moment, as people read it in the language. */
function moment(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(languageLocales[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** A calendar date (a birth date) as written in the language, with no time zone to shift it. */
function calendarDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(languageLocales[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A person's birth details as label-value rows, leaving out what was not given. */
function personRows(person: Person, words: DataCopyWords, language: Language): [string, string][] {
  const rows: [string, string][] = [[words.name, person.name]];
  if (person.gender) rows.push([words.gender, wordOf(words, person.gender)]);
  if (person.date_of_birth)
    rows.push([words.dateOfBirth, calendarDate(person.date_of_birth, language)]);
  rows.push([
    words.birthTime,
    !person.birth_time
      ? words.notGiven
      : person.birth_time_type === 'period'
        ? wordOf(words, person.birth_time)
        : person.birth_time,
  ]);
  if (person.birth_place) rows.push([words.birthPlace, person.birth_place]);
  if (person.birth_latitude !== null && person.birth_longitude !== null)
    rows.push([words.coordinates, `${person.birth_latitude}, ${person.birth_longitude}`]);
  if (person.birth_utc_offset) rows.push([words.utcOffset, person.birth_utc_offset]);
  if (person.current_location) rows.push([words.currentLocation, person.current_location]);
  return rows;
}

function appointmentPages(
  flow: PdfFlow,
  appointment: DataCopyAppointment,
  words: DataCopyWords,
  language: Language,
): void {
  flow.subheading(`${appointment.appointment_number} · ${appointment.services.join(', ')}`);
  const rows: [string, string][] = [
    [words.status, wordOf(words, `status.${appointment.status}`)],
    [words.payment, wordOf(words, `status.${appointment.payment_status}`)],
    [words.mode, wordOf(words, appointment.consultation_mode)],
    [
      words.time,
      appointment.scheduled_at ? moment(appointment.scheduled_at, language) : words.notScheduled,
    ],
  ];
  if (appointment.astrologer) rows.push([words.astrologer, appointment.astrologer]);
  rows.push([words.country, appointment.country]);
  if (appointment.state) rows.push([words.state, appointment.state]);
  rows.push([words.total, inr(appointment.total_cost)]);
  flow.rows(rows, 10);
  flow.text(words.person, { size: 9.5, weight: 'bold', color: FLOW_COLOR.muted }, { indent: 10 });
  const person = personRows(appointment.person, words, language);
  if (appointment.father_name) person.push([words.fatherName, appointment.father_name]);
  if (appointment.mother_name) person.push([words.motherName, appointment.mother_name]);
  if (appointment.reason_for_visit) person.push([words.reason, appointment.reason_for_visit]);
  if (appointment.work_details) person.push([words.work, appointment.work_details]);
  flow.rows(person, 10);
  if (appointment.bridegroom) {
    flow.text(
      words.bridegroom,
      { size: 9.5, weight: 'bold', color: FLOW_COLOR.muted },
      { indent: 10 },
    );
    flow.rows(personRows(appointment.bridegroom, words, language), 10);
  }
  for (const file of appointment.files)
    flow.item(
      `${words.files}: ${file.file_name} (${file.content_type}, ${Math.ceil(file.size_bytes / 1024)} KB), ${moment(file.uploaded_at, language)}`,
      10,
    );
  for (const report of appointment.reports)
    flow.item(
      `${words.reports}: ${report.service}, ${wordOf(words, `status.${report.status}`)}` +
        (report.delivered_at
          ? `, ${words.delivered} ${moment(report.delivered_at, language)}`
          : ''),
      10,
    );
  flow.space(4);
}

/**
 * The customer's copy of their data as a readable A4 PDF in their language (decision 0101): the
 * same items as the JSON, section by section.
 */
export async function renderDataCopyPdf(copy: DataCopyReply): Promise<Buffer> {
  const { language } = copy;
  const words = dataCopyWords[language];
  const doc = await newPdfDocument(dataCopyWords.english.title, language);
  const flow = new PdfFlow(doc, (page) => `${words.title} · ${words.page(page)}`);
  const body = { size: 9.5, color: FLOW_COLOR.text };
  const muted = { size: 9, color: FLOW_COLOR.muted };
  const none = () => flow.text(words.none, muted);

  flow.text(words.title, { size: 20, weight: 'bold', color: FLOW_COLOR.primary }, { after: 4 });
  flow.text(`${words.generatedAt}: ${moment(copy.generated_at, language)}`, muted, { after: 6 });
  flow.text(words.lead, body, { after: 4 });
  flow.text(words.downloadsNote, muted);

  const { profile } = copy;
  flow.heading(words.profile);
  const channels = [
    profile.notify_whatsapp && wordOf(words, 'whatsapp'),
    profile.notify_sms && wordOf(words, 'sms'),
    profile.notify_email && profile.email && wordOf(words, 'email'),
  ].filter((channel): channel is string => Boolean(channel));
  flow.rows([
    [words.name, profile.name ?? words.notGiven],
    [words.mobile, phone(profile.mobile_number)],
    [words.email, profile.email ?? words.notGiven],
    ...(profile.email
      ? [
          [
            words.emailState,
            profile.email_confirmed_at
              ? `${words.emailConfirmed} ${moment(profile.email_confirmed_at, language)}`
              : words.emailWaiting,
          ] as [string, string],
        ]
      : []),
    [words.language, wordOf(words, profile.language_preference)],
    [words.channels, channels.length > 0 ? channels.join(', ') : words.none],
    [words.customerSince, moment(profile.created_at, language)],
    ...(profile.last_sign_in_at
      ? [[words.lastSignIn, moment(profile.last_sign_in_at, language)] as [string, string]]
      : []),
  ]);

  flow.heading(words.emailLinks);
  flow.text(words.emailLinksLead, muted);
  if (copy.email_links.length === 0) none();
  for (const link of copy.email_links)
    flow.item(
      `${moment(link.sent_at, language)}: ${link.email}, ` +
        (link.used_at
          ? `${words.linkUsed} ${moment(link.used_at, language)}`
          : new Date(link.expires_at) <= new Date(copy.generated_at)
            ? words.linkExpired
            : `${words.linkWaiting} ${moment(link.expires_at, language)}`),
    );

  flow.heading(words.consents);
  if (copy.consents.length === 0) none();
  for (const consent of copy.consents)
    flow.item(
      `${moment(consent.created_at, language)}: ${wordOf(words, `purpose.${consent.purpose}`)}: ` +
        `${consent.granted ? words.granted : words.withdrawn} ${wordOf(words, `source.${consent.source}`)}` +
        (consent.notice_version ? ` (${words.noticeVersion} ${consent.notice_version})` : ''),
    );

  flow.heading(words.savedPeople);
  if (copy.saved_people.length === 0) none();
  for (const person of copy.saved_people) {
    flow.subheading(`${person.name} (${wordOf(words, `relation.${person.relation}`)})`);
    const rows = personRows(person, words, language).slice(1);
    if (person.father_name) rows.push([words.fatherName, person.father_name]);
    flow.rows(rows, 10);
  }

  flow.heading(words.appointments);
  if (copy.appointments.length === 0) none();
  for (const appointment of copy.appointments) appointmentPages(flow, appointment, words, language);

  flow.heading(words.payments);
  if (copy.payments.length === 0) none();
  for (const payment of copy.payments)
    flow.item(
      `${payment.appointment_number}: ${inr(payment.amount)}, ${wordOf(words, payment.method)}, ` +
        `${wordOf(words, `status.${payment.status}`)}` +
        (payment.paid_at ? `, ${moment(payment.paid_at, language)}` : '') +
        (payment.receipt_number ? ` · ${words.receipt} ${payment.receipt_number}` : ''),
    );

  flow.heading(words.refunds);
  if (copy.refunds.length === 0) none();
  for (const refund of copy.refunds)
    flow.item(
      `${refund.appointment_number}: ${inr(refund.amount)} (${wordOf(words, `refund.${refund.kind}`)}` +
        (rupeeTextToPaise(refund.fee) > 0 ? `, ${words.fee} ${inr(refund.fee)}` : '') +
        `), ${wordOf(words, refund.method)}, ${wordOf(words, `status.${refund.status}`)}` +
        (refund.processed_at ? `, ${moment(refund.processed_at, language)}` : '') +
        ` · ${words.creditNote} ${refund.credit_note_number}`,
    );

  flow.heading(words.messages);
  flow.text(words.messagesLead, muted);
  if (copy.messages.length === 0) none();
  for (const message of copy.messages)
    flow.item(
      `${moment(message.created_at, language)}: ${wordOf(words, `kind.${message.kind}`)}, ` +
        `${wordOf(words, message.channel)}, ${wordOf(words, `message.${message.status}`)}` +
        (message.appointment_number ? ` (${message.appointment_number})` : ''),
    );

  flow.heading(words.officeReads);
  flow.text(words.officeReadsLead, muted);
  if (copy.office_reads.length === 0) none();
  for (const read of copy.office_reads)
    flow.item(
      `${moment(read.at, language)}: ${wordOf(words, `role.${read.role}`)}, ${wordOf(words, `what.${read.what}`)}`,
    );

  flow.heading(words.requests);
  if (copy.requests.length === 0) none();
  for (const request of copy.requests) {
    flow.item(
      `${moment(request.created_at, language)}: ${wordOf(words, `request.${request.kind}`)}, ` +
        `${wordOf(words, `status.${request.status}`)} (${words.dueBy} ${moment(request.due_at, language)})`,
    );
    if (request.text) flow.text(request.text, body, { indent: 14 });
    if (request.answer) flow.text(`${words.answer}: ${request.answer}`, body, { indent: 14 });
  }

  flow.heading(words.officeNotes);
  flow.text(words.officeNotesText(copy.office_notes.count, copy.office_notes.chart_notes), body);

  flow.heading(words.signIn);
  flow.text(words.signInLead, muted);
  const { sessions, devices, second_factor_since: factorSince } = copy.sign_in;
  for (const session of sessions)
    flow.item(
      `${words.sessionLine(deviceInWords(session.device, language) ?? words.unknownDevice, [session.address_hint, session.place].filter(Boolean).join(', '))}: ` +
        `${moment(session.created_at, language)}, ${words.lastUsed} ${moment(session.last_used_at, language)}` +
        (session.ended_at ? `, ${words.ended} ${moment(session.ended_at, language)}` : ''),
    );
  for (const device of devices)
    flow.item(
      `${words.deviceLine(deviceInWords(device.device, language) ?? words.unknownDevice)}: ${moment(device.created_at, language)}, ` +
        `${words.lastUsed} ${moment(device.last_used_at, language)}` +
        (device.ended_at ? `, ${words.ended} ${moment(device.ended_at, language)}` : ''),
    );
  flow.text(
    factorSince
      ? `${words.secondFactorSince} ${moment(factorSince, language)}`
      : words.noSecondFactor,
    body,
  );

  flow.heading(words.sharing);
  flow.text(words.sharingLead, muted, { after: 4 });
  for (const kind of copy.sharing) {
    flow.subheading(kind.label);
    flow.text(kind.purpose, body, { indent: 10 });
    if (kind.recipients.length === 0) flow.text(words.keptHere, muted, { indent: 10 });
    for (const recipient of kind.recipients)
      flow.item(`${recipient.name}: ${recipient.receives}`, 10);
  }
  return pdfBytes(doc);
}
