import type { ReactNode } from 'react';
import type { Appointment, AppointmentRefund, Language } from '@portal/contracts';
import type { OfficeDetails } from '../lib/office-details';
import { screenDictionaries } from '../locales/screen-dictionaries';
import { renderWithProviders } from './render-with-providers';

/** A customer's appointment as the server reads it back: paid, scheduled three days ahead, by video. */
export function customerAppointment(patch: Partial<Appointment> = {}): Appointment {
  return {
    id: 41,
    appointment_number: 'AST-2026-0041',
    name: 'Meena',
    gender: 'female',
    date_of_birth: '1991-08-15',
    birth_time: '07:45',
    birth_time_type: 'exact',
    birth_place: 'Thanjavur',
    birth_latitude: null,
    birth_longitude: null,
    current_location: 'Chennai',
    country: { id: 1, code: 'IN', name: 'India' },
    services: ['Jathagam Reading'],
    service_ids: [1],
    work_details: null,
    reason_for_visit: null,
    father_name: null,
    mother_name: null,
    bridegroom_name: null,
    bridegroom_gender: null,
    bridegroom_date_of_birth: null,
    bridegroom_birth_time: null,
    bridegroom_birth_time_type: null,
    bridegroom_birth_place: null,
    bridegroom_birth_latitude: null,
    bridegroom_birth_longitude: null,
    bridegroom_current_location: null,
    files: [],
    scheduled_datetime: '2030-03-04T03:30:00.000Z',
    astrologer: { id: 1, name: 'Chief Astrologer' },
    scheduled_end: '2030-03-04T04:00:00.000Z',
    total_cost: '590.00',
    status: 'scheduled',
    payment_status: 'paid',
    payment: { method: 'online', status: 'paid', amount: '590.00' },
    receipt_payment_id: 12,
    pdf_service_requests: [],
    astrology: null,
    created_at: '2030-02-20T05:00:00.000Z',
    consultation_mode: 'video',
    duration_minutes: 30,
    meeting_url: null,
    meeting_opens_at: '2030-03-04T03:15:00.000Z',
    can_choose_time: false,
    can_cancel: true,
    can_reschedule: true,
    reschedules_left: 2,
    reschedule_refusal: null,
    cancellation_refund: { amount: '590.00', fee: '0.00' },
    refunds: [],
    ...patch,
  };
}

export function refund(patch: Partial<AppointmentRefund> = {}): AppointmentRefund {
  return {
    id: 7,
    kind: 'cancellation',
    method: 'online',
    amount: '590.00',
    fee: '0.00',
    status: 'processed',
    created_at: '2030-02-22T05:00:00.000Z',
    processed_at: '2030-02-22T05:00:00.000Z',
    ...patch,
  };
}

export const office: OfficeDetails = {
  address: '12 North Car Street, Madurai 625001',
  hours: 'Monday to Saturday, 9 AM to 6 PM',
  phone: '+91 98765 43210',
};

/** Renders a signed-in screen's component with the screens' dictionaries, in a language. */
export function renderCustomerComponent(ui: ReactNode, language: Language = 'english') {
  return renderWithProviders(ui, { language, dictionaries: [screenDictionaries] });
}

export { recordingFetch, type SentCall } from './render-with-providers';
