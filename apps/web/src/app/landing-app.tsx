import { useEffect } from 'react';
import { SkipLink } from '../components/layout/skip-link';
import { NavigationContext, type Navigation } from '../components/navigation/navigation-context';
import { LandingScreen } from './screens/landing-screen';

interface LandingAppProps {
  /** How its links move on; without it (the build's prerender), they are ordinary links. */
  navigation?: Navigation;
  /** Runs once, after hydration. */
  onMounted?: () => void;
}

/**
 * The prerendered landing page as the browser starts it: the page, with no
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
  return navigation ? (
    <NavigationContext.Provider value={navigation}>{page}</NavigationContext.Provider>
  ) : (
    page
  );
}
