import { describe, expect, it } from 'vitest';
import type { BusinessFacts, ConsultationFacts } from './consultation-facts';
import { whereText } from './where-text';

const business: BusinessFacts = {
  name: { english: 'Jothidam', tamil: 'ஜோதிடம்' },
  address: { english: '12 North Masi Street, Madurai', tamil: '12 வடக்கு மாசி வீதி, மதுரை' },
  phone: '+914522345678',
  gstin: '',
  notifyPhone: '',
  notifyEmail: '',
};

const facts = (overrides: Partial<ConsultationFacts>): ConsultationFacts => ({
  appointmentId: 1,
  appointmentNumber: 'AST-2611-0001',
  userId: 1,
  customerName: 'Murugan',
  mobileNumber: '+919842055502',
  email: null,
  language: 'english',
  channels: { whatsapp: true, sms: true, email: false },
  services: [{ english: 'Jathagam Reading', tamil: 'ஜாதகம் பார்த்தல்' }],
  totalPaise: 59_000,
  status: 'scheduled',
  paymentStatus: 'paid',
  mode: 'in_person',
  startsAt: '2026-12-03T04:30:00.000Z',
  endsAt: '2026-12-03T05:00:00.000Z',
  durationMinutes: 30,
  meetingUrl: null,
  calendarSequence: 0,
  customerTimeZone: null,
  astrologer: { english: 'Meenakshi Sundaram', tamil: 'மீனாட்சி சுந்தரம்' },
  ...overrides,
});

describe('where a consultation is, in a sentence', () => {
  it('at the office, paid: the astrologer and the address', () => {
    expect(whereText(facts({}), business, 'english')).toBe(
      'With Meenakshi Sundaram. At the office: 12 North Masi Street, Madurai.',
    );
  });

  it('at the office and not paid yet: the cash to bring, in both languages', () => {
    expect(whereText(facts({ paymentStatus: 'pending' }), business, 'english')).toMatch(
      /At the office: 12 North Masi Street, Madurai\. To pay in cash at the office: ₹\s?590(\.00)?\.$/,
    );
    expect(whereText(facts({ paymentStatus: 'pending' }), business, 'tamil')).toMatch(
      /இடம்: 12 வடக்கு மாசி வீதி, மதுரை\. அலுவலகத்தில் ரொக்கமாகச் செலுத்த வேண்டியது: ₹\s?590(\.00)?\.$/,
    );
  });

  it('by phone or video: no cash line', () => {
    expect(whereText(facts({ mode: 'phone', paymentStatus: 'pending' }), business, 'english')).toBe(
      'Meenakshi Sundaram will phone you on +919842055502.',
    );
  });
});
