import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Time-based one-time codes (RFC 6238 over RFC 4226's HOTP), as every authenticator app reads
 * them by default: HMAC-SHA-1, 6 digits, 30-second steps (decision 0106).
 */

export const TOTP = { digits: 6, stepSeconds: 30, secretBytes: 20, algorithm: 'sha1' } as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, without padding (what otpauth:// URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31];
  return text;
}

/** Reads base32 as people type it: any case, spaces and padding ignored; throws on other letters. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const letter of clean) {
    const index = BASE32.indexOf(letter);
    if (index < 0) throw new Error(`not base32: ${letter}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 160 random bits, RFC 4226's recommended length for SHA-1. */
export const newTotpSecret = () => randomBytes(TOTP.secretBytes);

/** The HOTP code of a counter (RFC 4226 section 5.3). */
export function hotp(secret: Uint8Array, counter: number, digits: number = TOTP.digits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac(TOTP.algorithm, secret).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step a moment falls in. */
export const stepAt = (epochMs: number) => Math.floor(epochMs / 1000 / TOTP.stepSeconds);

/** The code an app shows at a moment. */
export const totpAt = (secret: Uint8Array, epochMs: number) => hotp(secret, stepAt(epochMs));

/**
 * The step whose code this is, within one step either side of now (a phone's clock a little off,
 * a code typed as it changed), or null. A step at or before `afterStep` is never accepted: each
 * code counts once (second_factors.last_used_step).
 */
export function matchingStep(
  secret: Uint8Array,
  code: string,
  { now, afterStep }: { now: number; afterStep: number | null },
): number | null {
  if (!/^\d+$/.test(code) || code.length !== TOTP.digits) return null;
  const current = stepAt(now);
  const offered = Buffer.from(code);
  for (const step of [current - 1, current, current + 1]) {
    if (afterStep !== null && step <= afterStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), offered)) return step;
  }
  return null;
}

/** What an authenticator app reads from a link or QR code (Google's Key Uri Format). */
export function otpauthUri({
  secret,
  issuer,
  account,
}: {
  secret: Uint8Array;
  issuer: string;
  account: string;
}): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP.digits),
    period: String(TOTP.stepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
