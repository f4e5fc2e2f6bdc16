import { expect, it } from 'vitest';
import type { z } from 'zod';
import { encodeFilters, type FilterCondition, type FilterGroup, type SortEntry } from '../../../src/schema/list-query';
import type { AnyResourceDefinition, FieldHint, FieldKind } from '../../../src/schema/resource-definition';
import { kindOf, sortRecords } from '../../helpers/match-mode-oracle';
import { referencedResources, sampleCreateInput, type SampleRefs } from '../../helpers/resource-samples';
import type { Answer, Chain, CrudWorld, Json } from './crud-world';

/** Requests and sample records for the generated suites, driven by a definition alone. */

export const basePath = (definition: AnyResourceDefinition, chain: Chain): string =>
  definition.scope === 'branch' ? `/api/v1/branches/${chain.branchId}/${definition.name}` : `/api/v1/organizations/${chain.organizationId}/${definition.name}`;

export const itemPath = (definition: AnyResourceDefinition, chain: Chain, id: unknown): string => `${basePath(definition, chain)}/${String(id)}`;

export const issuePaths = (answer: Answer): string[] =>
  ((answer.json['issues'] as { path: (string | number)[] }[] | undefined) ?? []).map((issue) => issue.path.join('.'));

export const itemsOf = (answer: Answer): Json[] => answer.json['items'] as Json[];
export const idsOf = (records: readonly Json[]): number[] => records.map((record) => record['id'] as number);

export const expectStatus = (answer: Answer, status: number) => expect(answer.status, JSON.stringify(answer.json)).toBe(status);

const shapeOf = (definition: AnyResourceDefinition) => definition.createSchema.shape as Record<string, z.ZodType>;
export const acceptsNull = (definition: AnyResourceDefinition, field: string) => shapeOf(definition)[field]!.safeParse(null).success;
export const isRequired = (definition: AnyResourceDefinition, field: string) => !shapeOf(definition)[field]!.safeParse(undefined).success;
export const writableFields = (definition: AnyResourceDefinition) => Object.keys(shapeOf(definition));

const findDefinition = (world: CrudWorld, name: string): AnyResourceDefinition => {
  const found = world.definitions.find((definition) => definition.name === name);
  if (!found) throw new Error(`no definition named ${name}`);
  return found;
};

/** Parents for a new record of `definition` in `chain`, created through the API (recursively). */
export async function createParents(world: CrudWorld, chain: Chain, definition: AnyResourceDefinition): Promise<SampleRefs> {
  const refs: SampleRefs = {};
  for (const [field, target] of Object.entries(referencedResources(definition))) {
    if (target === 'branches') {
      refs[field] = chain.branchId;
      continue;
    }
    const parent = await createRecord(world, chain, findDefinition(world, target));
    refs[field] = definition.hints[field]?.kind === 'references' ? [parent['id'] as number] : (parent['id'] as number);
  }
  return refs;
}

export async function sampleFor(world: CrudWorld, chain: Chain, definition: AnyResourceDefinition, seed = world.nextSeed(), refs?: SampleRefs) {
  return sampleCreateInput(definition, seed, refs ?? (await createParents(world, chain, definition)));
}

/** The sample value of one (non-reference) field for a seed. */
export const sampleValue = (definition: AnyResourceDefinition, field: string, seed: number): unknown => {
  const anyParent = Object.fromEntries(Object.keys(referencedResources(definition)).map((name) => [name, 1]));
  return sampleCreateInput(definition, seed, anyParent)[field] ?? null;
};

/** A new record through the API (201 expected), its parents first. */
export async function createRecord(world: CrudWorld, chain: Chain, definition: AnyResourceDefinition, body?: Json): Promise<Json> {
  const answer = await world.api(chain.owner, 'POST', basePath(definition, chain), { body: body ?? (await sampleFor(world, chain, definition)) });
  expectStatus(answer, 201);
  return answer.json;
}

