import { expect, it } from 'vitest';
import type { Appointment } from '@portal/contracts';
import { canPayNow, downloadableReports, servicesText } from './appointment-rules';

const base = { status: 'pending', payment: null, payment_status: 'pending', services: ['Jathagam Reading'], pdf_service_requests: [] } as unknown as Appointment;
const report = (status: 'pending' | 'completed', payment_status: 'pending' | 'paid') => ({ id: 1, service_type: 'jathagam', service_name: 'Jathagam', status, payment_status });

it('offers Pay now only for a pending appointment with no payment', () => {
  expect(canPayNow(base)).toBe(true);
  expect(canPayNow({ ...base, status: 'paid', payment_status: 'paid' })).toBe(false);
  expect(canPayNow({ ...base, payment: { method: 'cash', status: 'pending', amount: '590.00' } })).toBe(false);
});

it('offers a report only when it is completed and paid', () => {
  expect(downloadableReports({ ...base, pdf_service_requests: [report('completed', 'pending'), report('pending', 'paid')] })).toEqual([]);
  expect(downloadableReports({ ...base, pdf_service_requests: [report('completed', 'paid')] })).toHaveLength(1);
});

it('joins services with commas, or shows a dash', () => {
  expect(servicesText({ services: ['Jathagam Reading', 'Prasanam'] })).toBe('Jathagam Reading, Prasanam');
  expect(servicesText({ services: [] })).toBe('-');
});
