import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { FieldHint } from '../../../src/schema/resource-definition';
import { resourceRegistry } from '../../../src/schema/resources';
import { membershipsResource } from '../../../src/schema/resources/memberships';
import { gadgetsResource } from '../../fixtures/gadgets.resource';
import { referencedResources, sampleCreateInput, satisfyRules } from '../../helpers/resource-samples';

/** Parent ids as a suite would pass them: any positive id fits the create schema. */
const refsFor = (fields: Record<string, string>, seed: number) =>
  Object.fromEntries(Object.keys(fields).map((field) => [field, 1000 + seed]));

describe('sample create bodies', () => {
  for (const definition of resourceRegistry) {
    it(`${definition.name}: parse with the create schema, with and without parents`, () => {
      const references = referencedResources(definition);
      for (const seed of [0, 1, 2, 7, 123]) {
        const body = sampleCreateInput(definition, seed, refsFor(references, seed));
        expect(definition.createSchema.safeParse(body).error?.issues ?? []).toEqual([]);
      }
      const hints = definition.hints as Record<string, FieldHint>;
      const shape = definition.createSchema.shape as Record<string, z.ZodType>;
      const required = Object.keys(references).filter(
        (field) => hints[field]!.kind === 'reference' && !shape[field]!.safeParse(null).success,
      );
      if (required.length === 0) expect(definition.createSchema.safeParse(sampleCreateInput(definition, 3, {})).success).toBe(true);
      else expect(() => sampleCreateInput(definition, 3, {})).toThrow(/needs/);
    });

    it(`${definition.name}: different seeds give different text values`, () => {
      const refs = refsFor(referencedResources(definition), 1);
      const a = sampleCreateInput(definition, 1, refs);
      const b = sampleCreateInput(definition, 2, refs);
      for (const [field, hint] of Object.entries(definition.hints as Record<string, FieldHint>)) {
        if (hint.kind === 'text' && field in a && a[field] !== null) expect(a[field]).not.toEqual(b[field]);
      }
    });
  }

  it('meet the cross-field rules in every rule’s case, the made-up resource’s too', () => {
    for (const definition of [...resourceRegistry, gadgetsResource]) {
      const refs = refsFor(referencedResources(definition), 5);
      definition.rules.forEach((rule, index) => {
        const body = sampleCreateInput(definition, 5, refs, { ruleCase: index });
        expect(body[rule.when.field], definition.name).toBe(rule.when.equals);
        expect(definition.createSchema.safeParse(body).error?.issues ?? [], definition.name).toEqual([]);
      });
    }
    expect(sampleCreateInput(membershipsResource, 1, {}, { ruleCase: 1 })).toMatchObject({ kind: 'period', visits: null, periodDays: expect.any(Number) });
    // Emptied by hand, then made to meet the rules again: the required field comes back, the emptied one stays empty.
    const emptied = { ...sampleCreateInput(membershipsResource, 1, {}, { ruleCase: 0 }), visits: null, periodDays: null };
    expect(satisfyRules(membershipsResource, emptied, 1)).toMatchObject({ kind: 'visits', visits: expect.any(Number), periodDays: null });
  });

  it('names the referenced resources, branches included', () => {
    const byName = Object.fromEntries(resourceRegistry.map((d) => [d.name, referencedResources(d)]));
    expect(byName['services']).toEqual({ categoryId: 'serviceCategories' });
    expect(byName['vacancies']).toEqual({ branchId: 'branches' });
    expect(byName['memberships']).toEqual({ serviceIds: 'services' });
    expect(byName['vacancyReplies']).toEqual({ vacancyId: 'vacancies' });
  });
});
