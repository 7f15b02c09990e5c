import { createHmac, timingSafeEqual } from 'node:crypto';

/** Bumped when the token's form changes; older forms are then refused. */
const VERSION = '1';
const TOKEN_PATTERN = /^1\.([1-9]\d{0,9})\.([\w-]{43})$/;

const signature = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`unsubscribe:v${VERSION}:${userId}`).digest('base64url');

/**
 * The token of a customer's e-mail unsubscribe links: `1.<user id>.<HMAC-SHA256>` (base64url).
 * It never expires: a link in an old e-mail still works.
 */
export function unsubscribeToken(secret: string, userId: number): string {
  return `${VERSION}.${userId}.${signature(secret, userId)}`;
}

/** The user id a token was made for, or null when this secret did not sign it. */
export function readUnsubscribeToken(secret: string, token: string): number | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (userId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/**
 * The links an e-mail carries: `page` for people (the web's unsubscribe screen) and `oneClick`
 * for List-Unsubscribe, which mail clients POST to (RFC 8058).
 */
export function unsubscribeUrls(
  publicBaseUrl: string,
  secret: string,
  userId: number,
): { page: string; oneClick: string } {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const token = encodeURIComponent(unsubscribeToken(secret, userId));
  return {
    page: `${base}/unsubscribe?token=${token}`,
    oneClick: `${base}/api/messages/unsubscribe?token=${token}`,
  };
}
