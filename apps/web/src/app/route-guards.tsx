import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { isLoggedIn, readSession } from '../lib/session';

/** A protected route visited while logged out goes to /login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  return isLoggedIn() ? children : <Navigate to="/login" replace />;
}

/** The office console: logged out goes to /login, a customer to /home (the server refuses them anyway). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = readSession();
  if (session.status !== 'authenticated') return <Navigate to="/login" replace />;
  return session.user.role === 'admin' ? children : <Navigate to="/home" replace />;
}

/** An unknown path goes to /home when logged in and to / when logged out. */
export function UnknownPathRedirect() {
  return <Navigate to={isLoggedIn() ? '/home' : '/'} replace />;
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
