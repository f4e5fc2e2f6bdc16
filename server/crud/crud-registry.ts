import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { AnyResourceDefinition, FieldHint } from '../../src/schema/resource-definition';
import { resourceRegistry } from '../../src/schema/resources';
import * as tables from '../db/tables';

/** A definition and the Drizzle table that stores it (property names = the definition's field names). */
export type CrudResourceInput = { definition: AnyResourceDefinition; table: PgTable };

/** A resource pointing at another through a reference (one id) or references (an id list) field. */
export type ReferenceLink = { from: CrudResource; field: string; many: boolean };

export type CrudResource = CrudResourceInput & {
  columns: Record<string, PgColumn>;
  /** The columns a record is answered with (the definition's recordSchema: fields, id, version, timestamps). */
  recordColumns: Record<string, PgColumn>;
  /** Deleting hides (deleted_at) rather than removes. */
  softDelete: boolean;
  /** Who points at this resource: deleting a record still pointed at answers 409. */
  referencedBy: ReferenceLink[];
};

export type CrudRegistry = { resources: CrudResource[]; find: (name: string) => CrudResource | undefined };

const systemColumns = ['organizationId', 'id', 'version', 'createdAt', 'updatedAt'] as const;

const tableNamed = (name: string): PgTable | undefined =>
  (Object.values(tables) as unknown[]).find((value): value is PgTable => is(value, PgTable) && getTableName(value) === name);

/**
 * Pairs every definition of the registry (plus `extra`, e.g. a test fixture) with its table and checks at
 * start-up that each field has its column: a definition that does not fit its table fails the boot, not a request.
 */
export function buildCrudRegistry(extra: readonly CrudResourceInput[] = []): CrudRegistry {
  const inputs: CrudResourceInput[] = [
    ...resourceRegistry.map((definition: AnyResourceDefinition) => {
      const table = tableNamed(definition.table);
      if (!table) throw new Error(`Resource ${definition.name}: no table named ${definition.table} in server/db/tables`);
      return { definition, table };
    }),
    ...extra,
  ];
  const resources: CrudResource[] = inputs.map(({ definition, table }) => {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const required = [...systemColumns, ...Object.keys(definition.fields), ...(definition.scope === 'branch' ? ['branchId'] : [])];
    const missing = required.filter((field) => !columns[field]);
    if (missing.length > 0) throw new Error(`Resource ${definition.name}: table ${definition.table} lacks ${missing.join(', ')}`);
    if (definition.softDelete && !columns['deletedAt']) throw new Error(`Resource ${definition.name}: softDelete needs deletedAt`);
    const recordColumns = Object.fromEntries(Object.keys(definition.recordSchema.shape).map((field) => [field, columns[field]!]));
    return { definition, table, columns, recordColumns, softDelete: definition.softDelete, referencedBy: [] };
  });
  const find = (name: string) => resources.find((resource) => resource.definition.name === name);
  for (const resource of resources) {
    for (const [field, hint] of Object.entries(resource.definition.hints as Record<string, FieldHint>)) {
      if (hint.kind !== 'reference' && hint.kind !== 'references') continue;
      const target = hint.references;
      if (target === 'branches') continue;
      const referenced = target ? find(target) : undefined;
      if (!referenced) throw new Error(`Resource ${resource.definition.name}.${field} points at unknown ${target ?? '(none)'}`);
      referenced.referencedBy.push({ from: resource, field, many: hint.kind === 'references' });
    }
  }
  return { resources, find };
}
