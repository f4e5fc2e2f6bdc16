import { and, eq, isNull, or, sql } from 'drizzle-orm';
import {
  defaultMarketingSettings,
  marketingSettingsSchema,
  type MarketingSettings,
  type MarketingSettingsView,
} from '../../../src/schema/messages/marketing-settings';
import type { DbExecutor } from '../../db/client';
import { marketingSettings } from '../../db/tables';
import { DomainError } from '../../plugins/app/domain-error';

/** A branch's (or, with branchId null, the chain's) marketing limits: its own row, else the chain's, else the defaults. */
export type SettingsScope = { organizationId: number; branchId: number | null };

/** A stored row is read through the schema, so a setting added later takes its default instead of being undefined. */
const settingsOf = (stored: unknown): MarketingSettings => {
  const parsed = marketingSettingsSchema.safeParse({ ...defaultMarketingSettings, ...(stored as object) });
  return parsed.success ? parsed.data : defaultMarketingSettings;
};

export async function readMarketingSettings(db: DbExecutor, scope: SettingsScope): Promise<MarketingSettingsView> {
  const rows = await db
    .select()
    .from(marketingSettings)
    .where(
      and(
        eq(marketingSettings.organizationId, scope.organizationId),
        scope.branchId === null ? isNull(marketingSettings.branchId) : or(isNull(marketingSettings.branchId), eq(marketingSettings.branchId, scope.branchId)),
      ),
    );
  const own = rows.find((row) => row.branchId === scope.branchId);
  const chain = rows.find((row) => row.branchId === null);
  if (own) return { ...settingsOf(own.settings), source: scope.branchId === null ? 'chain' : 'branch', version: own.version };
  // The branch reads the chain's row, but its own version is 0: its first save creates its own row.
  if (chain) return { ...settingsOf(chain.settings), source: 'chain', version: 0 };
  return { ...defaultMarketingSettings, source: 'default', version: 0 };
}

const stale = () => new DomainError('stale_version', (m) => m.common.staleVersion);

/** Keeps the scope's own settings; `version` is the one read (0 when it had none, so two first saves get one 409). */
export async function saveMarketingSettings(db: DbExecutor, scope: SettingsScope, settings: MarketingSettings, version: number): Promise<MarketingSettingsView> {
  const source = scope.branchId === null ? 'chain' : 'branch';
  if (version === 0) {
    const [row] = await db.insert(marketingSettings).values({ ...scope, settings }).onConflictDoNothing().returning();
    if (!row) throw stale();
    return { ...settingsOf(row.settings), source, version: row.version };
  }
  const [row] = await db
    .update(marketingSettings)
    .set({ settings, version: sql`${marketingSettings.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(marketingSettings.organizationId, scope.organizationId),
        scope.branchId === null ? isNull(marketingSettings.branchId) : eq(marketingSettings.branchId, scope.branchId),
        eq(marketingSettings.version, version),
      ),
    )
    .returning();
  if (!row) throw stale();
  return { ...settingsOf(row.settings), source, version: row.version };
}

/** The scope follows the level above again. */
export async function forgetMarketingSettings(db: DbExecutor, scope: SettingsScope): Promise<void> {
  await db
    .delete(marketingSettings)
    .where(
      and(
        eq(marketingSettings.organizationId, scope.organizationId),
        scope.branchId === null ? isNull(marketingSettings.branchId) : eq(marketingSettings.branchId, scope.branchId),
      ),
    );
}
