import { describe, expect, it } from 'vitest';
import type { Appointment } from '@portal/contracts';
import { customerAppointment } from '../../test/customer-fixtures';
import {
  canChooseSlot,
  canPayNow,
  cashDue,
  downloadableReports,
  reportStatus,
  rescheduleRefusal,
  servicesText,
  unscheduledKey,
  videoLink,
} from './appointment-rules';

const base = {
  status: 'pending',
  payment: null,
  payment_status: 'pending',
  services: ['Jathagam Reading'],
  pdf_service_requests: [],
} as unknown as Appointment;
const report = (status: 'pending' | 'completed', payment_status: 'pending' | 'paid') => ({
  id: 1,
  service_type: 'jathagam',
  service_name: 'Jathagam',
  status,
  payment_status,
});

it('offers Pay now only for a pending appointment with no payment', () => {
  expect(canPayNow(base)).toBe(true);
  expect(canPayNow({ ...base, status: 'paid', payment_status: 'paid' })).toBe(false);
  expect(
    canPayNow({ ...base, payment: { method: 'cash', status: 'pending', amount: '590.00' } }),
  ).toBe(false);
});

it('offers a report only when it is completed and paid', () => {
  expect(
    downloadableReports({
      ...base,
      pdf_service_requests: [report('completed', 'pending'), report('pending', 'paid')],
    }),
  ).toEqual([]);
  expect(
    downloadableReports({ ...base, pdf_service_requests: [report('completed', 'paid')] }),
  ).toHaveLength(1);
});

it('joins services with commas, or shows a dash', () => {
  expect(servicesText({ services: ['Jathagam Reading', 'Prasanam'] })).toBe(
    'Jathagam Reading, Prasanam',
  );
  expect(servicesText({ services: [] })).toBe('-');
});

it('owes cash while a cash choice is not yet paid, before and after its time is chosen', () => {
  const cash = customerAppointment({
    status: 'pending',
    payment_status: 'pending',
    payment: { method: 'cash', status: 'pending', amount: '590.00' },
  });
  expect(cashDue(cash)).toBe('590.00');
  expect(cashDue({ ...cash, status: 'scheduled' })).toBe('590.00');
  expect(cashDue({ ...cash, status: 'cancelled' })).toBeNull();
  expect(
    cashDue({
      ...cash,
      status: 'scheduled',
      payment_status: 'paid',
      payment: { method: 'cash', status: 'paid', amount: '590.00' },
    }),
  ).toBeNull();
  expect(cashDue(customerAppointment())).toBeNull();
});

it('offers a time when the server says one can be chosen (paid, or cash at the office)', () => {
  expect(
    canChooseSlot(
      customerAppointment({ can_choose_time: true, status: 'pending', payment_status: 'pending' }),
    ),
  ).toBe(true);
  expect(
    canChooseSlot(
      customerAppointment({
        can_choose_time: false,
        status: 'paid',
        payment_status: 'paid',
        scheduled_datetime: null,
      }),
    ),
  ).toBe(false);
});

it('gives a video link when the server does, and says when it will come before the start', () => {
  const start = Date.parse('2030-03-04T03:30:00.000Z');
  expect(videoLink(customerAppointment(), start - 3_600_000)).toEqual({
    kind: 'waiting',
    opensAt: '2030-03-04T03:15:00.000Z',
  });
  expect(videoLink(customerAppointment({ meeting_url: 'https://meet.jit.si/x' }), start)).toEqual({
    kind: 'join',
    url: 'https://meet.jit.si/x',
  });
  expect(videoLink(customerAppointment(), start + 60_000)).toBeNull();
  expect(
    videoLink(
      customerAppointment({ consultation_mode: 'phone', meeting_opens_at: null }),
      start - 3_600_000,
    ),
  ).toBeNull();
  expect(videoLink(customerAppointment({ status: 'cancelled' }), start - 3_600_000)).toBeNull();
});

it('never calls a report of a cancelled appointment "being prepared"', () => {
  const request = report('pending', 'paid');
  expect(reportStatus(customerAppointment({ status: 'cancelled' }), request)).toBe('cancelled');
  expect(reportStatus(customerAppointment(), request)).toBe('pending');
});

it('says an unpaid booking\'s report waits for the payment, not that it is "being prepared"', () => {
  const request = report('pending', 'pending');
  expect(
    reportStatus(
      customerAppointment({
        status: 'pending',
        payment_status: 'pending',
        scheduled_datetime: null,
      }),
      request,
    ),
  ).toBe('awaiting_payment');
  expect(
    reportStatus(
      customerAppointment({
        status: 'pending',
        payment_status: 'failed',
        scheduled_datetime: null,
      }),
      request,
    ),
  ).toBe('awaiting_payment');
});

it('names why a scheduled appointment cannot be moved', () => {
  expect(rescheduleRefusal(customerAppointment())).toBeNull();
  expect(
    rescheduleRefusal(
      customerAppointment({ can_reschedule: false, reschedule_refusal: 'limit_reached' }),
      Date.parse('2030-03-01T00:00:00.000Z'),
    ),
  ).toBe('limit_reached');
  expect(
    rescheduleRefusal(
      customerAppointment({
        status: 'cancelled',
        can_reschedule: false,
        reschedule_refusal: 'too_late',
      }),
    ),
  ).toBeNull();
  const begun = Date.parse('2030-03-04T03:31:00.000Z');
  expect(
    rescheduleRefusal(
      customerAppointment({ can_reschedule: false, reschedule_refusal: 'too_late' }),
      begun,
    ),
  ).toBeNull();
});

describe('a consultation time not set', () => {
  it('is still to choose for a live booking, and never for a cancelled one', () => {
    expect(unscheduledKey({ status: 'pending' })).toBe('not_scheduled');
    expect(unscheduledKey({ status: 'cancelled' })).toBe('never_scheduled');
  });
});
