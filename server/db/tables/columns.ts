import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgSequence, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { roleSchema, type Role } from '../../../src/schema/enums';

/** One sequence for every id, so ids stay unique across organisations once tables are distributed. */
export const entityIdSequence = pgSequence('entity_id_seq', { startWith: 1000 });

export const entityId = () =>
  bigint('id', { mode: 'number' })
    .notNull()
    .default(sql`nextval('entity_id_seq')`);
export const organizationIdColumn = () => bigint('organization_id', { mode: 'number' }).notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic locking: every update must name the version it read; a stale one answers 409. */
export const version = () => integer('version').notNull().default(1);
export const branchIdColumn = () => bigint('branch_id', { mode: 'number' }).notNull();
/** Soft delete: the record leaves lists but stays for history (clients, services, employees). */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
/** A person's role in a chain; the database refuses any other than roleSchema's (migration 0047). */
export const roleColumn = () => text('role').$type<Role>().notNull();
export const knownRoleCheck = (name: string, role: AnyPgColumn) =>
  check(name, sql`${role} IN (${sql.raw(roleSchema.options.map((known) => `'${known}'`).join(', '))})`);
