import { useEffect } from 'react';

/** A page's title as the browser shows it: the screen's, then the portal's name. */
export const documentTitle = (title: string, appName: string): string =>
  title ? `${title} · ${appName}` : appName;

export function useDocumentTitle(title: string, appName: string): void {
  useEffect(() => {
    document.title = documentTitle(title, appName);
  }, [title, appName]);
}
