import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { isLoggedIn } from '../lib/session';

/** A protected route visited while logged out goes to /login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  return isLoggedIn() ? children : <Navigate to="/login" replace />;
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
