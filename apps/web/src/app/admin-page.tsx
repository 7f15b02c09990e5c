import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSecondFactorStatus } from '../features/admin/api/security-calls';
import { AdminNav } from '../features/admin/components/shared/admin-nav';
import { StorageFullBanner } from '../features/admin/components/shared/storage-full-banner';
import { SignedInPage } from './signed-in-page';
import { useLanguage } from '../lib/use-language';
import '../styles/forms.css';
import '../styles/admin.css';
import '../styles/print.css';

/**
 * The layout of every office screen: the signed-in header, the console's sections, a full disk's
 * banner, a wide page.
 */
export function AdminPage({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  const { pathname } = useLocation();
  // The office requires a second factor and this person has none: enrolment first (decision 0106).
  const enrolmentRequired = useSecondFactorStatus(language).data?.enrolment_required === true;
  if (enrolmentRequired && pathname !== '/admin/security')
    return <Navigate to="/admin/security" replace />;
  return (
    <SignedInPage>
      <AdminNav />
      <StorageFullBanner />
      <main id="main" className="admin-page">
        {children}
      </main>
    </SignedInPage>
  );
}
