import type { ReactNode } from 'react';
import { AdminNav } from '../features/admin/components/shared/admin-nav';
import { StorageFullBanner } from '../features/admin/components/shared/storage-full-banner';
import { SignedInPage } from './signed-in-page';
import '../styles/forms.css';
import '../styles/admin.css';
import '../styles/print.css';

/**
 * The layout of every office screen: the signed-in header, the console's sections, a full disk's
 * banner, a wide page.
 */
export function AdminPage({ children }: { children: ReactNode }) {
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
