// Backups encrypted with a passphrase, BACKUP_KEY, in the age format (age-encryption.org/v1) with
// its scrypt recipient (decision 0098): a standard `.age` file that `age -d` also opens with the
// passphrase. The payload is encrypted and decrypted as it streams, 64 KiB at a time, by the
// age-encryption package (typage); never a whole archive in memory.
import { createCipheriv, randomBytes, scrypt } from 'node:crypto';
import { Duplex, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Decrypter, Encrypter, Stanza, type Recipient } from 'age-encryption';

/** The first line of every age file. */
const AGE_MAGIC = Buffer.from('age-encryption.org/v1\n', 'latin1');
/** The label before the salt that scrypt derives a passphrase's key with (age's specification). */
const SCRYPT_LABEL = Buffer.from('age-encryption.org/v1/scrypt', 'latin1');
/** age's own work factor for a passphrase: scrypt with N = 2^18, r = 8 (256 MiB, a second or two). */
const SCRYPT_LOG_N = 18;
const SCRYPT_MEMORY = 128 * 8 * 2 ** SCRYPT_LOG_N;

/** Whether these first bytes of a file are an age file's. */
export const isAgeFile = (head: Uint8Array): boolean =>
  head.length >= AGE_MAGIC.length && AGE_MAGIC.equals(head.subarray(0, AGE_MAGIC.length));

/** The passphrase did not open the file: another key made it (or none matches its recipients). */
export class WrongBackupKeyError extends Error {
  override name = 'WrongBackupKeyError';
}

/**
 * age's scrypt recipient, its key derived by Node's scrypt on the thread pool. The package's own
 * recipient runs a pure JavaScript scrypt on the event loop: two seconds in which the serving
 * process would answer nothing at each nightly backup. The stanza is the specification's, so the
 * package's own identity (and `age -d`) opens it.
 */
class ThreadPoolScryptRecipient implements Recipient {
  constructor(private readonly passphrase: string) {}

  async wrapFileKey(fileKey: Uint8Array): Promise<Stanza[]> {
    const salt = randomBytes(16);
    const key = await new Promise<Buffer>((done, fail) =>
      scrypt(
        this.passphrase,
        Buffer.concat([SCRYPT_LABEL, salt]),
        32,
        { N: 2 ** SCRYPT_LOG_N, r: 8, p: 1, maxmem: 2 * SCRYPT_MEMORY },
        (error, derived) => (error ? fail(error) : done(derived)),
      ),
    );
    // The file key under the derived key, ChaCha20-Poly1305 with a zero nonce: each key wraps
    // one file key only, its salt being new for every file.
    const cipher = createCipheriv('chacha20-poly1305', key, Buffer.alloc(12), {
      authTagLength: 16,
    });
    const body = Buffer.concat([cipher.update(fileKey), cipher.final(), cipher.getAuthTag()]);
    key.fill(0);
    const unpadded = salt.toString('base64').replace(/=+$/, '');
    return [new Stanza(['scrypt', unpadded, String(SCRYPT_LOG_N)], body)];
  }
}

/** A stream that takes the plain bytes and gives the age file's, encrypted with `passphrase`. */
export async function encryptingStream(passphrase: string): Promise<Duplex> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(new ThreadPoolScryptRecipient(passphrase));
  const plain = new TransformStream<Uint8Array, Uint8Array>();
  const sealed = await encrypter.encrypt(plain.readable);
  return Duplex.fromWeb({ readable: sealed, writable: plain.writable });
}

/**
 * Runs `fill`, which writes (and ends) the plain bytes into `cipher` (an `encryptingStream`),
 * whose age file goes into `out`; resolves with what `fill` resolved with once `out` has
 * finished, rejects (both ends destroyed) when either side fails.
 */
export async function writeEncrypted<T>(
  out: Writable,
  cipher: Duplex,
  fill: (plain: Writable) => Promise<T>,
): Promise<T> {
  const filling = fill(cipher).catch((error: unknown) => {
    // What failed before writing (or ending) anything would leave the file waiting for its end.
    cipher.destroy(error as Error);
    throw error;
  });
  const [filled] = await Promise.all([filling, pipeline(cipher, out)]);
  return filled;
}

/**
 * The plain bytes of the age file read from `source`. The header is checked before this
 * resolves: a passphrase that does not open it is a WrongBackupKeyError. Each 64 KiB piece is
 * authenticated before it is passed on; a damaged or cut file fails the stream.
 */
export async function decryptingStream(source: Readable, passphrase: string): Promise<Readable> {
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  const sealed = Readable.toWeb(source) as ReadableStream<Uint8Array>;
  try {
    return Readable.fromWeb(await decrypter.decrypt(sealed));
  } catch (error) {
    source.destroy();
    // The package's words when no passphrase (or identity) given opens the file key.
    if (/no identity matched/.test((error as Error).message))
      throw new WrongBackupKeyError((error as Error).message);
    throw error;
  }
}
