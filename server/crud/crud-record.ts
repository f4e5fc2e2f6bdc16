import type { AnyResourceDefinition } from '../../src/schema/resource-definition';
import type { Row } from './crud.repository';

const answeredFieldsOf = new WeakMap<AnyResourceDefinition, readonly string[]>();
/** The fields a record is answered with: the definition's plus id, version and timestamps (never tenant keys). */
export const answeredFields = (definition: AnyResourceDefinition): readonly string[] => {
  let fields = answeredFieldsOf.get(definition);
  if (!fields) answeredFieldsOf.set(definition, (fields = [...Object.keys(definition.fields), 'id', 'version', 'createdAt', 'updatedAt']));
  return fields;
};

/** A row as the API answers it: the definition's fields plus id, version and ISO timestamps. */
export function toRecord(definition: AnyResourceDefinition, row: Row): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of answeredFields(definition)) {
    const value = row[field];
    record[field] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}
