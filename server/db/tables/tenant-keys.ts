import { foreignKey, index, primaryKey, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { organizations } from './organizations';

/**
 * The keys every tenant table of the resource engine has (ARCHITECTURE "Data"): `(organization_id, id)` as
 * the primary key and the organisation (and branch) as foreign keys that cascade, so a chain leaves whole.
 */
export const organizationKeys = (t: { organizationId: AnyPgColumn; id: AnyPgColumn }, name: string) => [
  primaryKey({ columns: [t.organizationId, t.id] }),
  foreignKey({ name: `${name}_organization_fk`, columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
];

export const branchKeys = (t: { organizationId: AnyPgColumn; id: AnyPgColumn; branchId: AnyPgColumn }, name: string) => [
  ...organizationKeys(t, name),
  foreignKey({ name: `${name}_branch_fk`, columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
  index(`${name}_branch_idx`).on(t.organizationId, t.branchId),
];
