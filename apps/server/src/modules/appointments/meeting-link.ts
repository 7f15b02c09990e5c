import { randomBytes } from 'node:crypto';

/** Jitsi Meet's public service: a room is made by opening its address, with no account. */
export const DEFAULT_MEETING_BASE_URL = 'https://meet.jit.si/';

/** An unguessable room for one video consultation: 128 random bits under the configured base. */
export function newMeetingUrl(baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(`Jothidam-${randomBytes(16).toString('hex')}`, base).toString();
}
