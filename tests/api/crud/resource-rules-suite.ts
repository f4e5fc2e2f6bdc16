import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyResourceDefinition } from '../../../src/schema/resource-definition';
import { emptyValueOf, isEmptyValue, ruleApplies, type ResourceRule } from '../../../src/schema/resource-rules';
import { sampleCreateInput, sampleFieldValue, type SampleRefs } from '../../helpers/resource-samples';
import type { CrudWorld, Json } from './crud-world';
import { basePath, createParents, createRecord, expectStatus, issuePaths, itemPath, itWhen } from './resource-suite-support';

/**
 * The definition's cross-field rules through the API, one test a rule: a create that breaks it, a change that
 * breaks it only together with the stored record, and (when importable) a CSV row that breaks it. Every
 * refusal is a 400 naming the field, and a refused change leaves the record as it was.
 */
export function describeRulesSuite(definition: AnyResourceDefinition, getWorld: () => CrudWorld) {
  if (definition.rules.length === 0) return;
  const shape = definition.createSchema.shape as Record<string, z.ZodType>;
  const emptyOf = (field: string) => emptyValueOf(shape[field]!);
  /** A value for a field a rule empties: its sample value, or its parent's id for a reference. */
  const filledOf = (field: string, seed: number, refs: SampleRefs) => {
    const value = refs[field] ?? sampleFieldValue(definition, field, seed);
    if (isEmptyValue(value)) throw new Error(`${definition.name}.${field}: no sample value to break its rule with`);
    return value;
  };
  const described = (rule: ResourceRule) => `${rule.when.field} is ${String(rule.when.equals)}`;

  describe('cross-field rules', () => {
    definition.rules.forEach((rule, index) => {
      it(`refuses a create that breaks the rule when ${described(rule)} (400 naming the field)`, async () => {
        const world = getWorld();
        const refs = await createParents(world, world.a, definition);
        const seed = world.nextSeed();
        const body = sampleCreateInput(definition, seed, refs, { ruleCase: index });
        const broken = [
          ...(rule.require ?? []).map((field) => ({ field, body: { ...body, [field]: emptyOf(field) } })),
          ...(rule.empty ?? []).map((field) => ({ field, body: { ...body, [field]: filledOf(field, seed, refs) } })),
        ];
        for (const attempt of broken) {
          const answer = await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body: attempt.body });
          expectStatus(answer, 400);
          expect(answer.json['code']).toBe('bad_request');
          expect(issuePaths(answer), attempt.field).toContain(attempt.field);
        }
        expectStatus(await world.api(world.a.owner, 'POST', basePath(definition, world.a), { body }), 201);
      });

      it(`refuses a change that breaks the rule when ${described(rule)} with what is stored (400), leaving the record as it was`, async () => {
        const world = getWorld();
        const refs = await createParents(world, world.a, definition);
        const seed = world.nextSeed();
        const patchOf = (record: Json, changes: Json) => world.api(world.a.owner, 'PATCH', itemPath(definition, world.a, record['id']), { body: { version: record['version'], ...changes } });
        const expectRefused = async (record: Json, changes: Json, fields: readonly string[]) => {
          const answer = await patchOf(record, changes);
          expectStatus(answer, 400);
          expect(answer.json['code']).toBe('bad_request');
          expect(issuePaths(answer), JSON.stringify(changes)).toEqual(expect.arrayContaining([...fields]));
          expect((await world.api(world.a.owner, 'GET', itemPath(definition, world.a, record['id']))).json).toEqual(record);
        };

        // In the rule's case: the change alone is valid, the record it would leave is not.
        const inCase = await createRecord(world, world.a, definition, sampleCreateInput(definition, seed, refs, { ruleCase: index }));
        for (const field of rule.require ?? []) await expectRefused(inCase, { [field]: emptyOf(field) }, [field]);
        for (const field of rule.empty ?? []) await expectRefused(inCase, { [field]: filledOf(field, seed, refs) }, [field]);

        // Outside it (another rule's case) with a required field empty: switching into the case alone is refused,
        // switching with the fields it needs is taken.
        const outside = definition.rules
          .map((_, other) => sampleCreateInput(definition, seed, refs, { ruleCase: other }))
          .find((body) => !ruleApplies(rule, body) && (rule.require ?? []).some((field) => isEmptyValue(body[field])));
        if (!outside) return;
        const record = await createRecord(world, world.a, definition, outside);
        const missing = (rule.require ?? []).filter((field) => isEmptyValue(outside[field]));
        await expectRefused(record, { [rule.when.field]: rule.when.equals }, missing);
        const target = sampleCreateInput(definition, seed, refs, { ruleCase: index });
        const coherent = Object.fromEntries([rule.when.field, ...(rule.require ?? []), ...(rule.empty ?? [])].map((field) => [field, target[field]]));
        const switched = await patchOf(record, coherent);
        expectStatus(switched, 200);
        expect(switched.json).toMatchObject(Object.fromEntries(Object.entries(coherent).map(([field, value]) => [field, shape[field]!.parse(value)])));
      });

      itWhen(definition.importable)(`reports an imported row that breaks the rule when ${described(rule)}, naming the field`, async () => {
        const world = getWorld();
        const body = sampleCreateInput(definition, world.nextSeed(), await createParents(world, world.a, definition), { ruleCase: index });
        const required = rule.require?.[0];
        const field = required ?? rule.empty![0]!;
        // A spreadsheet's blank cell for a required field, else a value where the rule wants none.
        const row = { ...body, [field]: required ? (emptyOf(field) === null ? '' : []) : filledOf(field, world.nextSeed(), {}) };
        const answer = await world.api(world.a.owner, 'POST', `${basePath(definition, world.a)}/import`, { body: { rows: [row] } });
        expectStatus(answer, 200);
        expect(answer.json['created']).toBe(0);
        const errors = answer.json['errors'] as { row: number; issues: { path: (string | number)[] }[] }[];
        expect(errors.map((e) => [e.row, e.issues.map((i) => i.path.join('.'))])).toEqual([[0, [field]]]);
      });
    });
  });
}
