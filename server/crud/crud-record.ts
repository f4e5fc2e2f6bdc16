import type { CrudResource } from './crud-registry';
import type { Row } from './crud.repository';

/** A row as the API answers it: the record's fields (never tenant keys), timestamps as ISO strings. */
export function toRecord(resource: CrudResource, row: Row): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field in resource.recordColumns) {
    const value = row[field];
    record[field] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}
