import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Numbers that can receive the SMS with the code (a landline cannot). */
const TEXTABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * A typed mobile number as E.164 (+919876543210), or null when it is not a valid mobile
 * number. A number without a plus is taken as Indian (+91), as spec section 5 says.
 */
export function normalisePhoneNumber(input: string): string | null {
  const typed = input.replace(/[\s().-]/g, '');
  if (!/^\+?\d{7,15}$/.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed, 'IN');
  if (!parsed?.isValid() || !TEXTABLE_TYPES.has(parsed.getType() ?? '')) return null;
  return parsed.number;
}
