import { z } from 'zod';
import { pageNumberSchema, recordIdSchema } from '../common';
import { roleSchema } from '../auth';

/*
 * Who in the office read whose personal data (decision 0102): a customer's page, an appointment,
 * a chart, an uploaded file, a written report, a CSV export, a copy of the data. Kept a year.
 */

export const readLogKinds = [
  'customer',
  'appointment',
  'chart',
  'file',
  'report',
  'export',
  'data_copy',
] as const;
export type ReadLogKind = (typeof readLogKinds)[number];

/** How long a read is kept, in months. */
export const READ_LOG_MONTHS = 12;

export const readLogQuerySchema = z.object({
  customer_id: recordIdSchema().optional(),
  staff_id: recordIdSchema().optional(),
  page: pageNumberSchema,
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export type ReadLogQuery = z.input<typeof readLogQuerySchema>;

const personSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  mobile_number: z.string(),
});

export const readLogEntrySchema = z
  .object({
    id: z.number().int(),
    created_at: z.string(),
    /** Who read, and the role they held when they read. */
    staff: personSchema.extend({ role: roleSchema }),
    /** Whose data; null for an export, which names no one customer. */
    customer: personSchema.nullable(),
    what: z.enum(readLogKinds),
    /** The appointment (appointment, chart), file, report request or export kind read. */
    entity_id: z.string().nullable(),
    /** The appointment the read was about, to link to; null when none. */
    appointment: z.object({ id: z.number().int(), number: z.string() }).nullable(),
    /** An export's rows. */
    row_count: z.number().int().nullable(),
  })
  .meta({ id: 'ReadLogEntry' });
export type ReadLogEntry = z.infer<typeof readLogEntrySchema>;

export const readLogReplySchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  entries: z.array(readLogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The customer filtered by, to name them above the list; null without the filter. */
  customer: personSchema.nullable(),
});
export type ReadLogReply = z.infer<typeof readLogReplySchema>;
