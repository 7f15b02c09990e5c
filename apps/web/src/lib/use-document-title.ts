import { useEffect } from 'react';

export function useDocumentTitle(title: string, appName: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
