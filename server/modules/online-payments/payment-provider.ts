import type { Language } from '../../../src/schema/enums';

/**
 * A payment provider's hosted page as online payments use it (docs/online-payments.md). The card is typed on the
 * provider's page, never ours; the provider's signed server-to-server notification is the only thing that marks a
 * payment paid. Monri is the one implementation (monri.ts); another provider answers the same two questions.
 */

/** What one attempt asks the provider for. `reference` is ours, unique per attempt; `amount` is in minor units. */
export type HostedPaymentRequest = {
  reference: string;
  amount: number;
  currency: string;
  /** A short description the provider's page shows ("Visit of 3 May"). */
  description: string;
  language: Language;
  buyer: { fullName: string; email: string | null; phone: string | null; country: string };
  successUrl: string;
  failUrl: string;
  callbackUrl: string;
  /** Offer to save the card (strong customer authentication happens on the provider's page). */
  offerSavingCard: boolean;
};

/** The browser is sent to the provider by posting these fields to `action` (a self-submitting form). */
export type HostedPaymentForm = { action: string; method: 'POST'; fields: Record<string, string> };

/** A notification whose signature held: what it says about which attempt. */
export type PaymentNotification = {
  reference: string;
  status: 'paid' | 'failed';
  amount: number;
  currency: string;
  providerTransactionId: string;
  /** The saved card's token, when the buyer chose to save it. */
  savedCardToken: string | null;
  /** The card as the provider shows it ("434179-xxx-xxx-0044", "visa", "2612" for YYMM), when it says. */
  card?: { maskedPan: string | null; brand: string | null; expiry: string | null };
};

/** `forged` is a missing or wrong signature; `malformed` a signed body we cannot read. */
export class PaymentNotificationError extends Error {
  override readonly name = 'PaymentNotificationError';
  constructor(
    readonly kind: 'forged' | 'malformed',
    message: string,
  ) {
    super(message);
  }
}

/** A merchant-initiated charge of a saved card (no buyer present); `reference` is ours, the same on every try. */
export type SavedCardChargeRequest = {
  reference: string;
  amount: number;
  currency: string;
  description: string;
  language: Language;
  savedCardToken: string;
  buyer: { fullName: string; email: string | null; phone: string | null; country: string };
};

/**
 * What the provider answered: approved; declined with its reason; or `duplicate`, it already has a transaction of
 * this reference (an earlier try whose answer was lost), so nothing was charged now.
 */
export type SavedCardChargeResult =
  | { outcome: 'approved'; providerTransactionId: string }
  | { outcome: 'declined'; reason: string }
  | { outcome: 'duplicate'; reason: string };

/** No answer we can read (timeout, network, the provider's own error): nothing is known, the charge is tried again. */
export class PaymentProviderUnavailableError extends Error {
  override readonly name = 'PaymentProviderUnavailableError';
}

export type PaymentProvider = {
  createHostedPayment(request: HostedPaymentRequest): HostedPaymentForm;
  /**
   * Checks the notification's signature over its raw bytes, then reads it. Throws PaymentNotificationError; never
   * trusts a field before the signature held.
   */
  verifyNotification(notification: { headers: Record<string, string | string[] | undefined>; rawBody: Buffer }): PaymentNotification;
  /**
   * Charges a saved card without the buyer (where the provider supports it), waiting at most `timeoutMs`; throws
   * PaymentProviderUnavailableError when nothing readable came back.
   */
  chargeSavedCard?(request: SavedCardChargeRequest, timeoutMs: number): Promise<SavedCardChargeResult>;
};
