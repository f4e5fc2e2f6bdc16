import type { z } from 'zod';
import type { AnyResourceDefinition, FieldHint } from '../../src/schema/resource-definition';
import { isEmptyValue, ruleFields, withEmptiedCleared } from '../../src/schema/resource-rules';

/**
 * Valid create bodies for any resource definition, built from its hints alone, so the generated API and
 * browser suites need no per-resource code. Values depend on the seed: two seeds give records that differ in
 * every field a filter could tell apart (text prefixes and suffixes, numbers, dates, options).
 */

/** Ids of already created parents, by the field that points at them (absent: null where the field allows it). */
export type SampleRefs = Record<string, number | number[] | null>;

export type SampleOptions = {
  /** Meet the condition of this rule of the definition (an index, taken modulo the number of rules). */
  ruleCase?: number;
};

const words = ['Amber', 'Birch', 'Cedar', 'Dune', 'Ember', 'Fern', 'Grove', 'Heath', 'Iris', 'Juniper'] as const;

const wordOf = (seed: number): string => words[Math.abs(seed) % words.length]!;

/** `firstName` -> `first name`. */
const spaced = (field: string): string => field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

type NumberBounds = { min: number; max: number };

/** The innermost schema under defaults, nullables and optionals (where zod keeps min/max). */
const innermost = (schema: z.ZodType): z.ZodType => {
  let current = schema as z.ZodType & { unwrap?: () => z.ZodType };
  const wrappers = new Set(['default', 'nullable', 'optional', 'prefault', 'readonly']);
  while (wrappers.has(current.def.type) && typeof current.unwrap === 'function') {
    current = current.unwrap() as typeof current;
  }
  return current;
};

const integerBounds = (schema: z.ZodType): NumberBounds => {
  const inner = innermost(schema) as z.ZodType & { minValue?: number | null; maxValue?: number | null };
  // `int()` alone bounds a number by the safe-integer range: treat anything past a 32-bit column as unbounded.
  const bounded = (value: number | null | undefined): value is number => typeof value === 'number' && Math.abs(value) < 2 ** 31;
  const min = bounded(inner.minValue) ? inner.minValue : 0;
  const max = bounded(inner.maxValue) ? inner.maxValue : min + 1000;
  return { min, max };
};

const isoDate = (seed: number): string => {
  const day = new Date(Date.UTC(2000, 0, 1) + Math.abs(seed) * 37 * 86_400_000);
  return day.toISOString().slice(0, 10);
};

const hex2 = (n: number): string => (Math.abs(n) % 256).toString(16).padStart(2, '0');

/** Candidate values for one field, best first; the first the field's own schema accepts wins. */
const candidates = (field: string, hint: FieldHint, seed: number, schema: z.ZodType): unknown[] => {
  switch (hint.kind) {
    case 'text':
    case 'multiline':
      // A readable value first; then identifier-like ones for fields with a pattern (Telegram usernames, ManyChat ids).
      return [`${wordOf(seed)} ${spaced(field)} ${seed}`, `${wordOf(seed).toLowerCase()}_${seed}`, String(100_000 + Math.abs(seed))];
    case 'email':
      return [`${wordOf(seed).toLowerCase()}.${seed}@example.com`];
    case 'phone':
      // A Serbian mobile in E.164, as the server stores it; the dial code below follows it.
      return [`+38160${String(Math.abs(seed) % 10_000_000).padStart(7, '0')}`];
    case 'dialCode':
      return ['+381'];
    case 'integer': {
      const { min, max } = integerBounds(schema);
      return [min + (Math.abs(seed) % (max - min + 1))];
    }
    case 'money':
      return [`${10 + Math.abs(seed)}.50`];
    case 'duration':
      return [30 + ((Math.abs(seed) * 15) % 225)];
    case 'date':
      return [isoDate(seed)];
    case 'dateTime':
      return [`${isoDate(seed)}T10:00:00.000Z`];
    case 'boolean':
      return [seed % 2 === 0];
    case 'enum': {
      const options = hint.options ?? [];
      return options.length > 0 ? [options[Math.abs(seed) % options.length]] : [];
    }
    case 'color':
      return [`#aabb${hex2(seed * 17)}`, '#aabbcc'];
    case 'reference':
    case 'references':
      return [];
  }
};

