import { beforeAll, describe, expect, it } from 'vitest';
import type { FilterCondition, FilterGroup } from '../../../src/schema/list-query';
import { filterableFields, sortableFields, type AnyResourceDefinition, type FieldHint } from '../../../src/schema/resource-definition';
import { filterRecords, searchRecords, sortRecords } from '../../helpers/match-mode-oracle';
import { sampleCreateInput, sampleFieldValue, satisfyRules, type SampleRefs } from '../../helpers/resource-samples';
import type { CrudWorld, Json } from './crud-world';
import {
  acceptsNull,
  basePath,
  createParents,
  createRecord,
  expectStatus,
  filterValueFor,
  idsOf,
  issuePaths,
  itemPath,
  itemsOf,
  listWithin,
  writableFields,
  itWhen,
  withNul,
  integerFields,
  badIntegers,
} from './resource-suite-support';

const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);

/**
 * List behaviour of one resource: paging and meta, every declared match mode of every field against the
 * oracle, an `or` group, free-text search, sort in both directions on every sortable field, and 400s.
 */
export function describeListSuite(definition: AnyResourceDefinition, getWorld: () => CrudWorld) {
  describe('list', () => {
    /**
     * Four records with distinct values; the last has every field that may be empty left empty (but for what
     * a cross-field rule requires). With rules, the records take the rules' cases in turn, so each case's
     * fields are filled in some records and empty in others.
     */
    let fixtures: Json[] = [];
    let ids: number[] = [];

    beforeAll(async () => {
      const world = getWorld();
      const parents: SampleRefs[] = [await createParents(world, world.a, definition), await createParents(world, world.a, definition)];
      fixtures = [];
      for (let i = 0; i < 4; i += 1) {
        const seed = world.nextSeed();
        let body = sampleCreateInput(definition, seed, parents[i % 2], { ruleCase: i });
        if (i === 3) {
          for (const field of writableFields(definition)) if (acceptsNull(definition, field)) body[field] = null;
          body = satisfyRules(definition, body, seed);
        }
        fixtures.push(await createRecord(world, world.a, definition, body));
      }
      ids = idsOf(fixtures);
      // Fields the server maintains (visit counts, balance) get distinct values too, or filtering them proves nothing.
      const hints = definition.hints as Record<string, FieldHint>;
      const maintained = definition.readOnly.filter((field) => (hints[field]?.filter?.length ?? 0) > 0 || hints[field]?.sort);
      if (maintained.length === 0) return;
      for (const [index, id] of ids.entries()) {
        const seed = world.nextSeed();
        await world.setMaintainedFields(definition, id, Object.fromEntries(maintained.map((field) => [field, sampleFieldValue(definition, field, seed + index)])));
      }
      fixtures = await Promise.all(ids.map(async (id) => (await world.api(world.a.owner, 'GET', itemPath(definition, world.a, id))).json));
    });

    it('answers items and paging meta', async () => {
      const first = await listWithin(getWorld(), definition, ids, { perPage: 3 });
      expectStatus(first, 200);
      expect(first.json['meta']).toEqual({ totalItems: 4, totalPages: 2, currentPage: 1, itemsPerPage: 3, itemCount: 3 });
      for (const item of itemsOf(first)) expect(definition.recordSchema.safeParse(item).success).toBe(true);
    });

    it('pages with perPage=2 without gaps or repeats', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => listWithin(getWorld(), definition, ids, { perPage: 2, page })));
      expect(pages.map((p) => itemsOf(p).length)).toEqual([2, 2, 0]);
      expect(pages[1]!.json['meta']).toMatchObject({ totalItems: 4, totalPages: 2, currentPage: 2, itemCount: 2 });
      expect(sorted(pages.flatMap((p) => idsOf(itemsOf(p))))).toEqual(sorted(ids));
    });

    for (const [field, modes] of Object.entries(filterableFields(definition))) {
      for (const mode of modes) {
        it(`filters ${field} with ${mode} as the oracle does`, async () => {
          const condition: FilterCondition = { field, matchMode: mode, value: filterValueFor(definition, field, mode, fixtures) };
          const expected = idsOf(filterRecords(definition, fixtures, { combiner: 'and', conditions: [condition] }));
          const answer = await listWithin(getWorld(), definition, ids, { conditions: [condition] });
          expectStatus(answer, 200);
          expect(sorted(idsOf(itemsOf(answer))), JSON.stringify(condition)).toEqual(sorted(expected));
        });
      }
    }

    const emptyable = Object.entries(filterableFields(definition)).filter(
      ([field, modes]) => modes.includes('equals') && writableFields(definition).includes(field) && acceptsNull(definition, field),
    );
    for (const [field, modes] of emptyable) {
      for (const mode of (['equals', 'notEquals'] as const).filter((m) => modes.includes(m))) {
        it(`finds empty and filled ${field} with ${mode} null`, async () => {
          const condition: FilterCondition = { field, matchMode: mode, value: null };
          const expected = idsOf(filterRecords(definition, fixtures, { combiner: 'and', conditions: [condition] }));
          const answer = await listWithin(getWorld(), definition, ids, { conditions: [condition] });
          expectStatus(answer, 200);
          expect(sorted(idsOf(itemsOf(answer)))).toEqual(sorted(expected));
          expect(expected.length).toBeGreaterThan(0);
        });
      }
    }

    const textField = Object.entries(filterableFields(definition)).find(([, modes]) => modes.includes('contains'))?.[0];
    itWhen(textField)('takes % and _ literally in text filters', async () => {
      for (const value of ['%', '_', '\\']) {
        const condition: FilterCondition = { field: textField!, matchMode: 'contains', value };
        const answer = await listWithin(getWorld(), definition, ids, { conditions: [condition] });
        expect(idsOf(itemsOf(answer))).toEqual(idsOf(filterRecords(definition, fixtures, { combiner: 'and', conditions: [condition] })));
      }
    });

    it('combines conditions with or', async () => {
      const world = getWorld();
      const [field, modes] = Object.entries(filterableFields(definition)).find(([name]) => name !== 'id') ?? ['id', ['equals']];
      const mode = modes.includes('equals') ? 'equals' : modes[0]!;
      const group: FilterGroup = {
        combiner: 'or',
        conditions: [
          { field: 'id', matchMode: 'equals', value: ids[0]! },
          { field, matchMode: mode, value: filterValueFor(definition, field, mode, [fixtures[0]!, fixtures[2]!, fixtures[1]!]) },
        ],
      };
      const answer = await world.api(world.a.owner, 'GET', basePath(definition, world.a), {
        query: { filters: JSON.stringify(group), perPage: '100' },
      });
      expectStatus(answer, 200);
      const within = idsOf(itemsOf(answer)).filter((id) => ids.includes(id));
      expect(sorted(within)).toEqual(sorted(idsOf(filterRecords(definition, fixtures, group))));
      expect(within).toContain(ids[0]);
    });

    itWhen(definition.search.length > 0)('searches the search columns with q', async () => {
      const words = String(fixtures[1]![definition.search[0]!] ?? '').split(' ');
      for (const q of [words[0]!.toUpperCase(), words.slice(0, 2).join(' '), 'no-such-words-anywhere']) {
        const answer = await listWithin(getWorld(), definition, ids, { q });
        expectStatus(answer, 200);
        expect(sorted(idsOf(itemsOf(answer))), q).toEqual(sorted(idsOf(searchRecords(definition, fixtures, q))));
      }
    });

    for (const field of sortableFields(definition)) {
      for (const order of ['asc', 'desc'] as const) {
        it(`sorts by ${field} ${order}`, async () => {
          const answer = await listWithin(getWorld(), definition, ids, { sort: [{ field, order }] });
          expectStatus(answer, 200);
          expect(idsOf(itemsOf(answer))).toEqual(idsOf(sortRecords(definition, fixtures, [{ field, order }])));
        });
      }
    }

    it('sorts by the default sort, then id', async () => {
      const answer = await listWithin(getWorld(), definition, ids);
      const defaultSort = definition.defaultSort.map((s) => ({ field: String(s.field), order: s.order }));
      expect(idsOf(itemsOf(answer))).toEqual(idsOf(sortRecords(definition, fixtures, defaultSort)));
    });

    it('refuses unknown fields, operators, values and sort columns with 400 naming them', async () => {
      const world = getWorld();
      const ask = (query: Record<string, string>) => world.api(world.a.owner, 'GET', basePath(definition, world.a), { query });
      const one = (condition: unknown) => ({ filters: JSON.stringify({ combiner: 'and', conditions: [condition] }) });

      const unknownField = await ask(one({ field: 'noSuchField', matchMode: 'equals', value: 'x' }));
      expectStatus(unknownField, 400);
      expect(issuePaths(unknownField)).toEqual(['filters.conditions.0.field']);

      const wrongMode = await ask(one({ field: 'id', matchMode: 'contains', value: 'x' }));
      expectStatus(wrongMode, 400);
      expect(issuePaths(wrongMode)).toEqual(['filters.conditions.0.matchMode']);

      const unknownMode = await ask(one({ field: 'id', matchMode: 'like', value: 'x' }));
      expectStatus(unknownMode, 400);
      expect(issuePaths(unknownMode).join()).toMatch(/filters/);

      const wrongValue = await ask(one({ field: 'id', matchMode: 'equals', value: 'abc' }));
      expectStatus(wrongValue, 400);
      expect(issuePaths(wrongValue)).toEqual(['filters.conditions.0.value']);

      const badSort = await ask({ sort: 'noSuchField:asc' });
      expectStatus(badSort, 400);
      expect(issuePaths(badSort)).toEqual(['sort']);

      const notJson = await ask({ filters: '{not json' });
      expectStatus(notJson, 400);
    });

    it('refuses the NUL character in q and in any filter value, and integers a column cannot hold, with 400 naming them', async () => {
      const world = getWorld();
      const ask = (query: Record<string, string>) => world.api(world.a.owner, 'GET', basePath(definition, world.a), { query });
      const one = (condition: FilterCondition) => ({ filters: JSON.stringify({ combiner: 'and', conditions: [condition] }) });

      const search = await ask({ q: withNul });
      expectStatus(search, 400);
      expect(issuePaths(search)).toEqual(['q']);

      const scalarModes = (modes: readonly FilterCondition['matchMode'][]) => modes.filter((mode) => mode !== 'in' && mode !== 'between');
      for (const [field, modes] of Object.entries(filterableFields(definition))) {
        for (const mode of scalarModes(modes)) {
          const answer = await ask(one({ field, matchMode: mode, value: withNul }));
          expectStatus(answer, 400);
          expect(issuePaths(answer), `${field} ${mode}`).toEqual(['filters.conditions.0.value']);
        }
      }

      const filterable = filterableFields(definition);
      for (const field of integerFields(definition, Object.keys(filterable))) {
        for (const bad of badIntegers) {
          for (const mode of filterable[field]!) {
            const value = mode === 'in' ? [1, bad] : mode === 'between' ? [0, bad] : bad;
            const answer = await ask(one({ field, matchMode: mode, value }));
            expectStatus(answer, 400);
            expect(issuePaths(answer), `${field} ${mode} ${bad}`).toEqual(['filters.conditions.0.value']);
          }
        }
      }
      for (const value of [1.5, 2 ** 53]) {
        const id = await ask(one({ field: 'id', matchMode: 'equals', value }));
        expectStatus(id, 400);
        expect(issuePaths(id)).toEqual(['filters.conditions.0.value']);
      }
    });
  });
}
