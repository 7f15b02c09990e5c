import { isOfficeRole, mayUse, type OfficeCall, type OfficeRole } from '@portal/contracts';
import { readSession } from '../../lib/session';

/*
 * What the console shows a role: the same access table the server enforces (contracts
 * office-access.ts; docs/decisions/0058). A link, panel or button stands on the call it makes,
 * so a role sees only what the server would let it do. The role is the one the server gave at
 * sign-in (the stored user); the server checks every call itself.
 */

/** The signed-in person's office role, or null for a customer (or no one). */
export function officeRole(): OfficeRole | null {
  const session = readSession();
  const role = session.status === 'authenticated' ? session.user.role : undefined;
  return typeof role === 'string' && isOfficeRole(role) ? role : null;
}

/** Whether the signed-in person may make an office call. */
export function may(call: OfficeCall): boolean {
  return mayUse(officeRole() ?? undefined, call);
}
