import { foreignKey, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, organizationIdColumn } from './columns';
import { organizations } from './organizations';

/**
 * A money write's `Idempotency-Key` (server/modules/sales/idempotency.ts): claimed in the write's own transaction, so
 * a retry of a sale whose answer was lost finds the sale instead of making a second one, and two copies sent at
 * once wait on each other's key. Kept a day, pruned by the chain's next keyed write.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organizationId: organizationIdColumn(),
    key: text('key').notNull(),
    /** The operation, its target, the person and the request body, hashed: a key sent again with another is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** `{ answer }`: what the write answered inside its transaction (a sale's id, the change given), read on a replay. */
    result: jsonb('result'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.organizationId, t.key] }),
    foreignKey({ name: 'idempotency_keys_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    index('idempotency_keys_age_idx').on(t.organizationId, t.createdAt),
  ],
);
