import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Integration, IntegrationTestResult, IntegrationWrite } from '../../../src/schema/messages/integration';
import { messageProviders, type MessageProvider } from '../../../src/schema/messages/provider-settings';
import type { Db } from '../../db/client';
import { integrations, outbox } from '../../db/tables';
import { DomainError, notFound } from '../../plugins/app/domain-error';
import { infobipCallbackUrls } from '../outbox/transports/infobip-transport';
import { twilioCallbackUrls } from '../outbox/transports/twilio-transport';
import { markMessageFailed, markMessageSent, type OutboxRow } from '../outbox/outbox.repository';
import { transportOfIntegration, type ProviderApis } from '../outbox/transport-resolver';
import type { MessageTransport } from '../outbox/transports/transport';
import { openIntegration, recordIntegrationOutcome, type IntegrationRow } from './integrations.repository';
import { sealSecrets } from './sealed-secrets';
import { learnBotUsername, telegramWebhookUrl } from './telegram-bot';

/** The chain's integrations as the screens read them: settings, which secrets are set, health, callback addresses. */

const callbackUrlsOf = (row: IntegrationRow, origin: string): Record<string, string> => {
  switch (row.provider) {
    case 'infobip':
      return infobipCallbackUrls(origin, row.callbackToken);
    case 'twilio':
      return twilioCallbackUrls(origin, row.callbackToken);
    case 'telegram':
      return { webhook: telegramWebhookUrl(origin, row.callbackToken) };
    default:
      return {};
  }
};

export function integrationOf(row: IntegrationRow, key: Uint8Array, origin: string): Integration {
  const secrets = openIntegration(key, row).secrets;
  const names = Object.keys(messageProviders[row.provider as MessageProvider].secrets.shape);
  return {
    provider: row.provider as MessageProvider,
    branchId: row.branchId,
    enabled: row.enabled,
    settings: row.settings,
    secretsSet: Object.fromEntries(names.map((name) => [name, Boolean(secrets[name])])),
    state: row.failingSince ? 'failing' : row.lastSuccessAt ? 'working' : 'untried',
    lastError: row.lastError,
    failingSince: row.failingSince?.toISOString() ?? null,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    callbackUrls: callbackUrlsOf(row, origin),
    version: row.version,
  };
}

const scopeOf = (organizationId: number, provider: MessageProvider, branchId: number | null) =>
  and(eq(integrations.organizationId, organizationId), eq(integrations.provider, provider), branchId === null ? isNull(integrations.branchId) : eq(integrations.branchId, branchId));

export async function findIntegration(db: Db, organizationId: number, provider: MessageProvider, branchId: number | null): Promise<IntegrationRow | null> {
  const [row] = await db.select().from(integrations).where(scopeOf(organizationId, provider, branchId));
  return row ?? null;
}

/** The other providers of the same channel: a scope sends SMS through one provider, so saving one retires the other. */
const rivalsOf = (provider: MessageProvider): MessageProvider[] =>
  (Object.keys(messageProviders) as MessageProvider[]).filter((other) => other !== provider && messageProviders[other].channel === messageProviders[provider].channel);

/**
 * Keeps the settings whole and the secrets given (blank ones keep what is stored), each checked by the provider's own
 * schemas so a 400 names `settings.baseUrl` or `secrets.apiKey`; a stale version answers 409. A Telegram bot's
 * username is asked of Telegram (a token it does not know is a 400 on `secrets.token`). Saving Twilio where Infobip
 * was set (or the reverse) removes the other in the same transaction, so which one sends is never in doubt.
 */
