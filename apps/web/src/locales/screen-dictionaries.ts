/**
 * The signed-in screens' dictionaries in one chunk, fetched with the first such screen: one
 * request on a slow connection, and nothing the landing page has to carry.
 */
import enAppointments from './en/appointments.json';
import enBooking from './en/booking.json';
import enPayments from './en/payments.json';
import enReceipts from './en/receipts.json';
import enSlots from './en/slots.json';
import taAppointments from './ta/appointments.json';
import taBooking from './ta/booking.json';
import taPayments from './ta/payments.json';
import taReceipts from './ta/receipts.json';
import taSlots from './ta/slots.json';

export const screenDictionaries: Record<'en' | 'ta', Record<string, Record<string, string>>> = {
  en: { booking: enBooking, appointments: enAppointments, payments: enPayments, receipts: enReceipts, slots: enSlots },
  ta: { booking: taBooking, appointments: taAppointments, payments: taPayments, receipts: taReceipts, slots: taSlots },
};
