import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, unlinkSync, writeSync } from 'node:fs';

function writeAndFlush(path: string, content: string, mode: number, flags: string): void {
  const fd = openSync(path, flags, mode);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Creates `path` holding `content`, or throws EEXIST when the name is taken. Written whole to a
 * private name, flushed, then hard-linked into place, so no reader ever sees it empty or half
 * written; where the filesystem has no hard links, an exclusive create and a write.
 */
export function createFileExclusively(path: string, content: string, mode: number): void {
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeAndFlush(draft, content, mode, 'wx');
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw error;
    writeAndFlush(path, content, mode, 'wx');
  } finally {
    unlinkSync(draft);
  }
}
