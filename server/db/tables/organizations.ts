import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, entityId, updatedAt, version } from './columns';

export const organizations = pgTable('organizations', {
  id: entityId().primaryKey(),
  name: text('name').notNull(),
  createdBy: bigint('created_by', { mode: 'number' }),
  version: version(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
