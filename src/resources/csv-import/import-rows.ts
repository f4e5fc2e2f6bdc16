import { formFields, type AnyResourceDefinition, type FieldHint } from '@/schema/resource-definition';

/**
 * Turning a CSV file into create bodies for a resource's import endpoint: columns are matched to fields by
 * key or by their label in the user's language, values are converted by the field's kind, and rows travel in
 * batches so a progress bar can follow a large file.
 */

export type ColumnMatch = { column: string; field: string | null };

/** Lower case, without spaces, dashes, underscores and dots: "First name" and "first_name" meet. */
const normalise = (text: string): string => text.toLowerCase().replace(/[\s_\-.]+/g, '');

export function matchColumns(
  definition: AnyResourceDefinition,
  columns: readonly string[],
  labelOf: (field: string) => string,
): ColumnMatch[] {
  const fields = formFields(definition);
  const byName = new Map<string, string>();
  for (const field of fields) {
    byName.set(normalise(field), field);
    byName.set(normalise(labelOf(field)), field);
  }
  const taken = new Set<string>();
  return columns.map((column) => {
    const field = byName.get(normalise(column)) ?? null;
    if (!field || taken.has(field)) return { column, field: null };
    taken.add(field);
    return { column, field };
  });
}

const truthy = new Set(['1', 'true', 'yes', 'y', 'da', 'sí', 'sim', 'evet', 'да']);

/**
 * A cell as the field's kind expects it; what cannot be read is passed as written, for the server to name. A phone
 * number goes as written: the server reads any form with the branch's country (server/crud/crud-phones.ts).
 */
export function convertCell(hint: FieldHint | undefined, raw: string): unknown {
  const value = raw.trim();
  if (value === '') return null;
  switch (hint?.kind) {
    case 'integer':
    case 'duration':
    case 'reference': {
      const number = Number(value);
      return Number.isFinite(number) ? number : value;
    }
    case 'money':
      return value.replace(/\s/g, '').replace(',', '.');
    case 'boolean':
      return truthy.has(value.toLowerCase());
    case 'references':
      return value
        .split(/[;|]/)
        .map((part) => Number(part.trim()))
        .filter((n) => Number.isFinite(n));
    default:
      return value;
  }
}

/** One CSV record (header → cell) as a create body of the matched fields. */
export function rowToInput(
  definition: AnyResourceDefinition,
  matches: readonly ColumnMatch[],
  row: Readonly<Record<string, string | undefined>>,
): Record<string, unknown> {
  const hints = definition.hints as Record<string, FieldHint>;
  const input: Record<string, unknown> = {};
  for (const { column, field } of matches) {
    if (!field) continue;
    const converted = convertCell(hints[field], row[column] ?? '');
    // An empty cell leaves the field to its default rather than sending null to a field that takes none.
    if (converted !== null) input[field] = converted;
  }
  return input;
}

export const importBatchSize = 200;

export function batches<T>(items: readonly T[], size = importBatchSize): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

export type RowError = { line: number; field: string; message: string };

/**
 * The server reports rows by their index in the batch; people think in the lines of their file
 * (the header is line 1).
 */
export function toRowErrors(
  batchStart: number,
  errors: readonly { row: number; issues: readonly { path: readonly (string | number)[]; message: string }[] }[],
): RowError[] {
  return errors.flatMap(({ row, issues }) =>
    issues.map((issue) => ({ line: batchStart + row + 2, field: issue.path.join('.'), message: issue.message })),
  );
}
