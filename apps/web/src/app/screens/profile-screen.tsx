import { useTranslation } from '../../lib/translation/use-translation';
import type { User } from '@portal/contracts';
import { ProfileCard } from '../../features/account/components/profile-card';
import { SessionsCard } from '../../features/account/components/sessions-card';
import { SavedPeopleCard } from '../../features/booking/components/saved-people-card';
import { YourRequestsCard } from '../../features/privacy/requests/components/your-requests-card';
import { sendOtp } from '../../features/auth/api/send-otp';
import { withSecurityCheckWhenAsked } from '../../features/auth/api/security-check';
import { DataCopySection } from '../../features/privacy/data-copy/components/data-copy-section';
import { DeleteAccountSection } from '../../features/privacy/erasure/components/delete-account-section';
import { ConsentsCard } from '../../features/privacy/consents/components/consents-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { SignedInPage } from '../signed-in-page';
import '../../styles/forms.css';

/** /profile: the customer's details; the form's language is the portal's, and a saved change of it is shown at once. */
export default function ProfileScreen() {
  const { t } = useTranslation(['account', 'common']);
  const [language, setLanguage] = useLanguage();
  useDocumentTitle(t('account:profile_title'), t('common:app_name'));
  const saved = (user: User) => {
    if (user.language_preference !== language) setLanguage(user.language_preference);
  };
  return (
    <SignedInPage>
      <main id="main" className="narrow-page">
        <ProfileCard language={language} onSaved={saved} />
        <SavedPeopleCard language={language} />
        <SessionsCard language={language} />
        <ConsentsCard language={language} />
        <YourRequestsCard language={language} />
        <DataCopySection language={language} />
        <DeleteAccountSection
          language={language}
          sendCode={(number) => sendOtp(number, language)}
          withSecurityCheck={(check) => withSecurityCheckWhenAsked(check)}
        />
      </main>
    </SignedInPage>
  );
}
