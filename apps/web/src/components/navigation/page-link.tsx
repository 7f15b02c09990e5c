import { useNavigation, type PageLinkProps } from './navigation-context';

/** A link to another page of the portal, from a component that is shown with and without the router. */
export function PageLink(props: PageLinkProps) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}
