import { expect, it } from 'vitest';
import { detectUploadType } from './file-type';

it('knows JPG, PNG and PDF by their first bytes, whatever the name', () => {
  expect(detectUploadType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
  expect(detectUploadType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
    'image/png',
  );
  expect(detectUploadType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
});

it('refuses everything else: an executable, text, an empty or cut-off file', () => {
  expect(detectUploadType(Buffer.from('MZ\x90\x00\x03'))).toBeNull();
  expect(detectUploadType(Buffer.from('\x7fELF'))).toBeNull();
  expect(detectUploadType(Buffer.from('hello.png'))).toBeNull();
  expect(detectUploadType(Buffer.alloc(0))).toBeNull();
  expect(detectUploadType(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
});
