/**
 * The device token this browser was given when it signed in to a number (verify-otp's
 * `device_token`, decision 0105), one per number: with it, strangers' sends to the number never
 * refuse this device's own. It stays after sign-out (it is what makes the device known); erasing
 * the account forgets it, as the server does.
 */
const PREFIX = 'sign_in_device:';

/** The digits of a number as typed or as the server wrote it (+91 98400 12345, +919840012345). */
const keyOf = (mobileNumber: string) => `${PREFIX}+${mobileNumber.replace(/\D/g, '')}`;

export function deviceTokenFor(
  mobileNumber: string,
  storage: Storage = localStorage,
): string | undefined {
  try {
    return storage.getItem(keyOf(mobileNumber)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the token under each form of the number given (as typed, and as the server wrote it). */
export function keepDeviceToken(
  mobileNumbers: readonly string[],
  token: string,
  storage: Storage = localStorage,
): void {
  try {
    for (const number of new Set(mobileNumbers.map(keyOf))) storage.setItem(number, token);
  } catch {
    // Storage full or refused (private browsing): the device is a stranger next time, no more.
  }
}

/** Forgets every number's device token (after the account is erased). */
export function forgetDeviceTokens(storage: Storage = localStorage): void {
  try {
    for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