/** The list, restricted to `ids` (other tests' records never get in the way), with more conditions and sort. */
export async function listWithin(
  world: CrudWorld,
  definition: AnyResourceDefinition,
  ids: number[],
  options: { conditions?: FilterCondition[]; sort?: SortEntry[]; page?: number; perPage?: number; q?: string } = {},
): Promise<Answer> {
  const group: FilterGroup = { combiner: 'and', conditions: [...(options.conditions ?? []), { field: 'id', matchMode: 'in', value: ids }] };
  const query: Record<string, string> = { filters: encodeFilters(group), perPage: String(options.perPage ?? 100), page: String(options.page ?? 1) };
  if (options.sort) query['sort'] = options.sort.map((s) => `${s.field}:${s.order}`).join(',');
  if (options.q !== undefined) query['q'] = options.q;
  return world.api(world.a.owner, 'GET', basePath(definition, world.a), { query });
}

/**
 * A filter value for `mode` taken from the fixtures, so that it tells them apart: the second fixture's value,
 * the first and third for lists and ranges. Where a field is empty in some fixtures (a cross-field rule
 * empties it), only the ones that have a value count.
 */
export function filterValueFor(definition: AnyResourceDefinition, field: string, mode: FilterCondition['matchMode'], fixtures: Json[]): FilterCondition['value'] {
  const kind = kindOf(definition, field);
  const pick = (record: Json) => {
    const value = record[field];
    return kind === 'dateTime' && typeof value === 'string' ? value.slice(0, 10) : value;
  };
  const [first, second, third, ...rest] = fixtures;
  const filled = [second!, first!, third!, ...rest].filter((record) => record[field] !== null);
  const targetRecord = filled[0] ?? second!;
  const target = pick(targetRecord);
  const others = filled.filter((record) => record !== targetRecord).slice(0, 2);
  if (mode === 'in') return others.map(pick) as (string | number)[];
  if (mode === 'between') {
    // Two ends from two records: the target's own value is one of them when only two records have one.
    const ends = others.length >= 2 ? others : filled.slice(0, 2);
    const [low, high] = sortRecords(definition, ends, [{ field, order: 'asc' }]).map(pick);
    return [low, high] as (string | number)[];
  }
  if (typeof target !== 'string' || kind === 'money' || kind === 'date' || kind === 'dateTime' || kind === 'enum') return target as FilterCondition['value'];
  switch (mode) {
    case 'contains':
      return target.slice(1, Math.max(2, target.length - 2)).toUpperCase();
    case 'notContains':
      return target.slice(0, 4);
    case 'startsWith':
      return target.slice(0, 3).toUpperCase();
    case 'endsWith':
      return target.slice(-2);
    case 'equals':
      return target.toUpperCase();
    default:
      return target;
  }
}

/** PostgreSQL cannot store U+0000: a string carrying it must come back as a 400 naming its field. */
export const withNul = 'a\u0000b';

/** Values an integer or duration field's int4 column cannot take: a fraction, just past each end, far past. */
export const badIntegers = [1.5, 2 ** 31, -(2 ** 31) - 1, 1e20] as const;

const stringKinds: readonly FieldKind[] = ['text', 'multiline', 'email', 'phone', 'dialCode', 'color', 'enum', 'money', 'date', 'dateTime'];
const kindOfField = (definition: AnyResourceDefinition, field: string) => (definition.hints as Record<string, FieldHint>)[field]?.kind;

/** Writable fields that take a string (money travels as a decimal string, dates as ISO text). */
export const stringFields = (definition: AnyResourceDefinition) => writableFields(definition).filter((field) => stringKinds.includes(kindOfField(definition, field)!));

/** Fields stored in an int4 column: the definition's integer and duration kinds. */
export const integerFields = (definition: AnyResourceDefinition, fields: readonly string[]) =>
  fields.filter((field) => ['integer', 'duration'].includes(kindOfField(definition, field) ?? ''));

/**
 * A generated test exists only for the resources it applies to (import for importable ones, the licence limit
 * where one is declared): a resource without the feature gets no test, rather than a skipped one.
 */
export const itWhen = (applies: unknown): typeof it => (applies ? it : ((() => undefined) as unknown as typeof it));
