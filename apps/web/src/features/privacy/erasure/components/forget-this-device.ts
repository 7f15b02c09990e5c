import { forgetCustomerData } from '../../../../lib/offline/service-worker-client';
import { forgetDeviceTokens } from '../../../../lib/device-tokens';
import { clearSession } from '../../../../lib/session';

/**
 * After the account is erased, this browser keeps nothing of it (decision 0101): the session and
 * stored user go at once, the device tokens of sign-in (decision 0105), and every reply the
 * offline cache holds (decision 0084). What the page
 * holds in memory goes with the page: the confirmation's close loads the home page afresh (its
 * queries are left alone until then, so none is asked again without a session). Other devices
 * forget theirs at their next call: the server refuses their session (401), and the page and the
 * service worker drop the cache then.
 */
export async function forgetThisDevice(): Promise<void> {
  clearSession();
  forgetDeviceTokens();
  await forgetCustomerData();
}
