import type { Database } from '../../../db/database';
import type { BlobStore } from '../../../lib/blob-store/blob-store';

/*
 * TODO(lead, on merge): the erasure's own branch writes this file with `eraseCustomer` itself;
 * keep its version, with this type exported (or `export type EraseCustomer = typeof
 * eraseCustomer`), and pass `eraseCustomer` to the retention job in
 * modules/privacy/retention/index.ts, where the TODO says.
 */

/** Why a customer is erased: their own request, the office's on a request, or inactivity (retention). */
export type ErasureReason = 'customer' | 'office' | 'retention';

export interface EraseCustomerOptions {
  blobs: BlobStore;
  userId: number;
  /** Who erased them; null: the system (retention). */
  actorUserId: number | null;
  reason: ErasureReason;
}

/** Erases a customer as point 4 of the privacy work says (modules/privacy/erasure). */
export type EraseCustomer = (db: Database, options: EraseCustomerOptions) => Promise<unknown>;
