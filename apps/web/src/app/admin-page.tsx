import type { ReactNode } from 'react';
import { AdminNav } from '../features/admin/components/shared/admin-nav';
import { SignedInPage } from './signed-in-page';
import '../styles/forms.css';
import '../styles/admin.css';

/** The frame of every office screen: the signed-in header, the console's sections, a wide page. */
export function AdminPage({ children }: { children: ReactNode }) {
  return (
    <SignedInPage>
      <AdminNav />
      <main id="main" className="admin-page">{children}</main>
    </SignedInPage>
  );
}
