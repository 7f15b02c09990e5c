import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Numbers that can receive the SMS with the code (a landline cannot). */
const TEXTABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * A typed mobile number as E.164 (+919876543210), or null when it is not a valid mobile
 * number. A number without a plus is taken as Indian (+91), as decision 0009 has it.
 */
export function normalisePhoneNumber(input: string): string | null {
  const typed = input.replace(/[\s().-]/g, '');
  if (!/^\+?\d{7,15}$/.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed, 'IN');
  if (!parsed?.isValid() || !TEXTABLE_TYPES.has(parsed.getType() ?? '')) return null;
  return parsed.number;
}

/**
 * The country (ISO 3166 alpha-2) a number in E.164 belongs to, by its numbering plan: +1 876…
 * is Jamaica, not the United States. Null for numbers of no one country (+882…, +979…).
 */
export function countryOfNumber(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}

/** Whether `code` is an ISO 3166 alpha-2 code with a numbering plan (upper case: IN, LK). */
export function isPhoneCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
}

/** An E.164 number as a person reads it (+91 98400 12345); as given when it does not parse. */
export function displayPhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * An E.164 number with all but its country code and last four digits hidden (+91 ••••••3210):
 * enough for the office to tell customers apart in a terminal, too little to call them.
 */
export function maskedPhoneNumber(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  const country = parsePhoneNumberFromString(e164)?.countryCallingCode ?? '';
  const hidden = Math.max(0, digits.length - country.length - 4);
  return `${country ? `+${country} ` : ''}${'•'.repeat(hidden)}${digits.slice(-4)}`;
}
