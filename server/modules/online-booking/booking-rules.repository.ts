import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { RuleLevel, RuleOverrides } from '../../../src/schema/online-booking/rules';
import type { RuleRow } from '../../../src/schema/online-booking/settings';
import type { DbExecutor } from '../../db/client';
import { onlineBookingRules } from '../../db/tables';

/** Where a level's row sits: the chain (no branch), a branch, or one of its services or employees (`refId`). */
export type RuleOwner = { organizationId: number; level: RuleLevel; branchId: number | null; refId: number | null };

const rowColumns = { level: onlineBookingRules.level, refId: onlineBookingRules.refId, overrides: onlineBookingRules.overrides, version: onlineBookingRules.version };

/** The chain's row and every row of the branch (its own, its services' and employees'). */
export function listRuleRows(db: DbExecutor, organizationId: number, branchId: number): Promise<RuleRow[]> {
  return db
    .select(rowColumns)
    .from(onlineBookingRules)
    .where(and(eq(onlineBookingRules.organizationId, organizationId), or(isNull(onlineBookingRules.branchId), eq(onlineBookingRules.branchId, branchId))));
}

/**
 * Replaces a level's overrides when `version` is the one read (0: the level had no row yet); null when someone
 * changed or made it meanwhile (409). One statement, so two editors never both win.
 */
export async function writeRuleRow(db: DbExecutor, owner: RuleOwner, overrides: RuleOverrides, version: number): Promise<RuleRow | null> {
  if (version === 0) {
    const [made] = await db
      .insert(onlineBookingRules)
      .values({ ...owner, overrides })
      .onConflictDoNothing()
      .returning(rowColumns);
    return made ?? null;
  }
  const [changed] = await db
    .update(onlineBookingRules)
    .set({ overrides, version: sql`${onlineBookingRules.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(onlineBookingRules.organizationId, owner.organizationId),
        eq(onlineBookingRules.level, owner.level),
        owner.branchId === null ? isNull(onlineBookingRules.branchId) : eq(onlineBookingRules.branchId, owner.branchId),
        owner.refId === null ? isNull(onlineBookingRules.refId) : eq(onlineBookingRules.refId, owner.refId),
        eq(onlineBookingRules.version, version),
      ),
    )
    .returning(rowColumns);
  return changed ?? null;
}
