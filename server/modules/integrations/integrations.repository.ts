import { and, eq, sql } from 'drizzle-orm';
import type { MessageProvider } from '../../../src/schema/messages/provider-settings';
import type { DbExecutor } from '../../db/client';
import { integrations } from '../../db/tables';
import { openSecrets } from './sealed-secrets';

export type IntegrationRow = typeof integrations.$inferSelect;
/** An integration ready to build a transport from: its settings with its secrets opened. */
export type OpenIntegration = { id: number; version: number; provider: MessageProvider; branchId: number | null; settings: Record<string, unknown>; secrets: Record<string, string> };

/** Every enabled integration of the chain, its own and its branches': a chain has few, and one read serves all. */
export const enabledIntegrationsOf = (db: DbExecutor, organizationId: number): Promise<IntegrationRow[]> =>
  db
    .select()
    .from(integrations)
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.enabled, true)));

/** The integration a branch's messages leave through among a provider's rows of its chain: its own, else the chain's. */
export const integrationOfBranch = <Row extends { branchId: number | null }>(rows: readonly Row[], branchId: number | null): Row | undefined =>
  rows.find((row) => row.branchId !== null && row.branchId === branchId) ?? rows.find((row) => row.branchId === null);

/**
 * The chain's Telegram bot a branch's messages and booking codes go through (the branch's own integration, else the
 * chain's): its @username, learnt when the integration was saved, or null while none is connected.
 */
export async function telegramBotOf(db: DbExecutor, scope: { organizationId: number; branchId: number }): Promise<string | null> {
  const rows = await db
    .select({ branchId: integrations.branchId, settings: integrations.settings })
    .from(integrations)
    .where(and(eq(integrations.organizationId, scope.organizationId), eq(integrations.provider, 'telegram'), eq(integrations.enabled, true)));
  const username = integrationOfBranch(rows, scope.branchId)?.settings['botUsername'];
  return typeof username === 'string' && username.length > 0 ? username : null;
}

export const openIntegration = (key: Uint8Array, row: IntegrationRow): OpenIntegration => ({
  id: row.id,
  version: row.version,
  provider: row.provider as MessageProvider,
  branchId: row.branchId,
  settings: row.settings,
  secrets: row.sealedSecrets ? openSecrets(key, row.sealedSecrets) : {},
});

/** What the last send through an integration did: the integrations list shows "failing since …" from it. */
export async function recordIntegrationOutcome(db: DbExecutor, integration: Pick<IntegrationRow, 'organizationId' | 'id'>, error: string | null): Promise<void> {
  await db
    .update(integrations)
    .set(
      error === null
        ? { lastError: null, failingSince: null, lastSuccessAt: sql`now()` }
        : { lastError: error.slice(0, 500), failingSince: sql`coalesce(${integrations.failingSince}, now())` },
    )
    .where(and(eq(integrations.organizationId, integration.organizationId), eq(integrations.id, integration.id)));
}

/** The integration a provider's callback address names (its unguessable token), with its provider checked. */
export async function integrationByCallbackToken(db: DbExecutor, provider: MessageProvider, token: string): Promise<IntegrationRow | null> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.callbackToken, token), eq(integrations.provider, provider)));
  return row ?? null;
}
