import { isIP } from 'node:net';

/**
 * The block of addresses one client holds, as per-address limits count it (decision 0105): an IPv4
 * address itself, and for IPv6 its /64, the smallest block a provider gives one line (RFC 6177),
 * since the host half of an IPv6 address is the client's to change at will. An IPv4 address
 * written in IPv6 (::ffff:203.0.113.9) is the IPv4 address. Anything else comes back as given.
 */
export function addressBlock(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address.split('%')[0]!);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each without its leading zeros. */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  // A dotted IPv4 tail (::1.2.3.4, 64:ff9b::192.0.2.1) is the last two groups.
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text =
      text.slice(0, tail.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = rest === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    (parseInt(group, 16) || 0).toString(16),
  );
}
