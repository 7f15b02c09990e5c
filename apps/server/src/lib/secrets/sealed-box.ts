import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * A small secret kept in the database sealed with the server's key (AUTH_SECRET): AES-256-GCM,
 * its key derived by HKDF-SHA-256 for one purpose, so a copy of the database alone does not
 * reveal it, and a key for one purpose opens nothing sealed for another (decision 0106).
 */

const VERSION = 'v1';

const keyFor = (serverSecret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', serverSecret, 'portal-sealed-box', purpose, 32));

/** "v1.<iv>.<tag>.<ciphertext>", each base64url. */
export function seal(serverSecret: string, purpose: string, plain: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(serverSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed bytes; throws when the box was changed, or sealed with another key or purpose. */
export function open(serverSecret: string, purpose: string, box: string): Buffer {
  const [version, iv, tag, sealed, ...rest] = box.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined || rest.length > 0)
    throw new Error('not a sealed box');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyFor(serverSecret, purpose),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
}
