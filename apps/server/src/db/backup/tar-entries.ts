// The ustar archive of a backup: headers written here (entries named relative to the data folder,
// `./PG_VERSION`, so `tar tzf` lists them without a warning and `tar xzf -C folder` unpacks them),
// and the entries of an archive read back (ours, or an older backup's PGlite dump: `/PG_VERSION`).

const BLOCK = 512;
/** The largest size a ustar header can say: eleven octal digits. */
const MAX_SIZE = 0o77777777777;

export interface TarEntry {
  /** The entry's path inside the data folder, without `./` or `/` before it (`base/1/112`). */
  path: string;
  start: number;
  end: number;
}

export interface TarHeaderFields {
  /** Relative to the data folder, `/`-separated, no leading `./`. */
  path: string;
  type: 'file' | 'folder';
  size: number;
  mtime: Date;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** Splits a long name into ustar's prefix (155 bytes) and name (100 bytes) at a `/`. */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let cut = name.indexOf('/'); cut > 0; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100)
      return { prefix, name: rest };
  }
  throw new Error(`The path ${name} is too long for the backup archive.`);
}

/**
 * One entry's 512-byte ustar header: files 0600 and folders 0700 (the backup holds personal
 * data; PGlite writes its files 0666), owned by this process's user.
 */
export function tarHeader(fields: TarHeaderFields): Buffer {
  if (fields.size > MAX_SIZE)
    throw new Error(`${fields.path} is too large for the backup archive.`);
  const header = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(`./${fields.path}${fields.type === 'folder' ? '/' : ''}`);
  const put = (text: string, offset: number) => header.write(text, offset, 'utf8');
  put(name, 0);
  put(octal(fields.type === 'folder' ? 0o700 : 0o600, 8), 100);
  put(octal(process.getuid?.() ?? 0, 8), 108);
  put(octal(process.getgid?.() ?? 0, 8), 116);
  put(octal(fields.type === 'folder' ? 0 : fields.size, 12), 124);
  put(octal(Math.floor(fields.mtime.getTime() / 1000), 12), 136);
  put('        ', 148);
  put(fields.type === 'folder' ? '5' : '0', 156);
  put('ustar\0', 257);
  put('00', 263);
  put(prefix, 345);
  let sum = 0;
  for (const byte of header) sum += byte;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

/** The zeros that fill a file's bytes up to a whole block. */
export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The two zero blocks that end an archive. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

/** A name as written in either format (`./base/1`, `/base/1`, `base/1/`) as a path inside the folder. */
export const folderPath = (name: string): string =>
  name.replace(/^(\.\/|\/)+/, '').replace(/\/+$/, '');

/** The entries of a ustar archive; null when it is not one. */
export function tarEntries(tar: Uint8Array): TarEntry[] | null {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    const text = (from: number, to: number) =>
      Buffer.from(header.subarray(from, to)).toString('utf8').replace(/\0.*$/s, '');
    if (header.every((byte) => byte === 0)) return entries;
    if (text(257, 262) !== 'ustar') return null;
    const size = Number.parseInt(text(124, 136).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) return null;
    const prefix = text(345, 500);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (end > tar.length) return null;
    entries.push({
      path: folderPath(prefix ? `${prefix}/${text(0, 100)}` : text(0, 100)),
      start: offset,
      end,
    });
    offset = end;
  }
  return entries;
}
