import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { forgetCustomerData } from '../../../lib/offline/service-worker-client';

/** POST /api/auth/logout, then forgets the session here whatever the server said. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST' });
  } finally {
    clearSession();
    // What the phone cached for reading offline goes too (decision 0084).
    await forgetCustomerData();
  }
}

/** Ends a sign-in still owing its second factor (its token was never stored; decision 0106). */
export async function endPendingSignIn(token: string): Promise<void> {
  await apiRequest('/api/auth/logout', { method: 'POST', token }).catch(() => undefined);
}
