import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { hasStoredFile, type StoredFileRef } from '../../lib/blob-store/stored-file';
import { createReportsRepo } from './reports.repo';

export function createReportsService(db: Database) {
  const repo = createReportsRepo(db);
  return {
    /** The report's PDF: to its owner only (others get "not found"), once completed and paid. */
    async download(userId: number, requestId: number): Promise<{ id: number; pdf: StoredFileRef }> {
      const found = await repo.findForUser(userId, requestId);
      if (!found) throw new AppError('NOT_FOUND');
      const pdf = { hash: found.reportHash, legacy: found.legacyReport };
      if (found.status !== 'completed' || found.paymentStatus !== 'paid' || !hasStoredFile(pdf))
        throw new AppError('REPORT_NOT_READY');
      return { id: found.id, pdf };
    },
  };
}
