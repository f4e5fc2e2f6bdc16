import { bigint, foreignKey, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, knownRoleCheck, organizationIdColumn, roleColumn } from './columns';
import { organizations } from './organizations';
import { users } from './users';
import { branches } from './branches';

/** Access: user × organisation × role. Owners reach every branch; others only those in organization_user_branches. */
export const organizationUsers = pgTable(
  'organization_users',
  {
    organizationId: organizationIdColumn(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    knownRoleCheck('organization_users_role_check', t.role),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    // Every request asks "where may this user go?" by user: without this, a scan of every chain's members.
    index('organization_users_user_idx').on(t.userId),
  ],
);

export const organizationUserBranches = pgTable(
  'organization_user_branches',
  {
    organizationId: organizationIdColumn(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    branchId: bigint('branch_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId, t.branchId] }),
    foreignKey({
      columns: [t.organizationId, t.userId],
      foreignColumns: [organizationUsers.organizationId, organizationUsers.userId],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organizationId, t.branchId],
      foreignColumns: [branches.organizationId, branches.id],
    }).onDelete('cascade'),
  ],
);
