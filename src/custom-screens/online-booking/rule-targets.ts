import { resolveRules, type ResolvedRules, type RuleLevel, type RuleOverrides } from '@/schema/online-booking/rules';
import type { BranchOnlineBooking, RuleRow } from '@/schema/online-booking/settings';

/** Whose rules a screen shows or changes: the chain's defaults, the branch's, or one of its services or employees. */
export type RuleTarget = { level: 'chain' } | { level: 'branch' } | { level: 'service' | 'employee'; id: number };

export const chainTarget: RuleTarget = { level: 'chain' };
export const branchTarget: RuleTarget = { level: 'branch' };

const refIdOf = (target: RuleTarget): number | null => ('id' in target ? target.id : null);

export const sameTarget = (a: RuleTarget, b: RuleTarget): boolean => a.level === b.level && refIdOf(a) === refIdOf(b);

/** The target's stored row; none while it overrides nothing (its first save sends version 0). */
export const rowOf = (rows: readonly RuleRow[], target: RuleTarget): RuleRow | undefined =>
  rows.find((row) => row.level === target.level && row.refId === refIdOf(target));

export const overridesOf = (rows: readonly RuleRow[], target: RuleTarget): RuleOverrides => rowOf(rows, target)?.overrides ?? {};

export const versionOf = (rows: readonly RuleRow[], target: RuleTarget): number => rowOf(rows, target)?.version ?? 0;

const targetOfRow = (row: RuleRow): RuleTarget =>
  row.refId === null ? { level: row.level as 'chain' | 'branch' } : { level: row.level as 'service' | 'employee', id: row.refId };

/** The rows with `row` in place of the one it replaces (or added, for a level's first save). */
export const withRow = (rows: readonly RuleRow[], row: RuleRow): RuleRow[] => {
  const target = targetOfRow(row);
  return rowOf(rows, target) ? rows.map((current) => (sameTarget(targetOfRow(current), target) ? row : current)) : [...rows, row];
};

type Level = { level: RuleLevel; overrides: RuleOverrides };

/**
 * The levels that decide the target's rules, widest first, the target's own last. A service's or an employee's own
 * switch (`bookableOnline`) is that level's `bookable`, as the server resolves it: one switch, not two.
 */
export function levelsOf(data: Pick<BranchOnlineBooking, 'rules' | 'services' | 'employees'>, target: RuleTarget): Level[] {
  const chain: Level = { level: 'chain', overrides: overridesOf(data.rules, chainTarget) };
  if (target.level === 'chain') return [chain];
  const branch: Level = { level: 'branch', overrides: overridesOf(data.rules, branchTarget) };
  if (target.level === 'branch') return [chain, branch];
  const thing = (target.level === 'service' ? data.services : data.employees).find((candidate) => candidate.id === target.id);
  const own = overridesOf(data.rules, target);
  return [chain, branch, { level: target.level, overrides: thing?.bookableOnline === false ? { ...own, bookable: false } : own }];
}

/** Each rule's value for the target and the level it comes from. */
export const resolvedAt = (data: Parameters<typeof levelsOf>[0], target: RuleTarget): ResolvedRules => resolveRules(levelsOf(data, target));

/** What the target would have without its own overrides: what it inherits. */
export const inheritedAt = (data: Parameters<typeof levelsOf>[0], target: RuleTarget): ResolvedRules =>
  resolveRules(levelsOf(data, target).slice(0, -1));
