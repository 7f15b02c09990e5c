import type { Language } from '@portal/contracts';

/**
 * The web app manifests' files, one per language, beside index.html (written by the build from
 * lib/web-manifest.ts); a page links its language's (lib/offline/service-worker-client.ts).
 */
export const webManifestFiles: Record<Language, string> = {
  english: 'manifest.webmanifest',
  tamil: 'manifest.ta.webmanifest',
};
