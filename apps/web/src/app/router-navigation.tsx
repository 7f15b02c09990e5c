import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { NavigationContext, type Navigation } from '../components/navigation/navigation-context';

/** Inside the router, the shared components' links and moves are React Router's. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(
    () => ({ Link, navigate: (to) => void navigate(to) }),
    [navigate],
  );
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}
