/** Where the compiled server's entry leaves its own import() for the bundle (decision 0045). */
export const ENTRY_IMPORT = Symbol.for('portal.entry-import');

type ImportFunction = (href: string) => Promise<unknown>;

/**
 * Loads an ES module file (the web build's page renderers) by its file: URL. The compiled server's
 * bundle runs through vm with a V8 code cache, and there import() finds no loader once the cache
 * comes from another process; so the bundle uses its entry's own import(), left on globalThis.
 * The TypeScript sources (tests, npm run dev) use their own.
 */
export function importEsModule<T>(href: string): Promise<T> {
  const entryImport = (globalThis as Record<symbol, ImportFunction | undefined>)[ENTRY_IMPORT];
  return (entryImport ? entryImport(href) : import(href)) as Promise<T>;
}
