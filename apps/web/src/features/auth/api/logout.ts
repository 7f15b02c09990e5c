import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** POST /api/auth/logout, then forgets the session here whatever the server said. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST' });
  } finally {
    clearSession();
  }
}
