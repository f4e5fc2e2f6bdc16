import type { AnyResourceDefinition } from '../../src/schema/resource-definition';
import type { Row } from './crud.repository';

/** A row as the API answers it: the definition's fields plus id, version and ISO timestamps. */
export function toRecord(definition: AnyResourceDefinition, row: Row): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of [...Object.keys(definition.fields), 'id', 'version', 'createdAt', 'updatedAt']) {
    const value = row[field];
    record[field] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}
