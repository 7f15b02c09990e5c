import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmacHex = (key: string, value: string) =>
  createHmac('sha256', key).update(value).digest('hex');

/** An opaque bearer token: 32 random bytes, URL-safe. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** A one-time code of `digits` digits from the system's CSPRNG. */
export const newNumericCode = (digits: number) =>
  String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** Compares two hex digests in constant time. */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
