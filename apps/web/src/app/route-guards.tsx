import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { isLoggedIn, readSession } from '../lib/session';
import { officeRole } from '../lib/office-role';

/** What /login is handed by a protected route: where to go back to once signed in. */
interface LoginState {
  returnTo: string;
}

/**
 * The path to return to after sign-in, if the state holds one of this site's own (never another
 * site's, never /login).
 */
export function returnPathFrom(state: unknown): string | null {
  const returnTo = (state as Partial<LoginState> | null)?.returnTo;
  if (
    typeof returnTo !== 'string' ||
    !returnTo.startsWith('/') ||
    returnTo.startsWith('//') ||
    returnTo.startsWith('/login')
  )
    return null;
  return returnTo;
}

/**
 * A protected route visited while logged out goes to /login, and back here once signed in (a
 * receipt's link in a message, say).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const state: LoginState = { returnTo: `${pathname}${search}` };
  return isLoggedIn() ? children : <Navigate to="/login" replace state={state} />;
}

/**
 * The office console: logged out goes to /login, a customer to /home, and an office role whose
 * role may not open the screen (`mayOpen`, from the console's chunk) is shown `refused`, which
 * says so (decision 0110); without one, the console's first screen. The server refuses their
 * calls anyway.
 */
export function RequireAdmin({
  children,
  mayOpen = () => true,
  refused = <Navigate to="/admin" replace />,
}: {
  children: ReactNode;
  mayOpen?: () => boolean;
  refused?: ReactNode;
}) {
  const session = readSession();
  if (session.status !== 'authenticated') return <Navigate to="/login" replace />;
  if (!officeRole()) return <Navigate to="/home" replace />;
  return mayOpen() ? children : refused;
}

/** /payment/success?appointment_id=N goes to /select-slot/N; without it, to /appointments. */
export function PaymentSuccessRedirect() {
  const [search] = useSearchParams();
  const appointmentId = search.get('appointment_id');
  return (
    <Navigate
      to={appointmentId ? `/select-slot/${encodeURIComponent(appointmentId)}` : '/appointments'}
      replace
    />
  );
}
