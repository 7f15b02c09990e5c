import type { bookingFileTypes } from './constants';

export type UploadType = (typeof bookingFileTypes)[number];

const signatures: { type: UploadType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/**
 * The file's type judged by its first bytes (never its name or the browser's claim); null if not
 * allowed. The server judges uploads by it; the web app checks a chosen file the same way.
 */
export function detectUploadType(content: Uint8Array): UploadType | null {
  const match = signatures.find(({ bytes }) =>
    bytes.every((byte, index) => content[index] === byte),
  );
  return match?.type ?? null;
}
