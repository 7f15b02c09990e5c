import { isOfficeRole, type OfficeRole } from '@portal/contracts';
import { readSession } from './session';

/**
 * The signed-in person's office role (admin, desk, astrologer; docs/decisions/0058), as the server
 * gave it at sign-in (the stored user), or null for a customer or no one. What each role may do is
 * the console's to say (features/admin/office-access.ts), in the console's own code.
 */
export function officeRole(): OfficeRole | null {
  const session = readSession();
  const role = session.status === 'authenticated' ? session.user.role : undefined;
  return typeof role === 'string' && isOfficeRole(role) ? role : null;
}
