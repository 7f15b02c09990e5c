import { z } from 'zod';

/**
 * What every office screen shows beside its work (GET /api/admin/status): `storage` is `full`
 * while the portal's disk has no room left for uploads and reports (STORAGE_RESERVE_MB).
 */
export const officeStatusReplySchema = z.object({
  success: z.literal(true),
  storage: z.enum(['ok', 'full']),
});
export type OfficeStatusReply = z.infer<typeof officeStatusReplySchema>;
