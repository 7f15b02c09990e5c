/**
 * The signed-in screens' dictionaries in one chunk, fetched with the first such screen: one
 * request on a slow connection, and nothing the landing page has to carry.
 */
import enAppointments from './en/appointments.json';
import enBooking from './en/booking.json';
import enPayments from './en/payments.json';
import enSlots from './en/slots.json';
import taAppointments from './ta/appointments.json';
import taBooking from './ta/booking.json';
import taPayments from './ta/payments.json';
import taSlots from './ta/slots.json';

export const screenDictionaries: Record<'en' | 'ta', Record<string, Record<string, string>>> = {
  en: { booking: enBooking, appointments: enAppointments, payments: enPayments, slots: enSlots },
  ta: { booking: taBooking, appointments: taAppointments, payments: taPayments, slots: taSlots },
};
