import { z } from 'zod';
import { idSchema } from '../primitives';
import { messageProviderSchema } from './provider-settings';

/**
 * A chain's (or one branch's) connection to an outside service messages leave through, as the Integrations screens
 * read it: its plain settings, and of its secrets only whether each is set — a secret never goes back to a browser.
 */
export const integrationStateSchema = z.enum(['working', 'failing', 'untried']);

export const integrationSchema = z.object({
  provider: messageProviderSchema,
  /** null: the chain's, used by every branch without its own. */
  branchId: idSchema.nullable(),
  enabled: z.boolean(),
  settings: z.record(z.string(), z.unknown()),
  secretsSet: z.record(z.string(), z.boolean()),
  state: integrationStateSchema,
  lastError: z.string().nullable(),
  failingSince: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** Where the provider posts delivery reports and replies (set these in its console). */
  callbackUrls: z.record(z.string(), z.string()),
  version: z.number().int(),
});
export type Integration = z.infer<typeof integrationSchema>;

/**
 * `PUT …/integrations/{provider}`: the settings whole; secrets only those being changed (a blank or missing one keeps
 * what is stored). `version` as read, 0 for a new one.
 */
export const integrationWriteSchema = z.object({
  branchId: idSchema.nullable().default(null),
  enabled: z.boolean().default(true),
  settings: z.record(z.string(), z.unknown()),
  secrets: z.record(z.string(), z.string().max(2000)).default({}),
  version: z.number().int().min(0),
});
export type IntegrationWrite = z.infer<typeof integrationWriteSchema>;

/** "Send a test message": to an e-mail address, a phone number or a Telegram chat id, by the provider's channel. */
export const integrationTestSchema = z.object({ branchId: idSchema.nullable().default(null), to: z.string().trim().min(1).max(320) });
/** `via`: the transport it went through (`log` when nothing is set up, so nothing left the machine). */
export const integrationTestResultSchema = z.object({ ok: z.boolean(), via: z.string(), detail: z.string() });
export type IntegrationTestResult = z.infer<typeof integrationTestResultSchema>;

/**
 * Where Telegram delivers the chain's bot's updates (linking chats, replies), as Telegram reports it: `url` null when
 * Telegram could not be asked (`problem` says why); `connected` when it is our callback address.
 */
export const telegramWebhookStateSchema = z.object({
  expectedUrl: z.string(),
  url: z.string().nullable(),
  connected: z.boolean(),
  /** Telegram takes only an https address: a server without PUBLIC_URL on https cannot receive updates. */
  httpsMissing: z.boolean(),
  pendingUpdateCount: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  problem: z.string().nullable(),
});
export type TelegramWebhookState = z.infer<typeof telegramWebhookStateSchema>;
