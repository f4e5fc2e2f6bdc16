import { describe, expect, it } from 'vitest';
import { findResource } from '@/schema/resources';
import {
  effectiveFilterGroup,
  emptyFilterValue,
  filterFields,
  activeConditionCount,
  hasActiveFilters,
  isConditionComplete,
  newCondition,
  withMatchMode,
} from './filter-conditions';

describe('the filter bar model', () => {
  it('offers the fields that declare match modes, with their modes', () => {
    const fields = filterFields(findResource('services')!);
    expect(fields.map((f) => f.field)).toEqual(['name', 'categoryId', 'duration', 'price', 'bookableOnline']);
    expect(fields.find((f) => f.field === 'categoryId')).toMatchObject({
      kind: 'reference',
      references: 'serviceCategories',
      modes: ['equals', 'notEquals', 'in'],
    });
  });

  it('starts a condition with the first mode and an empty value of the right shape', () => {
    const [name] = filterFields(findResource('services')!);
    expect(newCondition(name!)).toEqual({ field: 'name', matchMode: 'contains', value: '' });
    expect(emptyFilterValue('integer', 'between')).toEqual(['', '']);
    expect(emptyFilterValue('enum', 'in')).toEqual([]);
    expect(emptyFilterValue('boolean', 'equals')).toBe(true);
  });

  it('keeps the value when a new mode takes the same shape', () => {
    const condition = { field: 'visits', matchMode: 'gt' as const, value: 3 };
    expect(withMatchMode(condition, 'lte', 'integer').value).toBe(3);
    expect(withMatchMode(condition, 'between', 'integer').value).toEqual(['', '']);
    expect(withMatchMode(condition, 'in', 'integer').value).toEqual([]);
  });

  it('sends complete conditions only', () => {
    expect(isConditionComplete({ field: 'a', matchMode: 'contains', value: '' })).toBe(false);
    expect(isConditionComplete({ field: 'a', matchMode: 'contains', value: 'x' })).toBe(true);
    expect(isConditionComplete({ field: 'a', matchMode: 'between', value: [1, ''] })).toBe(false);
    expect(isConditionComplete({ field: 'a', matchMode: 'between', value: [1, 4] })).toBe(true);
    expect(isConditionComplete({ field: 'a', matchMode: 'in', value: [] })).toBe(false);
    expect(isConditionComplete({ field: 'a', matchMode: 'equals', value: false })).toBe(true);
  });

  it('adds the fixed (parent) conditions and then combines with and', () => {
    const group = {
      combiner: 'or' as const,
      conditions: [
        { field: 'name', matchMode: 'contains' as const, value: 'cut' },
        { field: 'price', matchMode: 'gt' as const, value: '' },
      ],
    };
    expect(effectiveFilterGroup(group)).toEqual({ combiner: 'or', conditions: [group.conditions[0]] });
    const parent = { field: 'categoryId', matchMode: 'equals' as const, value: 4 };
    expect(effectiveFilterGroup(group, [parent])).toEqual({ combiner: 'and', conditions: [parent, group.conditions[0]] });
    expect(effectiveFilterGroup({ combiner: 'and', conditions: [] })).toBeUndefined();
    expect(hasActiveFilters({ combiner: 'and', conditions: [] }, '  ')).toBe(false);
    expect(hasActiveFilters(group, '')).toBe(true);
  });

  it('counts only the conditions that narrow the list on the Filters badge', () => {
    const empty = { field: 'name', matchMode: 'contains' as const, value: '' };
    const filled = { field: 'price', matchMode: 'between' as const, value: [1, 4] };
    expect(activeConditionCount({ combiner: 'and', conditions: [empty] })).toBe(0);
    expect(activeConditionCount({ combiner: 'or', conditions: [empty, filled, { ...filled, value: [1, ''] }] })).toBe(1);
  });
});
