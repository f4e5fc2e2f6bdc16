import type { Integration } from '@/schema/messages/integration';
import type { MessageChannel } from '@/schema/messages/notification-events';
import { messageProviders, type MessageProvider } from '@/schema/messages/provider-settings';

/**
 * What the Integrations screens show of the chain's integrations for the branch on screen, as the server's transport
 * resolver decides (server/modules/outbox/transport-resolver.ts): the branch's own integration first, then the
 * chain's; only enabled ones carry messages; with neither, the server's own transport (the log).
 */

export type Placement = 'branch' | 'chain';
export type Effective = { integration: Integration; placement: Placement };

/** The message channels' providers, in the order the list shows them. */
export const channelProviders = ['smtp', 'infobip', 'twilio', 'telegram', 'manychat'] as const satisfies readonly MessageProvider[];

/** Where each provider is set up, below the branch (`integrations/…`). */
export const providerPage: Record<MessageProvider, string> = {
  smtp: 'integrations/email',
  infobip: 'integrations/sms',
  twilio: 'integrations/sms',
  telegram: 'integrations/telegram-bot',
  manychat: 'integrations/manychat',
};

const placed = (integration: Integration | undefined, placement: Placement): Effective | null => (integration ? { integration, placement } : null);

/** The integration of these providers a branch's message takes: its own enabled one, else the chain's, else none. */
export function effectiveOf(items: readonly Integration[], providers: readonly MessageProvider[], branchId: number): Effective | null {
  const usable = items.filter((item) => item.enabled && providers.includes(item.provider));
  return placed(usable.find((item) => item.branchId === branchId), 'branch') ?? placed(usable.find((item) => item.branchId === null), 'chain');
}

export const providersOfChannel = (channel: MessageChannel): MessageProvider[] =>
  (Object.keys(messageProviders) as MessageProvider[]).filter((provider) => messageProviders[provider].channel === channel);

/** The one integration of a provider kept at a scope (a branch, or the chain with null). */
export const integrationAt = (items: readonly Integration[], provider: MessageProvider, branchId: number | null): Integration | null =>
  items.find((item) => item.provider === provider && item.branchId === branchId) ?? null;

/**
 * A provider's card on the list: not set up; set up for another provider of its channel (the other SMS provider
 * carries the branch's SMS); set up but never tried; working; failing since its last error.
 */
export type ProviderStatus = 'notSetUp' | 'otherProvider' | 'untried' | 'working' | 'failing';

export function providerStatus(items: readonly Integration[], provider: MessageProvider, branchId: number): { status: ProviderStatus; effective: Effective | null } {
  const inUse = effectiveOf(items, providersOfChannel(messageProviders[provider].channel), branchId);
  if (!inUse) return { status: 'notSetUp', effective: null };
  if (inUse.integration.provider !== provider) return { status: 'otherProvider', effective: inUse };
  return { status: inUse.integration.state, effective: inUse };
}

/** The scope a page edits first: where the branch's integration is, else the chain (its default for every branch). */
export const initialScope = (effective: Effective | null): Placement => effective?.placement ?? 'chain';

/** A branch's own sender, written into the chain's settings by branch id ('' when it has none). */
export const branchSenderOf = (settings: Record<string, unknown>, branchId: number): string => {
  const senders = settings['branchSenders'];
  if (!senders || typeof senders !== 'object') return '';
  const own = (senders as Record<string, unknown>)[String(branchId)];
  return typeof own === 'string' ? own : '';
};

/** The chain's branch senders with this branch's set (or taken out when blank); undefined when none are left. */
export function withBranchSender(settings: Record<string, unknown>, branchId: number, sender: string): Record<string, string> | undefined {
  const current = settings['branchSenders'] && typeof settings['branchSenders'] === 'object' ? { ...(settings['branchSenders'] as Record<string, string>) } : {};
  if (sender.trim() === '') delete current[String(branchId)];
  else current[String(branchId)] = sender.trim();
  return Object.keys(current).length > 0 ? current : undefined;
}
