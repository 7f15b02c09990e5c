import { AppError } from '../errors/app-error';
import { isNoSpaceErrno, StorageFullError } from '../storage/storage-full';

/**
 * What a failure while reading a multipart request means for its sender. The parser's limits
 * have their own refusals; anything else it throws (no boundary, a truncated body, a malformed
 * part) is a request that cannot be read: a 400, never a 500. A disk without room is the portal's
 * failure, never the sender's: 507 STORAGE_FULL.
 */
export function multipartRefusal(error: unknown, fileField: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof StorageFullError || isNoSpaceErrno(error))
    return new AppError('STORAGE_FULL');
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT')
    return new AppError('TOO_MANY_FILES', { fields: { [fileField]: 'validation.files_max' } });
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('FILE_TOO_LARGE', { fields: { [fileField]: 'validation.file_size' } });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('PAYLOAD_TOO_LARGE');
  return new AppError('VALIDATION_FAILED');
}
