import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A typed mobile number as E.164 (+919876543210), or null when it is not a valid number.
 * A number without a plus is taken as Indian (+91), as spec section 5 says.
 */
export function normalisePhoneNumber(input: string): string | null {
  const typed = input.replace(/[\s().-]/g, '');
  if (!/^\+?\d{7,15}$/.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed, 'IN');
  return parsed?.isValid() ? parsed.number : null;
}
