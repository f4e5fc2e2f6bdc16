import type { MessageChannel } from '../../../src/schema/messages/notification-events';
import type { MessageProvider } from '../../../src/schema/messages/provider-settings';
import type { Db } from '../../db/client';
import { enabledIntegrationsOf, integrationOfBranch, openIntegration, recordIntegrationOutcome, type IntegrationRow, type OpenIntegration } from '../integrations/integrations.repository';
import type { OutboxRow } from './outbox.repository';
import { infobipCallbackUrls } from './transports/infobip-transport';
import { createSmsTransport, type SmsTransportConfig } from './transports/sms-transport';
import { createSmtpTransport } from './transports/smtp-transport';
import { createManychatTransport } from './transports/manychat-transport';
import { createTelegramTransport } from './transports/telegram-transport';
import type { MessageTransport, MessageTransports } from './transports/transport';
import { twilioCallbackUrls } from './transports/twilio-transport';

/** Where the providers whose address is not the account's own are reached (server/env.ts); unset: their public APIs. */
export type ProviderApis = { telegramApiRoot?: string | undefined; manychatApiUrl?: string | undefined };

/** The transport one integration's settings and opened secrets make; delivery reports come back to `origin`. */
export async function transportOfIntegration(row: Pick<IntegrationRow, 'callbackToken'>, integration: OpenIntegration, origin: string, apis: ProviderApis = {}): Promise<MessageTransport> {
  const config = { ...integration.settings, ...integration.secrets };
  switch (integration.provider) {
    case 'smtp':
      return createSmtpTransport(config as Parameters<typeof createSmtpTransport>[0] & object);
    case 'infobip':
      return createSmsTransport({ ...(config as SmsTransportConfig), deliveryReportUrl: infobipCallbackUrls(origin, row.callbackToken).reports });
    case 'twilio':
      return createSmsTransport({ ...(config as SmsTransportConfig), deliveryReportUrl: twilioCallbackUrls(origin, row.callbackToken).status });
    case 'telegram':
      return createTelegramTransport({ token: integration.secrets.token ?? '', apiRoot: apis.telegramApiRoot });
    case 'manychat':
      return createManychatTransport({ ...(config as Parameters<typeof createManychatTransport>[0]), apiBaseUrl: apis.manychatApiUrl });
  }
}

/** Which transport a message goes through: the worker asks per message, a form about to send asks for its branch. */
export type TransportFor = (message: Pick<OutboxRow, 'channel' | 'organizationId' | 'branchId'>) => Promise<MessageTransport>;

/** The same transports for every message (tests, and the server's defaults). */
export const byChannel =
  (transports: MessageTransports): TransportFor =>
  async (message) =>
    transports[message.channel];

const providersOf: Record<MessageChannel, readonly MessageProvider[]> = { email: ['smtp'], sms: ['infobip', 'twilio'], telegram: ['telegram'], push: [], inApp: [], instagram: ['manychat'] };

export type TransportResolverOptions = {
  db: Db;
  integrationKey: Uint8Array;
  /** Where nothing is configured: the server's own (SMTP_URL, else the log). */
  fallback: MessageTransports;
  /** Where providers post delivery reports and replies back (PUBLIC_URL, else the server's own address). */
  callbackOrigin: () => string;
  apis?: ProviderApis;
  /** How long a chain's integrations are read from memory before the database is asked again. */
  cacheMs?: number;
};

/**
 * Messages of a branch leave through the integration its chain set up for the channel — the branch's own first, then
 * the chain's — and through the fallback when there is none. Integrations are read at most every `cacheMs` per chain,
 * transports built once per integration version; each send's outcome keeps the integration's health ("failing
 * since …"), written only when it changes.
 */
export function createTransportResolver(options: TransportResolverOptions): { transportFor: TransportFor; forget(organizationId: number): void } {
  const { db, integrationKey, fallback, callbackOrigin, apis, cacheMs = 30_000 } = options;
  const rowsByChain = new Map<number, { at: number; rows: IntegrationRow[] }>();
  const built = new Map<string, Promise<MessageTransport>>();
  const healthy = new Map<number, boolean>();

  const rowsOf = async (organizationId: number) => {
    const cached = rowsByChain.get(organizationId);
    if (cached && Date.now() - cached.at < cacheMs) return cached.rows;
    const rows = await enabledIntegrationsOf(db, organizationId);
    rowsByChain.set(organizationId, { at: Date.now(), rows });
    return rows;
  };

  const build = (row: IntegrationRow): Promise<MessageTransport> => {
    const key = `${row.id}:${row.version}`;
    let transport = built.get(key);
    if (!transport) {
      transport = construct(row).then((inner) => withHealth(row, inner));
      built.set(key, transport);
    }
    return transport;
  };

  const construct = (row: IntegrationRow) => transportOfIntegration(row, openIntegration(integrationKey, row), callbackOrigin(), apis);

  const withHealth = (row: IntegrationRow, inner: MessageTransport): MessageTransport => ({
    name: inner.name,
    async send(message) {
      try {
        const result = await inner.send(message);
        if (healthy.get(row.id) !== true) await recordIntegrationOutcome(db, row, null);
        healthy.set(row.id, true);
        return result;
      } catch (error) {
        if (healthy.get(row.id) !== false) await recordIntegrationOutcome(db, row, error instanceof Error ? error.message : String(error));
        healthy.set(row.id, false);
        throw error;
      }
    },
  });

  return {
    async transportFor(message) {
      const providers = providersOf[message.channel];
      if (providers.length === 0 || message.organizationId === null) return fallback[message.channel];
      const rows = (await rowsOf(message.organizationId)).filter((row) => providers.includes(row.provider as MessageProvider));
      const chosen = integrationOfBranch(rows, message.branchId);
      return chosen ? build(chosen) : fallback[message.channel];
    },
    forget(organizationId) {
      rowsByChain.delete(organizationId);
    },
  };
}
