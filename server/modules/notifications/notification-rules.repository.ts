import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  notificationEventKeys,
  type NotificationEventKey,
} from '../../../src/schema/messages/notification-events';
import { defaultRule, type NotificationRule, type NotificationRuleInput } from '../../../src/schema/messages/notification-rule';
import type { DbExecutor } from '../../db/client';
import { notificationRules } from '../../db/tables';
import { DomainError } from '../../plugins/app/domain-error';

export type RuleScope = { organizationId: number; branchId: number | null };
export type RuleSet = Record<NotificationEventKey, NotificationRule>;

export type RuleRow = typeof notificationRules.$inferSelect;
const ruleOf = (row: RuleRow, source: NotificationRule['source']): NotificationRule => ({
  event: row.event as NotificationEventKey,
  enabled: row.enabled,
  channels: row.channels,
  settings: row.settings,
  source,
  version: row.version,
});

/**
 * Every notification's rule as `scope` reads it: the branch's own row, else the chain's, else the catalog's default.
 * For the chain itself (branchId null) only its rows and the defaults. One query, so planning stays cheap.
 */
export async function effectiveRules(db: DbExecutor, scope: RuleScope): Promise<RuleSet> {
  const rows = await db
    .select()
    .from(notificationRules)
    .where(
      and(
        eq(notificationRules.organizationId, scope.organizationId),
        scope.branchId === null ? isNull(notificationRules.branchId) : or(isNull(notificationRules.branchId), eq(notificationRules.branchId, scope.branchId)),
      ),
    );
  return resolveRules(rows, scope.branchId, notificationEventKeys) as RuleSet;
}

/** Every chain's and branch's own rows of `events`, in one query: the daily planner resolves them per branch. */
export const ruleRowsOf = (db: DbExecutor, events: readonly NotificationEventKey[]): Promise<RuleRow[]> =>
  db.select().from(notificationRules).where(inArray(notificationRules.event, [...events]));

/** The rules of `events` for `branchId` from its chain's rows (others are ignored): its own, the chain's, the default. */
export function resolveRules<E extends NotificationEventKey>(rows: readonly RuleRow[], branchId: number | null, events: readonly E[]): Record<E, NotificationRule> {
  const rules = Object.fromEntries(events.map((event) => [event, defaultRule(event)])) as Record<E, NotificationRule>;
  for (const row of rows) {
    if (!(row.event in rules) || (row.branchId !== null && row.branchId !== branchId)) continue;
    const event = row.event as E;
    if (row.branchId === null && rules[event].source === 'branch') continue;
    const rule = ruleOf(row, row.branchId === null ? 'chain' : 'branch');
    // A branch following the chain keeps no row of its own: its first own rule is saved over version 0.
    rules[event] = row.branchId === branchId ? rule : { ...rule, version: 0 };
  }
  return rules;
}

const staleRule = () => new DomainError('stale_version', (m) => m.common.staleVersion);

/**
 * Keeps `scope`'s own rule for `event`. `version` is the one read: 0 when the scope had none of its own (a second
 * person saving "the first" own rule at once gets 409, as does anyone saving over a newer version).
 */
export async function saveRule(db: DbExecutor, scope: RuleScope, event: NotificationEventKey, input: NotificationRuleInput, version: number): Promise<NotificationRule> {
  const values = { enabled: input.enabled, channels: input.channels, settings: input.settings };
  const scopeMatch = and(
    eq(notificationRules.organizationId, scope.organizationId),
    scope.branchId === null ? isNull(notificationRules.branchId) : eq(notificationRules.branchId, scope.branchId),
    eq(notificationRules.event, event),
  );
  if (version === 0) {
    const [row] = await db
      .insert(notificationRules)
      .values({ organizationId: scope.organizationId, branchId: scope.branchId, event, ...values })
      .onConflictDoNothing()
      .returning();
    if (!row) throw staleRule();
    return ruleOf(row, scope.branchId === null ? 'chain' : 'branch');
  }
  const [row] = await db
    .update(notificationRules)
    .set({ ...values, version: sql`${notificationRules.version} + 1`, updatedAt: sql`now()` })
    .where(and(scopeMatch, eq(notificationRules.version, version)))
    .returning();
  if (!row) throw staleRule();
  return ruleOf(row, scope.branchId === null ? 'chain' : 'branch');
}

/** The branch follows the chain again for `event` (or the chain the catalog): its own row goes. */
export async function forgetRule(db: DbExecutor, scope: RuleScope, event: NotificationEventKey): Promise<void> {
  await db
    .delete(notificationRules)
    .where(
      and(
        eq(notificationRules.organizationId, scope.organizationId),
        scope.branchId === null ? isNull(notificationRules.branchId) : eq(notificationRules.branchId, scope.branchId),
        eq(notificationRules.event, event),
      ),
    );
}
