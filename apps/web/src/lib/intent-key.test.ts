import { afterEach, expect, it, vi } from 'vitest';
import {
  createIntentKeys,
  newIdempotencyKey,
  submissionFingerprint,
  withIntentKey,
} from './intent-key';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

it('keeps one key across retries, and a new one after a success or a change', async () => {
  const keys = createIntentKeys();
  const sent: string[] = [];
  const failing = (key: string) => {
    sent.push(key);
    return Promise.reject(new Error('network'));
  };
  await expect(withIntentKey(keys, { slot: 600 }, failing)).rejects.toThrow('network');
  await expect(withIntentKey(keys, { slot: 600 }, failing)).rejects.toThrow('network');
  await withIntentKey(keys, { slot: 600 }, (key) => Promise.resolve(sent.push(key)));
  await withIntentKey(keys, { slot: 600 }, (key) => Promise.resolve(sent.push(key)));
  await expect(withIntentKey(keys, { slot: 630 }, failing)).rejects.toThrow();
  expect(sent[0]).toMatch(uuid);
  expect(sent[1]).toBe(sent[0]);
  expect(sent[2]).toBe(sent[0]);
  expect(new Set([sent[0], sent[3], sent[4]]).size).toBe(3);
});

it('tells forms apart by their fields and their files', () => {
  const form = (fileName: string) => {
    const data = new FormData();
    data.append('name', 'Ravi');
    data.append(
      'files',
      new File(['%PDF-1.4'], fileName, { type: 'application/pdf', lastModified: 1 }),
    );
    return data;
  };
  expect(submissionFingerprint(form('a.pdf'))).toBe(submissionFingerprint(form('a.pdf')));
  expect(submissionFingerprint(form('a.pdf'))).not.toBe(submissionFingerprint(form('b.pdf')));
});

it('makes a version 4 UUID without crypto.randomUUID, and even without getRandomValues', () => {
  vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(bytes: T) => bytes });
  expect(newIdempotencyKey()).toMatch(uuid);
  vi.stubGlobal('crypto', undefined);
  const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
  expect(keys.size).toBe(20);
  for (const key of keys) expect(key).toMatch(uuid);
});
