import { PageLink } from '../navigation/page-link';
import { useTranslation } from '../../lib/translation/use-translation';
import { BrandLink } from './brand-link';
import type { Language } from '@portal/contracts';
import { LanguageChoice } from './language-choice';

interface PublicHeaderProps {
  appName: string;
  /** Omitted where the page shows its own language choice (the landing hero). */
  language?: Language;
  onLanguageChange?: (language: Language) => void;
  /** The login button; off on the sign-in page itself. */
  showLogin?: boolean;
}

export function PublicHeader({
  appName,
  language,
  onLanguageChange,
  showLogin = true,
}: PublicHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header className="public-header">
      <BrandLink appName={appName} to="/" />
      <div className="public-header__actions">
        {language && onLanguageChange && (
          <LanguageChoice language={language} onChange={onLanguageChange} />
        )}
        {showLogin && (
          <PageLink to="/login" className="button button--small button--light">
            {t('login')}
          </PageLink>
        )}
      </div>
    </header>
  );
}
