import { Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bookingRequestSchema,
  detectUploadType,
  MAX_BOOKING_FILE_BYTES,
  MAX_BOOKING_FILES,
  type UploadType,
} from '@portal/contracts';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import { AppError } from '../../../lib/errors/app-error';
import { multipartRefusal } from '../../../lib/http/multipart-refusal';
import { scanPdfOffThread } from '../../../lib/uploads/pdf-scan-pool';
import { uploadToBlobStore } from '../../../lib/uploads/upload-to-blob-store';
import { cleanFileName } from '../../../lib/uploads/upload-file-name';
import { CONTROL_CHARACTERS } from '../../../lib/http/control-characters';

export interface UploadedFile {
  fileName: string;
  contentType: UploadType;
  /** The bytes are in the blob store under this SHA-256 (decision 0031), stored while the request streamed in. */
  contentHash: string;
  sizeBytes: number;
  /** A PDF with JavaScript, a launch or automatic actions: kept, and the office is warned (decision 0018). */
  activeContent: boolean;
}

export interface BookingSubmission {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

/** The limits the multipart parser enforces while the request streams in. */
export const bookingMultipartLimits = {
  fileSize: MAX_BOOKING_FILE_BYTES,
  files: MAX_BOOKING_FILES,
  fields: 40,
  fieldSize: 16 * 1024,
  parts: 50,
  headerPairs: 100,
};

const FILE_FIELDS = new Set(['files', 'files[]']);

/** The booking's fields as the API document shows them (the checks across fields follow the office's catalogue). */
const documentedBooking = bookingRequestSchema();

/** The booking's body in the API document: JSON, or the same fields as a form with the horoscope files. */
export const bookingBodies = {
  'application/json': documentedBooking,
  'multipart/form-data': z.intersection(
    documentedBooking,
    z.object({
      files: z
        .array(z.file())
        .max(MAX_BOOKING_FILES)
        .optional()
        .describe(
          `Up to ${MAX_BOOKING_FILES} horoscope files (also as \`files[]\`): JPG, PNG or PDF by ` +
            `their content, ${MAX_BOOKING_FILE_BYTES / 1024 / 1024} MB each. Other fields arrive ` +
            'as text: `services` repeated or as "1,2", `terms_agreed` as "true" or "on".',
        ),
    }),
  ),
};

function addField(fields: Record<string, unknown>, name: string, value: string) {
  const key = name.endsWith('[]') ? name.slice(0, -2) : name;
  const existing = fields[key];
  if (existing === undefined) fields[key] = value;
  else
    fields[key] = Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
}

/** The rules a horoscope file is streamed in by: JPG, PNG or PDF by its first bytes, 10 MB at most. */
const bookingFileRules = {
  maxBytes: MAX_BOOKING_FILE_BYTES,
  checkHead(head: Buffer) {
    if (!detectUploadType(head))
      throw new AppError('FILE_TYPE_NOT_ALLOWED', { fields: { files: 'validation.file_type' } });
  },
  tooLarge: () => new AppError('FILE_TOO_LARGE', { fields: { files: 'validation.file_size' } }),
};

/**
 * Reads a booking: JSON as it is, or multipart fields plus up to 5 files named `files`.
 * Each file streams into the blob store as it arrives (judged by its first bytes, refused at
 * the chunk that passes 10 MB), so no whole file is held in memory; only a PDF is read back
 * once, for the active-content check, which runs in a worker thread (decision 0092). Any refusal
 * refuses the whole request before the
 * database is touched; blobs already stored for it are left to the orphan sweep.
 */
export async function readBookingSubmission(
  request: FastifyRequest,
  blobs: BlobStore = request.server.blobs,
): Promise<BookingSubmission> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new AppError('VALIDATION_FAILED');
    return { fields: body as Record<string, unknown>, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new AppError('VALIDATION_FAILED', {
            fields: { [part.fieldname]: 'validation.too_long' },
          });
        if (
          CONTROL_CHARACTERS.test(part.fieldname) ||
          CONTROL_CHARACTERS.test(String(part.value))
        ) {
          throw new AppError('VALIDATION_FAILED', {
            fields: {
              [part.fieldname]: 'validation.control_characters',
            },
          });
        }
        addField(fields, part.fieldname, String(part.value));
        continue;
      }
      if (!FILE_FIELDS.has(part.fieldname)) {
        // Another field's file is not kept, but read through so the parts after it arrive.
        await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
        continue;
      }
      const stored = await uploadToBlobStore(part.file, blobs, bookingFileRules);
      if (!stored) {
        if (!part.filename) continue;
        throw new AppError('FILE_TYPE_NOT_ALLOWED', { fields: { files: 'validation.file_type' } });
      }
      const contentType = detectUploadType(stored.head)!;
      files.push({
        fileName: cleanFileName(part.filename, contentType),
        contentType,
        contentHash: stored.hash,
        sizeBytes: stored.size,
        activeContent:
          contentType === 'application/pdf' &&
          (await scanPdfOffThread(await buffer(await blobs.open(stored.hash)))),
      });
    }
  } catch (error) {
    throw multipartRefusal(error, 'files');
  }
  return { fields, files };
}
