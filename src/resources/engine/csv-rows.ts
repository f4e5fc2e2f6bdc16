import type { AnyResourceDefinition, FieldHint } from '@/schema/resource-definition';
import { formatPhoneInternational } from '@/schema/phone';
import type { FormatContext } from './field-format';
import { hintOf, type RecordValues } from './field-values';

/**
 * The CSV export: one column per field (id first, timestamps last), headers in the reader's language, cells
 * plain enough to compute with (amounts as decimals, days as YYYY-MM-DD, durations in minutes) while
 * choices and references show their names.
 */

export const csvPageSize = 100;
export const csvMaxRows = 10_000;

/** A photo's id says nothing in a spreadsheet (and no import takes it): it stays out. */
export const csvColumns = (definition: AnyResourceDefinition): string[] => [
  'id',
  ...Object.keys(definition.fields).filter((field) => field !== definition.avatar?.photo),
  'createdAt',
  'updatedAt',
];

export function csvCell(field: string, hint: FieldHint | undefined, record: RecordValues, context: FormatContext): string {
  const value = record[field];
  if (value === null || value === undefined) return '';
  if (!hint) return String(value);
  switch (hint.kind) {
    case 'boolean':
      return value ? context.t('engine.yes') : context.t('engine.no');
    case 'enum':
      return context.optionLabel(field, String(value));
    case 'reference':
      return context.referenceLabel(field, Number(value)) ?? String(value);
    case 'references':
      return (value as number[]).map((id) => context.referenceLabel(field, id) ?? String(id)).join(', ');
    case 'phone':
      // As people read it, anywhere ("+381 64 1234567"); csv-text.ts writes it without the formula guard.
      return formatPhoneInternational(String(value));
    default:
      return String(value);
  }
}

/** Header row, then one row per record. */
export function csvRows(
  definition: AnyResourceDefinition,
  records: readonly RecordValues[],
  header: (field: string) => string,
  context: FormatContext,
): string[][] {
  const columns = csvColumns(definition);
  return [
    columns.map(header),
    ...records.map((record) => columns.map((field) => csvCell(field, hintOf(definition, field), record, context))),
  ];
}
