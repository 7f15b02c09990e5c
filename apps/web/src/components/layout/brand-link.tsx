import { PageLink } from '../navigation/page-link';

/** The mark and name of the portal, leading to its start page. */
export function BrandLink({ appName, to }: { appName: string; to: string }) {
  return (
    <PageLink to={to} className="brand">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>{appName}</span>
    </PageLink>
  );
}
