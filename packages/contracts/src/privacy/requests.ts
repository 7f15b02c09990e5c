import { z } from 'zod';
import { pageNumberSchema, recordIdSchema, validationKeys } from '../common';

/*
 * A customer's requests and grievances (decision 0102): a correction of their data, its erasure,
 * or a grievance. Numbered at once, acknowledged by message at once (the law's 48 hours), answered
 * within 30 days; every reply names the grievance contact.
 */

export const dataRequestKinds = ['correction', 'erasure', 'grievance'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];
export const dataRequestStatuses = ['open', 'answered'] as const;
export type DataRequestStatus = (typeof dataRequestStatuses)[number];

/** The fewest and most characters of what a customer asks (trimmed). */
export const DATA_REQUEST_TEXT_MIN = 10;
export const DATA_REQUEST_TEXT_MAX = 2000;
/** The longest answer the office writes. */
export const DATA_REQUEST_ANSWER_MAX = 4000;
/** A request is answered within this many days of being made. */
export const DATA_REQUEST_DUE_DAYS = 30;
/** How many of a customer's requests may wait for an answer at once: each one messages them. */
export const OPEN_DATA_REQUESTS_MAX = 5;

/**
 * REQ-YYMM-NNNN: the month the request was made in India, then its id (REQ-2612-0007), as the
 * appointments' AST-YYMM-NNNN; made from the row, never stored.
 */
export function dataRequestNumberOf(id: number, createdAt: string | Date): string {
  const india = new Date(new Date(createdAt).getTime() + 330 * 60_000);
  const yy = String(india.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(india.getUTCMonth() + 1).padStart(2, '0');
  return `REQ-${yy}${mm}-${String(id).padStart(4, '0')}`;
}

/** Whom a customer complains to (the office's privacy settings); an empty field is not set. */
export const grievanceContactSchema = z
  .object({ name: z.string(), email: z.string(), phone: z.string() })
  .meta({ id: 'GrievanceContact' });
export type GrievanceContact = z.infer<typeof grievanceContactSchema>;

export const dataRequestCreateSchema = z.object({
  kind: z.enum(dataRequestKinds, { message: validationKeys.request_kind }),
  text: z
    .string({ message: validationKeys.request_text })
    .trim()
    .min(DATA_REQUEST_TEXT_MIN, { message: validationKeys.request_text })
    .max(DATA_REQUEST_TEXT_MAX, { message: validationKeys.request_text_long }),
});
export type DataRequestCreate = z.infer<typeof dataRequestCreateSchema>;

/** A request as its customer sees it. */
export const dataRequestSchema = z
  .object({
    id: z.number().int(),
    /** REQ-YYMM-NNNN. */
    number: z.string(),
    kind: z.enum(dataRequestKinds),
    text: z.string(),
    status: z.enum(dataRequestStatuses),
    created_at: z.string(),
    /** When the acknowledgement was queued; null for none yet. */
    acknowledged_at: z.string().nullable(),
    /** The answer is due by then (30 days). */
    due_at: z.string(),
    answer: z.string().nullable(),
    answered_at: z.string().nullable(),
  })
  .meta({ id: 'DataRequest' });
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const dataRequestReplySchema = z.object({
  success: z.literal(true),
  request: dataRequestSchema,
  grievance_contact: grievanceContactSchema,
});
export type DataRequestReply = z.infer<typeof dataRequestReplySchema>;

export const dataRequestsReplySchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  requests: z.array(dataRequestSchema),
  grievance_contact: grievanceContactSchema,
});
export type DataRequestsReply = z.infer<typeof dataRequestsReplySchema>;

/** The office's queue: open ones, soonest due first; answered ones, newest answer first. */
export const adminDataRequestsQuerySchema = z.object({
  status: z.enum(dataRequestStatuses).default('open'),
  page: pageNumberSchema,
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminDataRequestsQuery = z.input<typeof adminDataRequestsQuerySchema>;

export const adminDataRequestSchema = dataRequestSchema
  .extend({
    customer: z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      mobile_number: z.string(),
    }),
    /** Whole days since it was made. */
    age_days: z.number().int(),
    /** Still open past its due date. */
    overdue: z.boolean(),
    answered_by: z
      .object({ id: z.number().int(), name: z.string().nullable(), mobile_number: z.string() })
      .nullable(),
  })
  .meta({ id: 'AdminDataRequest' });
export type AdminDataRequest = z.infer<typeof adminDataRequestSchema>;

export const adminDataRequestsReplySchema = z.object({
  success: z.literal(true),
  requests: z.array(adminDataRequestSchema),
  total: z.number().int(),
  /** Open requests past their due date, whatever the filter. */
  overdue: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  grievance_contact: grievanceContactSchema,
});
export type AdminDataRequestsReply = z.infer<typeof adminDataRequestsReplySchema>;

export const dataRequestIdParamsSchema = z.object({ id: recordIdSchema() });

export const dataRequestAnswerSchema = z.object({
  answer: z
    .string({ message: validationKeys.request_answer })
    .trim()
    .min(1, { message: validationKeys.request_answer })
    .max(DATA_REQUEST_ANSWER_MAX, { message: validationKeys.too_long }),
});
export type DataRequestAnswer = z.infer<typeof dataRequestAnswerSchema>;

export const adminDataRequestReplySchema = z.object({
  success: z.literal(true),
  request: adminDataRequestSchema,
});
export type AdminDataRequestReply = z.infer<typeof adminDataRequestReplySchema>;
