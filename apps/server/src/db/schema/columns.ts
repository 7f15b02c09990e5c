import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** A CHECK that a column holds one of the two languages. */
export const languageCheck = (column: string) => sql.raw(`${column} in ('english', 'tamil')`);

/** Binary content. node-postgres hands back a Buffer, PGlite a Uint8Array: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
