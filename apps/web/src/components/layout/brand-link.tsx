import { Link } from 'react-router';

/** The mark and name of the portal, leading to its start page. */
export function BrandLink({ appName, to }: { appName: string; to: string }) {
  return (
    <Link to={to} className="brand">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span>{appName}</span>
    </Link>
  );
}
