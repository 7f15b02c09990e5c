import { createHmac, randomBytes } from 'node:crypto';
import type { Language } from '@portal/contracts';
import { sha256Hex } from '../../../lib/secrets/secrets';

/*
 * The token of an e-mail confirmation link (decision 0107). The database keeps neither the token
 * nor anything that gives it without the server's secret: the confirmation row keeps the token's
 * SHA-256, and the outbox's message keeps a random seed, from which only the server (with its
 * secret) makes the token again when it writes the e-mail. A copy of the database alone confirms
 * nothing.
 */

/** A new seed: 16 random bytes, URL-safe. */
export const newLinkSeed = () => randomBytes(16).toString('base64url');

/** The link's token for a seed: the HMAC of the seed under the server's secret. */
export const linkToken = (secret: string, seed: string) =>
  createHmac('sha256', secret).update(`email-confirmation:v1:${seed}`).digest('base64url');

/** What the confirmation row keeps of a token. */
export const linkTokenHash = (token: string) => sha256Hex(token);

/** The address the e-mail's link opens: the web app's page, in the e-mail's language. */
export function confirmationUrl(publicBaseUrl: string, token: string, language: Language): string {
  const base = publicBaseUrl.replace(/\/+$/, '');
  return `${base}/confirm-email?token=${encodeURIComponent(token)}&language=${language}`;
}
