import type { z } from 'zod';
import {
  appointmentReplySchema,
  bookSlotRequestSchema,
  bookingRequestSchema,
  cancelAppointmentRequestSchema,
  errorReplySchema,
  paymentInitiationReplySchema,
  sendOtpReplySchema,
  sendOtpRequestSchema,
  slotsReplySchema,
  verifyOtpReplySchema,
  verifyOtpRequestSchema,
  type Appointment,
} from '@portal/contracts';

/** A JSON example and the schema it must pass (the OpenAPI test parses each one with it). */
export interface JsonExample {
  schema: z.ZodType;
  value: unknown;
}

/** Examples of one operation: its JSON request body, and replies by status. */
export interface OperationExamples {
  request?: JsonExample;
  responses?: Record<number, JsonExample>;
}

const request = <S extends z.ZodType>(schema: S, value: z.input<S>): JsonExample => ({
  schema,
  value,
});
const reply = <S extends z.ZodType>(schema: S, value: z.output<S>): JsonExample => ({
  schema,
  value,
});

const bookedAppointment: Appointment = {
  id: 42,
  appointment_number: 'AST-2612-0042',
  name: 'Ravi Kumar',
  gender: 'male',
  date_of_birth: '1985-11-02',
  birth_time: '14:30',
  birth_time_type: 'exact',
  birth_place: 'Coimbatore',
  birth_latitude: 11.0168,
  birth_longitude: 76.9558,
  current_location: 'Chennai',
  country: { id: 1, code: 'IN', name: 'India' },
  services: ['Jathagam Reading'],
  service_ids: [1],
  work_details: null,
  reason_for_visit: 'Career',
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
  scheduled_datetime: null,
  astrologer: null,
  total_cost: '590.00',
  status: 'pending',
  payment_status: 'pending',
  payment: null,
  receipt_payment_id: null,
  pdf_service_requests: [
    {
      id: 7,
      service_type: 'jathagam',
      service_name: 'Jathagam Reading',
      status: 'pending',
      payment_status: 'pending',
    },
  ],
  astrology: { nakshatra: 5, pada: 4, rasi: 3, lagna: 11, nakshatra_range: [5] },
  created_at: '2026-12-01T09:15:00.000Z',
  consultation_mode: 'in_person',
  duration_minutes: 30,
  scheduled_end: null,
  meeting_url: null,
  meeting_opens_at: null,
  can_choose_time: false,
  can_cancel: true,
  can_reschedule: false,
  reschedules_left: 2,
  reschedule_refusal: null,
  cancellation_refund: { amount: '0.00', fee: '0.00' },
  refunds: [],
};

/**
 * Examples of the main calls, by operationId: signing in, booking, choosing a slot, paying,
 * cancelling, and a refusal. Written once here and put into the document's media types.
 */
