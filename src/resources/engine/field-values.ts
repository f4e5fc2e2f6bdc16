import type { z } from 'zod';
import { formFields, type AnyResourceDefinition, type FieldHint, type FieldKind } from '@/schema/resource-definition';

/**
 * Values between the API, the form and the screen. Form values keep the wire types (what the create and
 * update schemas parse), so the zod resolver validates exactly what will be sent; inputs show `null` as
 * empty and write an emptied nullable field back as `null`.
 */

export type RecordValues = Record<string, unknown>;

export const hintOf = (definition: AnyResourceDefinition, field: string): FieldHint | undefined =>
  (definition.hints as Record<string, FieldHint | undefined>)[field];

const schemaOf = (definition: AnyResourceDefinition, field: string): z.ZodType | undefined =>
  (definition.fields as Record<string, z.ZodType | undefined>)[field];

/** The field may be left empty (its schema takes null). */
export const acceptsNull = (definition: AnyResourceDefinition, field: string): boolean =>
  schemaOf(definition, field)?.safeParse(null).success ?? false;

/** A field the server requires a value for: neither nullable nor defaulted. */
export function isRequiredField(definition: AnyResourceDefinition, field: string): boolean {
  const schema = schemaOf(definition, field);
  if (!schema || acceptsNull(definition, field)) return false;
  const defaulted = schema.safeParse(undefined);
  return !(defaulted.success && defaulted.data !== undefined);
}

/** What an untouched input holds for a kind. */
export function emptyFormValue(kind: FieldKind): unknown {
  switch (kind) {
    case 'boolean':
      return false;
    case 'references':
      return [];
    case 'integer':
    case 'duration':
    case 'reference':
      return null;
    default:
      return '';
  }
}

/** The schema's default (`.default(...)`) or the kind's empty value. */
export function defaultFormValue(definition: AnyResourceDefinition, field: string): unknown {
  const parsed = schemaOf(definition, field)?.safeParse(undefined);
  if (parsed?.success && parsed.data !== undefined) return parsed.data;
  return emptyFormValue(hintOf(definition, field)?.kind ?? 'text');
}

/**
 * A new record's form: defaults for every input, then `given` (a parent id, values a custom screen passes),
 * which may also set writable fields the form does not show (they are sent as they are).
 */
export function createFormValues(definition: AnyResourceDefinition, given: RecordValues = {}): RecordValues {
  const values: RecordValues = {};
  for (const field of formFields(definition)) values[field] = defaultFormValue(definition, field);
  const writable = definition.createSchema.shape as Record<string, unknown>;
  for (const [field, value] of Object.entries(given)) if (field in writable) values[field] = value;
  return values;
}

/** An existing record's form: its editable fields and the version it was read at (sent back on save). */
export function editFormValues(definition: AnyResourceDefinition, record: RecordValues): RecordValues {
  const values: RecordValues = {};
  for (const field of formFields(definition)) {
    const value = record[field];
    values[field] = value === undefined ? defaultFormValue(definition, field) : value;
  }
  values.version = record.version;
  return values;
}

/** What names a record: its title fields joined, or `#id`. */
export function recordTitle(definition: AnyResourceDefinition, record: RecordValues | undefined | null): string {
  if (!record) return '';
  const text = (definition.titleFields as readonly string[])
    .map((field) => record[field])
    .filter((v) => v !== null && v !== undefined && v !== '')
    .join(' ')
    .trim();
  return text || `#${String(record.id ?? '')}`;
}

/** 90 → { hours: 1, minutes: 30 }. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const safe = Math.max(0, Math.round(total));
  return { hours: Math.floor(safe / 60), minutes: safe % 60 };
}

/** Hours and minutes as typed (either may be empty) → minutes, or null when both are empty. */
export function joinMinutes(hours: string, minutes: string): number | null {
  if (hours.trim() === '' && minutes.trim() === '') return null;
  const h = Number(hours || 0);
  const m = Number(minutes || 0);
  if (!Number.isFinite(h) || !Number.isFinite(m)) return null;
  return Math.round(h * 60 + m);
}

/**
 * Text typed into a whole-number input → number; null when empty (the resolver answers "required" for a
 * field that needs one); the text itself when it is no number, so the resolver says so on the input.
 */
export function parseIntegerInput(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** Text typed into an amount input: a comma is taken as the decimal separator. */
export function parseMoneyInput(text: string, nullable: boolean): unknown {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return nullable ? null : '';
  return trimmed;
}

/** An emptied text input: null when the field takes null, else the empty string. */
export const textInputValue = (text: string, nullable: boolean): string | null =>
  text === '' && nullable ? null : text;
