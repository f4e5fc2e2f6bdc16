import { describe, expect, it } from 'vitest';
import type { RuleRow } from '@/schema/online-booking/settings';
import { branchTarget, chainTarget, inheritedAt, resolvedAt, versionOf, withRow } from './rule-targets';

const rules: RuleRow[] = [
  { level: 'chain', refId: null, overrides: { minNoticeMinutes: 120, horizonDays: 30 }, version: 3 },
  { level: 'branch', refId: null, overrides: { minNoticeMinutes: 30 }, version: 1 },
  { level: 'service', refId: 7, overrides: { bufferAfterMinutes: 15 }, version: 2 },
];
const data = {
  rules,
  services: [
    { id: 7, name: 'Cut', categoryName: 'Hair', bookableOnline: true, version: 1 },
    { id: 8, name: 'Colour', categoryName: 'Hair', bookableOnline: false, version: 4 },
  ],
  employees: [{ id: 20, name: 'Ana', bookableOnline: true, version: 1 }],
};

describe('rule targets', () => {
  it("resolves the branch's rules from the chain's and its own, naming where each comes from", () => {
    const { values, sources } = resolvedAt(data, branchTarget);
    expect(values).toMatchObject({ minNoticeMinutes: 30, horizonDays: 30, holdMinutes: 10 });
    expect(sources).toMatchObject({ minNoticeMinutes: 'branch', horizonDays: 'chain', holdMinutes: 'default' });
    expect(resolvedAt(data, chainTarget).sources.minNoticeMinutes).toBe('chain');
  });

  it('a service inherits the chain and the branch, and its own switch off is its "not bookable"', () => {
    expect(resolvedAt(data, { level: 'service', id: 7 })).toMatchObject({
      values: { bufferAfterMinutes: 15, minNoticeMinutes: 30, bookable: true },
      sources: { bufferAfterMinutes: 'service', minNoticeMinutes: 'branch' },
    });
    expect(resolvedAt(data, { level: 'service', id: 8 })).toMatchObject({ values: { bookable: false }, sources: { bookable: 'service' } });
    expect(inheritedAt(data, { level: 'service', id: 7 })).toMatchObject({ values: { bufferAfterMinutes: 0 }, sources: { bufferAfterMinutes: 'default' } });
    expect(inheritedAt(data, branchTarget).values.minNoticeMinutes).toBe(120);
  });

  it('a level without a row saves with version 0, and the row saved replaces or joins the rows', () => {
    expect(versionOf(rules, { level: 'employee', id: 20 })).toBe(0);
    expect(versionOf(rules, chainTarget)).toBe(3);
    const replaced = withRow(rules, { level: 'branch', refId: null, overrides: {}, version: 2 });
    expect(replaced).toHaveLength(3);
    expect(versionOf(replaced, branchTarget)).toBe(2);
    const added = withRow(rules, { level: 'employee', refId: 20, overrides: { horizonDays: 7 }, version: 1 });
    expect(added).toHaveLength(4);
    expect(versionOf(added, { level: 'employee', id: 20 })).toBe(1);
  });
});
