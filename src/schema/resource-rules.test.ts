import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from './resource-definition';
import { ruleFields, ruleIssues, withEmptiedCleared } from './resource-rules';
import { membershipsResource } from './resources/memberships';

const rules = membershipsResource.rules;
const valid = { name: '10 visits', kind: 'visits', visits: 10, periodDays: null, price: '100.00' };

describe('cross-field rules', () => {
  it('let a coherent record through the create schema, either kind', () => {
    expect(membershipsResource.createSchema.safeParse(valid).success).toBe(true);
    const period = { ...valid, kind: 'period', visits: null, periodDays: 30 };
    expect(membershipsResource.createSchema.safeParse(period).success).toBe(true);
  });

  it('refuse a required field left empty and an emptied field filled, on the field, in English', () => {
    const result = membershipsResource.createSchema.safeParse({ ...valid, visits: null, periodDays: 30 });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['visits'], 'Required when kind is visits'],
      [['periodDays'], 'Must be empty when kind is visits'],
    ]);
    // The kind's default counts: a body without kind is a visits membership.
    const { kind: _kind, ...withoutKind } = valid;
    expect(membershipsResource.createSchema.safeParse({ ...withoutKind, visits: null }).error?.issues[0]?.path).toEqual(['visits']);
  });

  it('keep the create schema an object schema (its shape is read by the import and the form)', () => {
    expect(Object.keys(membershipsResource.createSchema.shape)).toContain('periodDays');
  });

  it('check a merged update: the stored record with the change', () => {
    const stored = { ...valid, id: 1, version: 3 };
    expect(ruleIssues(rules, { ...stored, kind: 'period' })).toEqual([
      { path: ['periodDays'], message: 'Required when kind is period' },
      { path: ['visits'], message: 'Must be empty when kind is period' },
    ]);
    expect(ruleIssues(rules, { ...stored, kind: 'period', visits: null, periodDays: 30 })).toEqual([]);
    expect(ruleIssues(rules, { ...stored, visits: 12 })).toEqual([]);
    expect(ruleIssues(rules, { ...stored, visits: null })).toEqual([{ path: ['visits'], message: 'Required when kind is visits' }]);
  });

  it('name the fields to show and to hide for the condition fields alone', () => {
    expect(ruleFields(rules, { kind: 'period' })).toEqual({ required: new Set(['periodDays']), emptied: new Set(['visits']) });
    expect(ruleFields(rules, { kind: 'other' })).toEqual({ required: new Set(), emptied: new Set() });
  });

  it('clear what they empty with the empty value each field takes', () => {
    const shape = { kind: z.string(), visits: z.number().nullable(), tags: z.array(z.string()) };
    const tagged = [{ when: { field: 'kind', equals: 'plain' }, empty: ['visits', 'tags'] }] as const;
    expect(withEmptiedCleared(tagged, shape, { kind: 'plain', visits: 3, tags: ['a'] })).toEqual({ kind: 'plain', visits: null, tags: [] });
    const untouched = { kind: 'other', visits: 3, tags: ['a'] };
    expect(withEmptiedCleared(tagged, shape, untouched)).toBe(untouched);
  });

  it('refuse a definition whose rule cannot work', () => {
    const base = {
      name: 'things',
      table: 'things',
      scope: 'branch',
      fields: { kind: z.enum(['a', 'b']).default('a'), count: z.number().int(), note: z.string().nullable().default(null) },
      hints: { kind: { kind: 'enum' }, count: { kind: 'integer' }, note: { kind: 'text' } },
      titleFields: ['kind'],
      search: [],
      defaultSort: [],
      permission: 'catalog',
      menuKey: 'catalog',
      live: false,
      softDelete: false,
      screens: { area: 'catalog', list: 'things' },
    } as const;
    expect(() => defineResource({ ...base, rules: [{ when: { field: 'kind', equals: 'a' }, empty: ['count'] }] })).toThrow(
      'things: a rule empties count, which cannot be empty',
    );
    expect(() => defineResource({ ...base, rules: [{ when: { field: 'kind', equals: 'a' }, require: ['note'], empty: ['note'] }] })).toThrow(
      /both requires and empties note/,
    );
    const untyped = [{ when: { field: 'kind', equals: 'c' }, require: ['nothing'] }] as never;
    expect(() => defineResource({ ...base, rules: untyped })).toThrow(/not writable: nothing/);
    expect(defineResource({ ...base, rules: [{ when: { field: 'kind', equals: 'b' }, require: ['note'] }] }).rules).toHaveLength(1);
  });
});
