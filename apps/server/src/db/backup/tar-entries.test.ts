import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { folderPath, TAR_END, tarEntries, tarHeader, tarPadding } from './tar-entries';

const mtime = new Date('2026-01-31T21:00:00Z');
const file = (path: string, text: string) => [
  tarHeader({ path, type: 'file', size: Buffer.byteLength(text), mtime }),
  Buffer.from(text),
  tarPadding(Buffer.byteLength(text)),
];

it('writes entries GNU tar lists without a warning, and reads them back', () => {
  const long = `blobs/${'a'.repeat(60)}/${'b'.repeat(60)}/${'c'.repeat(64)}`;
  const archive = Buffer.concat([
    tarHeader({ path: 'base', type: 'folder', size: 0, mtime }),
    ...file('PG_VERSION', '18\n'),
    ...file(long, 'bytes of a horoscope'),
    TAR_END,
  ]);
  const path = join(mkdtempSync(join(tmpdir(), 'portal-tar-')), 'archive.tar.gz');
  writeFileSync(path, gzipSync(archive));
  const listed = spawnSync('tar', ['tzvf', path], { encoding: 'utf8' });
  expect(listed.stderr).toBe('');
  expect(listed.status).toBe(0);
  const lines = listed.stdout.trim().split('\n');
  expect(lines.map((line) => line.split(/\s+/).at(-1))).toEqual([
    './base/',
    './PG_VERSION',
    `./${long}`,
  ]);
  // Private: the backup holds personal data.
  expect(lines.map((line) => line.split(/\s+/)[0])).toEqual([
    'drwx------',
    '-rw-------',
    '-rw-------',
  ]);
  expect(lines[1]).toContain('2026-0');
  expect(tarEntries(archive)?.map((entry) => entry.path)).toEqual(['base', 'PG_VERSION', long]);
});

it('reads an older backup’s names as the same paths, and refuses what is not a tar', () => {
  expect(
    ['/PG_VERSION', './PG_VERSION', 'PG_VERSION', '/base/1/', './base/1/'].map(folderPath),
  ).toEqual(['PG_VERSION', 'PG_VERSION', 'PG_VERSION', 'base/1', 'base/1']);
  expect(tarEntries(Buffer.from('hello'.repeat(200)))).toBeNull();
  expect(() => tarHeader({ path: 'x'.repeat(300), type: 'file', size: 1, mtime })).toThrow(
    'too long for the backup archive',
  );
});
