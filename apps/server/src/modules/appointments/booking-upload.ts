import type { FastifyRequest } from 'fastify';
import { detectUploadType, MAX_BOOKING_FILE_BYTES, MAX_BOOKING_FILES, type UploadType } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

export interface UploadedFile {
  fileName: string;
  contentType: UploadType;
  content: Buffer;
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

/** A file name safe to show and to put in a header: no folders, no control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 150);
  return clean || 'file';
}

function addField(fields: Record<string, unknown>, name: string, value: string) {
  const key = name.endsWith('[]') ? name.slice(0, -2) : name;
  const existing = fields[key];
  if (existing === undefined) fields[key] = value;
  else fields[key] = Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
}

function limitError(error: unknown): AppError | null {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return new AppError('TOO_MANY_FILES', { files: 'validation.files_max' });
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('FILE_TOO_LARGE', { files: 'validation.file_size' });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError('PAYLOAD_TOO_LARGE');
  return null;
}

/**
 * Reads a booking: JSON as it is, or multipart fields plus up to 5 files named `files`.
 * Each file is held in memory only up to its 10 MB limit and judged by its content. Any
 * refusal refuses the whole request, before anything is written.
 */
export async function readBookingSubmission(request: FastifyRequest): Promise<BookingSubmission> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('VALIDATION_FAILED');
    return { fields: body as Record<string, unknown>, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new AppError('VALIDATION_FAILED', { [part.fieldname]: 'validation.too_long' });
        addField(fields, part.fieldname, String(part.value));
        continue;
      }
      const content = await part.toBuffer();
      if (!FILE_FIELDS.has(part.fieldname) || (content.length === 0 && !part.filename)) continue;
      const contentType = detectUploadType(content);
      if (!contentType) throw new AppError('FILE_TYPE_NOT_ALLOWED', { files: 'validation.file_type' });
      files.push({ fileName: cleanFileName(part.filename), contentType, content });
    }
  } catch (error) {
    throw limitError(error) ?? error;
  }
  return { fields, files };
}
