import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { membershipsResource } from '@/schema/resources/memberships';
import type { RecordValues } from './field-values';
import { withRules } from './form-rules';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<RecordValues>;
const resolverFor = (schema: z.ZodType) => withRules(membershipsResource, zodResolver(schema as z.ZodType<RecordValues, RecordValues>) as Resolver<RecordValues>);
const create = resolverFor(membershipsResource.createSchema);
const update = resolverFor(membershipsResource.updateSchema);
const typed = { name: 'Nails all month', kind: 'period', visits: 8, periodDays: 30, serviceIds: [], price: '75.00', validityDays: 30, description: null, isActive: true };

describe('the form’s rules', () => {
  it('send the inputs a rule hides empty, whatever was typed into them before the choice changed', async () => {
    const result = await create(typed, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ kind: 'period', visits: null, periodDays: 30 });
  });

  it('put a broken rule on its input, on the create form and on the edit form', async () => {
    const created = await create({ ...typed, periodDays: null }, undefined, options);
    expect(created.errors['periodDays']).toMatchObject({ message: 'Required when kind is period' });
    // The update schema alone takes any subset of fields: the rule is checked on the form's whole record.
    const edited = await update({ ...typed, periodDays: null, version: 2 }, undefined, options);
    expect(edited.values).toEqual({});
    expect(Object.keys(edited.errors)).toEqual(['periodDays']);
    expect((await update({ ...typed, version: 2 }, undefined, options)).values).toMatchObject({ visits: null, periodDays: 30, version: 2 });
  });
});
