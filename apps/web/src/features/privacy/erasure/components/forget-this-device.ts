import type { QueryClient } from '@tanstack/react-query';
import { forgetCustomerData } from '../../../../lib/offline/service-worker-client';
import { clearSession } from '../../../../lib/session';

/**
 * After the account is erased, this browser keeps nothing of it (decision 0101): the session and
 * stored user, every reply the offline cache (decision 0084) and the page's memory hold. Other
 * devices forget theirs at their next call: the server refuses their session (401) and the page
 * and the service worker drop the cache then.
 */
export async function forgetThisDevice(queryClient: QueryClient): Promise<void> {
  clearSession();
  queryClient.clear();
  await forgetCustomerData();
}
