import { z } from 'zod';
import { idSchema } from './primitives';
import { listResponseSchema } from './protocol';

/** What a change did to the record: each changed field with its value before and after. */
export const auditChangesSchema = z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }));

/** One entry of a record's history (`GET …/<resource>/:id/history`), newest first. */
export const auditEntrySchema = z.object({
  id: idSchema,
  action: z.enum(['create', 'update', 'delete']),
  /** ISO timestamp. */
  at: z.string(),
  /** Null for changes the system made on its own. */
  actorUserId: idSchema.nullable(),
  actorName: z.string().nullable(),
  changes: auditChangesSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditHistorySchema = listResponseSchema(auditEntrySchema);
export type AuditHistory = z.infer<typeof auditHistorySchema>;
