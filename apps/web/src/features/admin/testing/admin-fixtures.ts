import type {
  AdminAppointment,
  AdminAppointmentRow,
  AdminRefund,
  OutboxMessage,
} from '@portal/contracts';

/** A paid, scheduled consultation two days ahead, as GET /api/admin/appointments/:id answers it. */
export function adminAppointment(overrides: Partial<AdminAppointment> = {}): AdminAppointment {
  return {
    id: 41,
    appointment_number: 'APT-0041',
    name: 'Kavitha',
    gender: 'female',
    date_of_birth: '1985-11-02',
    birth_time: '14:30',
    birth_time_type: 'exact',
    birth_place: 'Coimbatore',
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
    scheduled_datetime: '2030-03-12T04:30:00.000Z',
    astrologer: { id: 1, name: 'Chief Astrologer' },
    total_cost: '590.00',
    status: 'scheduled',
    payment_status: 'paid',
    payment: { method: 'cash', status: 'paid', amount: '590.00' },
    receipt_payment_id: 3,
    pdf_service_requests: [],
    astrology: null,
    created_at: '2030-03-01T06:00:00.000Z',
    consultation_mode: 'in_person',
    duration_minutes: 30,
    scheduled_end: '2030-03-12T05:00:00.000Z',
    meeting_url: null,
    meeting_opens_at: null,
    can_choose_time: false,
    can_cancel: true,
    can_reschedule: true,
    reschedules_left: 2,
    reschedule_refusal: null,
    cancellation_refund: { amount: '590.00', fee: '0.00' },
    refunds: [],
    customer: {
      id: 7,
      name: 'Kavitha',
      mobile_number: '+919800012345',
      email: null,
      erased: false,
    },
    payments: [
      {
        id: 3,
        method: 'cash',
        status: 'paid',
        amount: '590.00',
        gateway_order_id: null,
        gateway_payment_id: null,
        paid_at: '2030-03-01T07:00:00.000Z',
        created_at: '2030-03-01T06:30:00.000Z',
      },
    ],
    can_office_cancel: true,
    can_complete: false,
    can_undo_outcome: false,
    can_undo_cash: false,
    outcome_at: null,
    reschedule_count: 0,
    ...overrides,
  };
}

/** A cash refund of a cancellation, still owed at the counter. */
export function cashRefundOwed(overrides: Partial<AdminRefund> = {}): AdminRefund {
  return {
    id: 7,
    kind: 'cancellation',
    method: 'cash',
    amount: '590.00',
    fee: '0.00',
    status: 'pending',
    created_at: '2030-03-02T06:00:00.000Z',
    processed_at: null,
    gateway_refund_id: null,
    reason: 'Travelling',
    ...overrides,
  };
}

export function adminRow(overrides: Partial<AdminAppointmentRow> = {}): AdminAppointmentRow {
  return {
    id: 41,
    appointment_number: 'APT-0041',
    name: 'Kavitha',
    mobile_number: '+919800012345',
    services: ['Jathagam Reading'],
    scheduled_datetime: '2030-03-12T04:30:00.000Z',
    astrologer: { id: 1, name: 'Chief Astrologer' },
    status: 'scheduled',
    payment_status: 'paid',
    payment_method: 'cash',
    consultation_mode: 'video',
    refund_pending: false,
    total_cost: '590.00',
    created_at: '2030-03-01T06:00:00.000Z',
    ...overrides,
  };
}

/** A WhatsApp message to the customer of APT-0041, sent at the first attempt, as GET /api/admin/messages lists it. */
export function outboxMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: 9,
    kind: 'booking_created',
    channel: 'whatsapp',
    audience: 'customer',
    recipient: '+919800012345',
    language: 'english',
    status: 'sent',
    appointment_id: 41,
    appointment_number: 'APT-0041',
    created_at: '2030-03-01T06:00:00.000Z',
    send_after: '2030-03-01T06:00:00.000Z',
    held: null,
    time_zone: 'Asia/Kolkata',
    sent_at: '2030-03-01T06:00:01.000Z',
    attempts: 1,
    last_error: null,
    subject: null,
    body: 'Your booking APT-0041 is received.',
    attempt_log: [{ attempted_at: '2030-03-01T06:00:01.000Z', outcome: 'sent', error: null }],
    ...overrides,
  };
}

/** A message given up after its attempts failed: the office may send it again. */
export function failedMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return outboxMessage({
    id: 10,
    kind: 'payment_received',
    channel: 'sms',
    status: 'failed',
    sent_at: null,
    attempts: 2,
    last_error: 'MSG91 answered 401: invalid auth key',
    body: 'We received ₹590.00 for APT-0041.',
    attempt_log: [
      { attempted_at: '2030-03-01T06:00:01.000Z', outcome: 'failed', error: 'MSG91 answered 500' },
      {
        attempted_at: '2030-03-01T06:00:31.000Z',
        outcome: 'failed',
        error: 'MSG91 answered 401: invalid auth key',
      },
    ],
    ...overrides,
  });
}
