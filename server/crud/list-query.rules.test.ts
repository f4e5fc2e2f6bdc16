import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '../../src/schema/list-query';
import { clientsResource } from '../../src/schema/resources/clients';
import { servicesResource } from '../../src/schema/resources/services';
import { DomainError } from '../plugins/app/domain-error';
import { validateListQuery } from './list-query.rules';

const query = (raw: Record<string, string>) => listQuerySchema.parse(raw);
const filters = (conditions: unknown[], combiner = 'and') => JSON.stringify({ combiner, conditions });

const issuePath = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return (error.issues ?? []).map((i) => i.path.join('.')).join();
    throw error;
  }
  throw new Error('expected a 400');
};

describe('list query rules', () => {
  it('falls back to the default sort, then id', () => {
    expect(validateListQuery(clientsResource, query({})).sort).toEqual([
      { field: 'lastName', order: 'asc' },
      { field: 'firstName', order: 'asc' },
      { field: 'id', order: 'asc' },
    ]);
    expect(validateListQuery(clientsResource, query({ sort: 'email:desc,id:desc' })).sort).toEqual([
      { field: 'email', order: 'desc' },
      { field: 'id', order: 'desc' },
    ]);
  });

  it('names what it refuses', () => {
    expect(issuePath(() => validateListQuery(clientsResource, query({ sort: 'phone:asc' })))).toBe('sort');
    expect(issuePath(() => validateListQuery(clientsResource, query({ filters: filters([{ field: 'tgChatId', matchMode: 'equals', value: 'x' }]) })))).toBe(
      'filters.conditions.0.field',
    );
    expect(issuePath(() => validateListQuery(clientsResource, query({ filters: filters([{ field: 'phone', matchMode: 'endsWith', value: '1' }]) })))).toBe(
      'filters.conditions.0.matchMode',
    );
    const badValues = [
      { field: 'visitCount', matchMode: 'equals', value: '3' },
      { field: 'visitCount', matchMode: 'between', value: [1] },
      { field: 'balance', matchMode: 'gt', value: '12.345' },
      { field: 'birthDate', matchMode: 'dateIs', value: '2024-02-30' },
      { field: 'firstName', matchMode: 'contains', value: 3 },
      { field: 'id', matchMode: 'in', value: [] },
    ];
    for (const condition of badValues) {
      expect(issuePath(() => validateListQuery(clientsResource, query({ filters: filters([condition]) }))), JSON.stringify(condition)).toBe(
        'filters.conditions.0.value',
      );
    }
    expect(issuePath(() => validateListQuery(servicesResource, query({ filters: filters([{ field: 'bookableOnline', matchMode: 'equals', value: 'yes' }]) })))).toBe(
      'filters.conditions.0.value',
    );
  });

  it('takes only whole numbers an int4 column holds for integer fields, each item of in and between too', () => {
    const refused = [1.5, 2 ** 31, -(2 ** 31) - 1, 1e20];
    for (const value of refused) {
      for (const condition of [
        { field: 'visitCount', matchMode: 'gt', value },
        { field: 'visitCount', matchMode: 'in', value: [1, value] },
        { field: 'visitCount', matchMode: 'between', value: [0, value] },
      ]) {
        expect(issuePath(() => validateListQuery(clientsResource, query({ filters: filters([condition]) }))), JSON.stringify(condition)).toBe(
          'filters.conditions.0.value',
        );
      }
    }
    const edges = { field: 'visitCount', matchMode: 'between', value: [-(2 ** 31), 2 ** 31 - 1] };
    expect(validateListQuery(clientsResource, query({ filters: filters([edges]) })).conditions[0]!.value).toEqual([-(2 ** 31), 2 ** 31 - 1]);
  });

  it('normalises money to a decimal string and splits q into words', () => {
    const valid = validateListQuery(clientsResource, query({ q: '  Ana   Silva ', filters: filters([{ field: 'balance', matchMode: 'between', value: [1, '2.5'] }], 'or') }));
    expect(valid.terms).toEqual(['Ana', 'Silva']);
    expect(valid.combiner).toBe('or');
    expect(valid.conditions).toEqual([{ field: 'balance', family: 'money', matchMode: 'between', value: ['1', '2.5'] }]);
  });
});
