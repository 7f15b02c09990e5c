/**
 * The Graph API versions the WhatsApp Cloud API is called with, and when Meta stops answering
 * each (decision 0093). Source: Meta's Graph API changelog, "Available Graph API versions"
 * (developers.facebook.com/docs/graph-api/changelog/versions), as read on 2026-12-01. Meta keeps a
 * version for two years after the next one is released; a version whose end Meta has not yet
 * given (`availableUntil` null) lasts at least two years from its own release.
 *
 * A new version: add its line at the top, with its release date, and give the one below it the
 * end Meta announces; move DEFAULT_GRAPH_API_VERSION to it once the templates have been tried on it.
 */
export const GRAPH_API_VERSIONS: readonly {
  version: string;
  released: string;
  availableUntil: string | null;
}[] = [
  { version: 'v26.0', released: '2026-07-29', availableUntil: null },
  { version: 'v25.0', released: '2026-02-18', availableUntil: '2028-07-29' },
  { version: 'v24.0', released: '2025-10-08', availableUntil: '2028-02-18' },
  { version: 'v23.0', released: '2025-05-29', availableUntil: '2027-10-08' },
  { version: 'v22.0', released: '2025-01-21', availableUntil: '2027-05-20' },
  { version: 'v21.0', released: '2024-10-02', availableUntil: '2027-01-21' },
  { version: 'v20.0', released: '2024-05-21', availableUntil: '2026-09-24' },
  { version: 'v19.0', released: '2024-01-23', availableUntil: '2026-05-21' },
  { version: 'v18.0', released: '2023-09-12', availableUntil: '2026-01-26' },
  { version: 'v17.0', released: '2023-05-23', availableUntil: '2025-09-12' },
  { version: 'v16.0', released: '2023-02-02', availableUntil: '2025-05-14' },
];

/** WHATSAPP_API_VERSION when it is not set: the newest version of the table. */
export const DEFAULT_GRAPH_API_VERSION = 'v26.0';

/** How long before a version's end the start warns of it. */
export const GRAPH_API_WARNING_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The two years Meta keeps a version at least, from its release. */
const TWO_YEARS_MS = 2 * 365 * DAY_MS;

const versionNumber = (version: string) => Number(version.replace(/^v/, ''));
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The last day the version is answered: Meta's date, or two years from its release while Meta has
 * given none (`estimated`). A version older than the table's oldest has ended already (the
 * oldest's end, at the latest); one newer than its newest is not known here (null).
 */
export function graphApiVersionEnd(version: string): { date: string; estimated: boolean } | null {
  const known = GRAPH_API_VERSIONS.find((entry) => entry.version === version);
  if (known) {
    if (known.availableUntil) return { date: known.availableUntil, estimated: false };
    return { date: dayOf(new Date(Date.parse(known.released) + TWO_YEARS_MS)), estimated: true };
  }
  const oldest = GRAPH_API_VERSIONS.at(-1)!;
  if (versionNumber(version) < versionNumber(oldest.version))
    return { date: oldest.availableUntil!, estimated: false };
  return null;
}

/**
 * What the start says of the configured version: null while it has more than 60 days left (or is
 * newer than the table), else one line that it has ended or when it ends, and what to set.
 */
export function graphApiVersionWarning(version: string, now: Date = new Date()): string | null {
  const end = graphApiVersionEnd(version);
  if (!end) return null;
  const endsAt = Date.parse(`${end.date}T00:00:00Z`);
  if (endsAt - now.getTime() > GRAPH_API_WARNING_DAYS * DAY_MS) return null;
  const newest = GRAPH_API_VERSIONS[0]!.version;
  const advice =
    version === newest
      ? `check Meta's Graph API changelog for a newer version`
      : `set WHATSAPP_API_VERSION to ${newest}`;
  const when = end.estimated ? `about ${end.date}` : end.date;
  const said =
    endsAt <= now.getTime()
      ? `has reached its end of life (${when}): Meta no longer answers it and WhatsApp messages fail`
      : `reaches its end of life on ${when}: WhatsApp messages then fail`;
  return `WHATSAPP_API_VERSION ${version} ${said}; ${advice}.`;
}
