// Helpers for the tests of encrypted backups (decision 0098): a data folder with a customer's
// booking and a kept secret, the bytes that would give them away, and a backup opened in memory.
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decryptingStream } from '../db/backup/backup-encryption';
import { openDatabase } from '../db/database';
import { keptSecret } from '../lib/secrets/secret-file';
import { createCustomer } from './customers';
import { pgliteTemplate } from './pglite-template';
import { createTestApp } from './test-app';

/** The customer whose details no encrypted backup may show. */
export const kavitha = {
  mobileNumber: '+919840755501',
  name: 'Kavitha Ramanathan',
  dateOfBirth: '1990-04-14',
  birthPlace: 'Kanniyakumari',
};

/**
 * A data folder holding Kavitha's booking and a kept secret (DATA_DIR/auth-secret, as a server
 * without AUTH_SECRET keeps it); resolves to the secret.
 */
export async function folderWithKavitha(dataDir: string): Promise<string> {
  const app = await createTestApp({
    database: await openDatabase({
      kind: 'pglite',
      dataDir,
      loadDataDir: await pgliteTemplate(true),
    }),
  });
  try {
    const token = await createCustomer(app, kavitha.mobileNumber);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: kavitha.name,
        gender: 'female',
        date_of_birth: kavitha.dateOfBirth,
        birth_time: '06:10',
        birth_place: kavitha.birthPlace,
        services: [1],
        terms_agreed: true,
      },
    });
    if (booked.statusCode !== 201) throw new Error(`booking answered ${booked.statusCode}`);
  } finally {
    await app.close();
  }
  return keptSecret(dataDir).secret;
}

/** PostgreSQL keeps a date as four bytes: the days since 2000-01-01, little-endian here. */
function storedDate(isoDate: string): Buffer {
  const days =
    (Date.parse(`${isoDate}T00:00:00Z`) - Date.parse('2000-01-01T00:00:00Z')) / 86_400_000;
  const bytes = Buffer.alloc(4);
  bytes.writeInt32LE(days);
  return bytes;
}

/**
 * The byte strings that give Kavitha and the secret away, as a plain archive holds them: her
 * name, number and place of birth as text, her birth date as the database stores it (with the
 * bytes around it in the plain archive, so that four bytes of ciphertext cannot match by
 * chance), and the secret.
 */
export function giveaways(plainTar: Buffer, secret: string): Record<string, Buffer> {
  const date = plainTar.indexOf(storedDate(kavitha.dateOfBirth));
  return {
    name: Buffer.from(kavitha.name),
    number: Buffer.from(kavitha.mobileNumber.slice(3)),
    birthPlace: Buffer.from(kavitha.birthPlace),
    dateOfBirth: date === -1 ? Buffer.alloc(0) : plainTar.subarray(date - 6, date + 10),
    secret: Buffer.from(secret),
  };
}

/** Which of these byte strings `bytes` holds. */
export const found = (bytes: Buffer, strings: Record<string, Buffer>): string[] =>
  Object.entries(strings)
    .filter(([, string]) => string.length > 0 && bytes.includes(string))
    .map(([name]) => name);

/** An encrypted backup's archive, decrypted and unzipped in memory. */
export async function openedBackup(file: string, passphrase: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await decryptingStream(createReadStream(file), passphrase))
    chunks.push(Buffer.from(chunk as Uint8Array));
  return gunzipSync(Buffer.concat(chunks));
}

/** Every file under `folder` with its bytes, to tell whether anything in it changed. */
export function folderContents(folder: string): Record<string, string> {
  const contents: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    contents[path] = entry.isFile()
      ? readFileSync(path).toString('base64')
      : `folder ${statSync(path).mode}`;
  }
  return contents;
}