/**
 * A valid create body for `definition`: every writable field gets a value derived from `seed`; reference fields
 * take their ids from `refs` (null when the field is nullable and no id is given, [] for absent id lists).
 * The definition's cross-field rules hold for it. Throws when a required reference is missing, so a suite
 * that forgot a parent fails loudly.
 */
export function sampleCreateInput(
  definition: AnyResourceDefinition,
  seed: number,
  refs: SampleRefs = {},
  options: SampleOptions = {},
): Record<string, unknown> {
  const hints = definition.hints as Record<string, FieldHint>;
  const writable = definition.createSchema.shape as Record<string, z.ZodType>;
  const body: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(writable)) {
    const hint = hints[field];
    if (!hint) continue;
    const acceptsNull = schema.safeParse(null).success;
    if (hint.kind === 'reference' || hint.kind === 'references') {
      const given = refs[field];
      if (hint.kind === 'references') {
        body[field] = given === undefined || given === null ? [] : Array.isArray(given) ? given : [given];
        continue;
      }
      const id = Array.isArray(given) ? given[0] : given;
      if (id === undefined || id === null) {
        if (!acceptsNull) throw new Error(`${definition.name}.${field} needs a ${hint.references ?? 'parent'} id in refs`);
        body[field] = null;
      } else body[field] = id;
      continue;
    }
    const value = candidates(field, hint, seed, schema).find((candidate) => schema.safeParse(candidate).success);
    if (value !== undefined) body[field] = value;
    else if (acceptsNull) body[field] = null;
    else throw new Error(`No sample value fits ${definition.name}.${field} (${hint.kind})`);
  }
  const { rules } = definition;
  if (options.ruleCase !== undefined && rules.length > 0) {
    const { when } = rules[options.ruleCase % rules.length]!;
    body[when.field] = when.equals;
  }
  return satisfyRules(definition, body, seed);
}

/**
 * `body` made to meet the definition's cross-field rules: what an applying rule requires gets its sample
 * value when empty, what it empties is emptied.
 */
export function satisfyRules(definition: AnyResourceDefinition, body: Record<string, unknown>, seed: number): Record<string, unknown> {
  const filled = { ...body };
  for (const field of ruleFields(definition.rules, body).required) {
    if (!isEmptyValue(filled[field])) continue;
    filled[field] = sampleFieldValue(definition, field, seed);
    if (isEmptyValue(filled[field])) throw new Error(`No sample value meets the rules for ${definition.name}.${field}`);
  }
  return withEmptiedCleared(definition.rules, definition.createSchema.shape as Record<string, z.ZodType>, filled);
}

/**
 * The sample value of any non-reference field, read-only ones included (suites give server-maintained fields
 * such as a client's balance distinct values directly in the database, to filter and sort on them).
 */
export function sampleFieldValue(definition: AnyResourceDefinition, field: string, seed: number): unknown {
  const hint = (definition.hints as Record<string, FieldHint>)[field];
  const schema = (definition.fields as Record<string, z.ZodType>)[field];
  if (!hint || !schema) throw new Error(`${definition.name} has no field ${field}`);
  const value = candidates(field, hint, seed, schema).find((candidate) => schema.safeParse(candidate).success);
  if (value === undefined && !schema.safeParse(null).success) throw new Error(`No sample value fits ${definition.name}.${field} (${hint.kind})`);
  return value ?? null;
}

/** Field -> the resource it points at (`branches` included), for every reference(s) field of a definition. */
export function referencedResources(definition: AnyResourceDefinition): Record<string, string> {
  return Object.fromEntries(
    Object.entries(definition.hints as Record<string, FieldHint>)
      .filter(([, hint]) => (hint.kind === 'reference' || hint.kind === 'references') && !!hint.references)
      .map(([field, hint]) => [field, hint.references!]),
  );
}
