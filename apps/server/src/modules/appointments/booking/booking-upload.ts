import type { FastifyRequest } from 'fastify';
import { detectUploadType, MAX_BOOKING_FILE_BYTES, MAX_BOOKING_FILES, type UploadType } from '@portal/contracts';
import { AppError } from '../../../lib/errors/app-error';
import { multipartRefusal } from '../../../lib/http/multipart-refusal';
import { pdfHasActiveContent } from '../../../lib/uploads/pdf-active-content';
import { cleanFileName } from '../../../lib/uploads/upload-file-name';
import { CONTROL_CHARACTERS } from '../../../plugins/plain-text-input';

export interface UploadedFile {
  fileName: string;
  contentType: UploadType;
  content: Buffer;
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

function addField(fields: Record<string, unknown>, name: string, value: string) {
  const key = name.endsWith('[]') ? name.slice(0, -2) : name;
  const existing = fields[key];
  if (existing === undefined) fields[key] = value;
  else fields[key] = Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
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
        if (CONTROL_CHARACTERS.test(part.fieldname) || CONTROL_CHARACTERS.test(String(part.value))) {
          throw new AppError('VALIDATION_FAILED', { [part.fieldname]: 'validation.control_characters' });
        }
        addField(fields, part.fieldname, String(part.value));
        continue;
      }
      const content = await part.toBuffer();
      if (!FILE_FIELDS.has(part.fieldname) || (content.length === 0 && !part.filename)) continue;
      const contentType = detectUploadType(content);
      if (!contentType) throw new AppError('FILE_TYPE_NOT_ALLOWED', { files: 'validation.file_type' });
      files.push({
        fileName: cleanFileName(part.filename, contentType),
        contentType,
        content,
        activeContent: contentType === 'application/pdf' && pdfHasActiveContent(content),
      });
    }
  } catch (error) {
    throw multipartRefusal(error, 'files');
  }
  return { fields, files };
}