export async function saveIntegration(db: Db, key: Uint8Array, organizationId: number, provider: MessageProvider, write: IntegrationWrite, apis: ProviderApis = {}): Promise<IntegrationRow> {
  const current = await findIntegration(db, organizationId, provider, write.branchId);
  if ((current?.version ?? 0) !== write.version) throw new DomainError('stale_version', (m) => m.common.staleVersion);
  const given = Object.fromEntries(Object.entries(write.secrets).filter(([, value]) => value.trim() !== ''));
  const secrets = { ...(current ? openIntegration(key, current).secrets : {}), ...given };
  const schemas = messageProviders[provider];
  const checked = z.object({ settings: schemas.settings, secrets: schemas.secrets }).parse({ settings: write.settings, secrets });
  const settings: Record<string, unknown> = { ...checked.settings };
  if (provider === 'telegram') settings.botUsername = await learnBotUsername((checked.secrets as { token: string }).token, apis.telegramApiRoot, current?.settings.botUsername);
  const values = { enabled: write.enabled, settings, sealedSecrets: sealSecrets(key, checked.secrets as Record<string, string>) };
  return db.transaction(async (tx) => {
    const rivals = rivalsOf(provider);
    if (rivals.length > 0)
      await tx
        .delete(integrations)
        .where(and(eq(integrations.organizationId, organizationId), inArray(integrations.provider, rivals), write.branchId === null ? isNull(integrations.branchId) : eq(integrations.branchId, write.branchId)));
    const [row] = current
      ? await tx
          .update(integrations)
          .set({ ...values, version: sql`${integrations.version} + 1`, updatedAt: sql`now()`, lastError: null, failingSince: null })
          .where(and(scopeOf(organizationId, provider, write.branchId), eq(integrations.version, write.version)))
          .returning()
      : await tx
          .insert(integrations)
          .values({ organizationId, branchId: write.branchId, provider, callbackToken: randomBytes(24).toString('base64url'), ...values })
          .onConflictDoNothing()
          .returning();
    if (!row) throw new DomainError('stale_version', (m) => m.common.staleVersion);
    return row;
  });
}

export async function deleteIntegration(db: Db, organizationId: number, provider: MessageProvider, branchId: number | null): Promise<void> {
  const deleted = await db.delete(integrations).where(scopeOf(organizationId, provider, branchId)).returning({ id: integrations.id });
  if (deleted.length === 0) throw notFound('record');
}

/**
 * What a test goes through: the integration saved at the scope asked (enabled or not: a test is how one finds out),
 * else whatever a message of that branch and channel would take now — the chain's integration, or the server's own
 * (the log when nothing is set up, so the demo shows what would have gone and nothing leaves the machine).
 */
export type TestRoute = { row: IntegrationRow; apis: ProviderApis } | { resolve: (message: OutboxRow) => Promise<MessageTransport> };

/**
 * "Send a test message": a real message, written to the message log like any other and sent at once, so the answer
 * says what the provider said and which transport it went through.
 */
export async function sendTestMessage(
  db: Db,
  key: Uint8Array,
  origin: string,
  scope: { organizationId: number; branchId: number | null; provider: MessageProvider },
  route: TestRoute,
  to: string,
): Promise<IntegrationTestResult> {
  const [message] = await db
    .insert(outbox)
    .values({
      organizationId: scope.organizationId,
      branchId: scope.branchId,
      channel: messageProviders[scope.provider].channel,
      recipient: to,
      subject: 'BranchBook test message',
      body: 'This is a test message from BranchBook: your integration works.',
      kind: 'system',
      priority: 0,
      event: 'integration.test',
      // Sent right here, not by the worker: parked in the future so no worker claims it meanwhile.
      nextAttemptAt: sql`now() + interval '1 day'`,
    })
    .returning();
  const own = 'row' in route ? route.row : null;
  let via = 'log';
  try {
    const transport = own ? await transportOfIntegration(own, openIntegration(key, own), origin, 'row' in route ? route.apis : {}) : await (route as Extract<TestRoute, { resolve: unknown }>).resolve(message!);
    via = transport.name;
    const result = await transport.send(message!);
    await markMessageSent(db, message!.id, { provider: transport.name, providerMessageId: result?.providerMessageId });
    if (own) await recordIntegrationOutcome(db, own, null);
    return { ok: true, via, detail: result?.providerMessageId ? `Sent (${result.providerMessageId})` : 'Sent' };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    await markMessageFailed(db, message!.id, detail);
    if (own) await recordIntegrationOutcome(db, own, detail);
    return { ok: false, via, detail };
  }
}
