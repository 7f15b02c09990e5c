import type { ReadLogKind } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { createReadLogRepo } from './read-log.repo';

/** Who read: the signed-in office person, with the role they hold now. */
export interface Reader {
  id: number;
  role: string;
}

export interface ReadRecord {
  staff: Reader;
  /** Whose data; null for an export, which names no one customer. */
  customerUserId: number | null;
  what: ReadLogKind;
  /** The appointment (appointment, chart), file, report request or export kind read. */
  entityId?: string | number | null;
  /** An export's rows. */
  rowCount?: number | null;
}

/**
 * Records one office read of a customer's personal data (decision 0102): one insert, awaited
 * before the data is sent. It is not caught: a read that cannot be recorded fails (a 500, nothing
 * sent), since an unrecorded read is what the log exists to prevent. Returns the read's id.
 */
export function recordRead(db: Database, record: ReadRecord): Promise<number> {
  return createReadLogRepo(db).insert({
    staffUserId: record.staff.id,
    staffRole: record.staff.role,
    customerUserId: record.customerUserId,
    what: record.what,
    entityId:
      record.entityId === undefined || record.entityId === null ? null : String(record.entityId),
    rowCount: record.rowCount ?? null,
  });
}

/**
 * An export is recorded before its first byte goes (recordRead) and counted as it streams: its
 * rows are written to the read once the last one has gone.
 */
export function recordExportRows(db: Database, readId: number, rowCount: number): Promise<void> {
  return createReadLogRepo(db).setRowCount(readId, rowCount);
}