export const operationExamples: Record<string, OperationExamples> = {
  postAuthSendOtp: {
    request: request(sendOtpRequestSchema, { phone_number: '+91 98765 43210' }),
    responses: {
      200: reply(sendOtpReplySchema, {
        success: true,
        request_id: 'Vq1m3tYk7Jc9xZ0aBd4eFg6hHi8jKl2mNo5pQr7sTu0',
        expires_in: 300,
        resend_after: 30,
      }),
    },
  },
  postAuthVerifyOtp: {
    request: request(verifyOtpRequestSchema, {
      phone_number: '+91 98765 43210',
      request_id: 'Vq1m3tYk7Jc9xZ0aBd4eFg6hHi8jKl2mNo5pQr7sTu0',
      otp: '482913',
      language_preference: 'tamil',
      accept_notice: true,
      marketing: false,
    }),
    responses: {
      200: reply(verifyOtpReplySchema, {
        success: true,
        token: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        user: {
          id: 12,
          name: null,
          email: null,
          mobile_number: '+919876543210',
          language_preference: 'tamil',
          role: 'customer',
          created_at: '2026-12-01T09:10:00.000Z',
          appointments_count: 0,
          notify_whatsapp: true,
          notify_sms: true,
          notify_email: true,
          email_confirmed: false,
        },
        consent_needed: false,
        device_token: 'k3Qx9Lw0Zr2Tn5Yb8Cv1Md4Fg7Hj0Ks3Pl6Wq9Er2Ty',
        second_factor_required: false,
      }),
    },
  },
  postAppointments: {
    request: request(bookingRequestSchema(), {
      name: 'Ravi Kumar',
      gender: 'male',
      date_of_birth: '1985-11-02',
      birth_time_type: 'exact',
      birth_time: '14:30',
      birth_place: 'Coimbatore',
      birth_latitude: 11.0168,
      birth_longitude: 76.9558,
      current_location: 'Chennai',
      services: [1],
      reason_for_visit: 'Career',
      terms_agreed: true,
    }),
    responses: {
      201: reply(appointmentReplySchema, { success: true, appointment: bookedAppointment }),
      400: reply(errorReplySchema, {
        success: false,
        error: 'Please check the highlighted fields and try again.',
        code: 'VALIDATION_FAILED',
        fields: {
          date_of_birth: 'Please enter a valid date of birth.',
          services: 'Please select at least one service.',
        },
        request_id: '6e09fc3a-7160-4c8b-89b7-37698c6e1527',
      }),
    },
  },
  getSlotsAvailable: {
    responses: {
      200: reply(slotsReplySchema, {
        success: true,
        date: '2026-12-03',
        first_date: '2026-12-02',
        last_date: '2027-01-31',
        slot_minutes: 60,
        astrologers: [
          { id: 1, name: 'Chief Astrologer', languages: ['tamil', 'english'] },
          { id: 2, name: 'S. Meenakshi', languages: ['tamil'] },
        ],
        slots: [
          { id: 540, start_time: '09:00', end_time: '10:00', status: 'booked', astrologers: [] },
          {
            id: 570,
            start_time: '09:30',
            end_time: '10:30',
            status: 'available',
            astrologers: [{ id: 2, name: 'S. Meenakshi' }],
          },
          {
            id: 600,
            start_time: '10:00',
            end_time: '11:00',
            status: 'available',
            astrologers: [
              { id: 1, name: 'Chief Astrologer' },
              { id: 2, name: 'S. Meenakshi' },
            ],
          },
          { id: 630, start_time: '10:30', end_time: '11:30', status: 'blocked', astrologers: [] },
        ],
      }),
    },
  },
  postAppointmentsByIdBookSlot: {
    request: request(bookSlotRequestSchema, {
      slot_id: 570,
      date: '2026-12-03',
      time_zone: 'Asia/Kolkata',
    }),
    responses: {
      200: reply(appointmentReplySchema, {
        success: true,
        appointment: {
          ...bookedAppointment,
          scheduled_datetime: '2026-12-03T04:00:00.000Z',
          scheduled_end: '2026-12-03T04:30:00.000Z',
          astrologer: { id: 1, name: 'Chief Astrologer' },
          can_reschedule: true,
        },
      }),
    },
  },
  postPaymentsAppointmentsByIdInitiate: {
    responses: {
      200: reply(paymentInitiationReplySchema, {
        success: true,
        razorpay_key_id: 'rzp_live_AbCdEf123456',
        amount: '590.00',
        currency: 'INR',
        name: 'Jothidam',
        description: 'AST-2612-0042: Jathagam Reading',
        razorpay_order_id: 'order_PxY12AbCdEf345',
        prefill: { name: 'Ravi Kumar', email: '', contact: '+919876543210' },
        theme: { color: '#7a1f1f' },
        test_mode: false,
      }),
    },
  },
  postAppointmentsByIdCancel: {
    request: request(cancelAppointmentRequestSchema, { reason: 'Travelling that week' }),
  },
};
