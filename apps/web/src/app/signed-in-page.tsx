import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../lib/translation/use-translation';
import { OfflineNotice } from '../components/layout/offline-notice';
import { SignedInHeader } from '../components/layout/signed-in-header';
import { useToast } from '../components/toast/toast-context';
import { useLanguagePreferenceSync } from '../features/account/api/save-language';
import { logout } from '../features/auth/api/logout';
import { ConsentPrompt } from '../features/privacy/consents/components/consent-prompt';
import { useUiSettings } from '../features/settings/api/get-ui-settings';
import { displayPhoneNumber } from '../lib/phone-display';
import { readSession } from '../lib/session';
import { useLanguage } from '../lib/use-language';
import { officeRole } from '../lib/office-role';

/**
 * The layout of every signed-in screen: the header, with logout wired to the server, and the
 * question to agree to the privacy notice when its current version has not been (decision 0100).
 */
export function SignedInPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['account', 'common']);
  const [language] = useLanguage();
  // The shown language is the customer's preference: a switch (the floating toggle) is saved.
  useLanguagePreferenceSync(language);
  const navigate = useNavigate();
  const toast = useToast();
  const { data: settings } = useUiSettings(language);
  const session = readSession();
  const user = session.status === 'authenticated' ? session.user : null;
  const userName =
    user?.name || (user?.mobile_number ? displayPhoneNumber(user.mobile_number) : '');

  const signOut = () => {
    void logout()
      .catch(() => undefined)
      .finally(() => {
        toast.show('info', t('account:logged_out'));
        void navigate('/', { replace: true });
      });
  };

  return (
    <>
      <SignedInHeader
        appName={settings?.app_name || t('common:app_name')}
        userName={userName}
        isAdmin={officeRole() !== null}
        onLogout={signOut}
      />
      <OfflineNotice />
      {children}
      <ConsentPrompt language={language} onSignOut={signOut} />
    </>
  );
}
