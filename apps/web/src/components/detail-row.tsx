import type { ReactNode } from 'react';

/** One term and its value in a details list (`<dl className="details-list">`). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
