/**
 * What the SMS providers tell us after a send, in one shape whichever provider it came from: a delivery report for a
 * message we sent (named by the id the send returned), or a message someone sent us (a STOP, a confirm reply).
 */
export type DeliveryOutcome = 'delivered' | 'failed' | 'pending';
export type ProviderDeliveryReport = { providerMessageId: string; outcome: DeliveryOutcome; error?: string };
export type InboundSms = { from: string; to: string; text: string };

/**
 * A provider's callback address under our public URL. The integration's unguessable `callbackToken` in the path both
 * picks the integration (whose secret verifies a signed callback) and, for a provider that does not sign, is the
 * only proof the call came from the account we gave the address to.
 */
export function providerCallbackUrl(
  publicUrl: string,
  provider: string,
  callbackToken: string,
  leaf: string,
): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/v1/callbacks/${provider}/${encodeURIComponent(callbackToken)}/${leaf}`;
}
