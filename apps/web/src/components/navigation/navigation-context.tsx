import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export interface PageLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * How a shared component moves to another page of the portal. Inside the router (every screen)
 * it is React Router's Link and navigate; on the prerendered landing page, which starts without
 * the router (see the landing-page-weight decision), it is a plain link whose click first
 * brings the router in.
 */
export interface Navigation {
  Link: ComponentType<PageLinkProps>;
  navigate: (to: string) => void;
}

/** Without a provider: ordinary links and page loads, which always work. */
const documentNavigation: Navigation = {
  Link: ({ to, className, children }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
  navigate: (to) => window.location.assign(to),
};

export const NavigationContext = createContext<Navigation>(documentNavigation);

export const useNavigation = (): Navigation => useContext(NavigationContext);
