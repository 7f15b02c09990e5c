import { isIP } from 'node:net';

/*
 * What a session records of the client that signed in (decision 0106): a short name of the
 * device, the address shortened, and a place only when the trusted proxy named one. Never the
 * whole user agent or address: the list a customer sees is not a log of where they were.
 */

/** 203.0.113.x for IPv4, the /64 of an IPv6 address (2001:db8:1:2::/64); null for anything else. */
export function addressHintOf(address: string | undefined): string | null {
  if (!address) return null;
  // An IPv4 client seen on an IPv6 socket.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const version = isIP(plain);
  if (version === 4) return `${plain.split('.').slice(0, 3).join('.')}.x`;
  if (version !== 6) return null;
  const groups = expandIpv6(plain).slice(0, 4);
  return `${groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, its "::" filled in (an embedded IPv4 tail is two groups). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = groupsOf(head);
  if (tail === undefined) return left;
  const right = groupsOf(tail);
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/** A header's text made safe to store and show: printable, short. */
function cleanPlace(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)
    ?.replace(/[^\p{L}\p{M}\p{N} .'-]/gu, '')
    .trim()
    .slice(0, 60);
  return text ? text : null;
}

/**
 * The place the trusted proxy names for the client (Cloudflare's CF-IPCity and CF-IPCountry):
 * "Chennai, IN", "IN", or null. Read only when the request came through the proxy the server
 * trusts (TRUST_PROXY): from anyone else the headers are the client's own words.
 */
export function placeOf(
  headers: Record<string, string | string[] | undefined>,
  throughTrustedProxy: boolean,
): string | null {
  if (!throughTrustedProxy) return null;
  const city = cleanPlace(headers['cf-ipcity']);
  const country = cleanPlace(headers['cf-ipcountry'])?.toUpperCase();
  // Cloudflare's XX and T1 (Tor) are no country.
  const knownCountry = country && /^[A-Z]{2}$/.test(country) && country !== 'XX' ? country : null;
  return [city, knownCountry].filter(Boolean).join(', ') || null;
}

/** What a new session records of its client. */
export interface SessionClient {
  userAgent: string | undefined;
  /** The client's address as Fastify found it (through the trusted proxy, when there is one). */
  ip: string;
  place: string | null;
}
