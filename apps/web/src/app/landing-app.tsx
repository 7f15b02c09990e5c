import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SkipLink } from '../components/layout/skip-link';
import { NavigationContext, type Navigation } from '../components/navigation/navigation-context';
import { i18n } from '../lib/i18n';
import { LandingScreen } from './screens/landing-screen';

interface LandingAppProps {
  /** How its links move on; without it (the build's prerender), they are ordinary links. */
  navigation?: Navigation;
  /** Runs once, after hydration. */
  onMounted?: () => void;
}

/**
 * The prerendered landing page as the browser starts it: translation and the page, with no
 * router, query cache or toasts (they come when the visitor moves on, app/landing-start.tsx).
 * The same tree renders at build time, so the markup hydrates as it is.
 */
export function LandingApp({ navigation, onMounted }: LandingAppProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  const page = (
    <>
      <SkipLink />
      <LandingScreen />
    </>
  );
  return (
    <I18nextProvider i18n={i18n}>
      {navigation ? <NavigationContext.Provider value={navigation}>{page}</NavigationContext.Provider> : page}
    </I18nextProvider>
  );
}
