import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, entityId, organizationIdColumn } from './columns';
import { organizations } from './organizations';

/** Who changed what and when; the client history tab and order history read it. */
export const auditLog = pgTable(
  'audit_log',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    entity: text('entity').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    /** The branch a money event happened in: Sales → Events lists a branch's sales, payments, shifts and pay. */
    branchId: bigint('branch_id', { mode: 'number' }),
    action: text('action').$type<'create' | 'update' | 'delete'>().notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    index('audit_log_entity_idx').on(t.organizationId, t.entity, t.entityId),
    index('audit_log_branch_at_idx').on(t.organizationId, t.branchId, t.at).where(sql`${t.branchId} is not null`),
  ],
);
