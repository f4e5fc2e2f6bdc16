import { z } from 'zod';

/**
 * Online payments through a provider's hosted page (docs/online-payments.md): a branch's provider setup (Monri
 * WebPay), a payment link for a sale's debt, and what the public pages read of an attempt. Amounts are integers in
 * minor units of the branch's currency.
 */

export const onlinePaymentProviders = ['monri'] as const;
export const monriEnvironments = ['test', 'production'] as const;

/** Plain settings, shown back as saved; the merchant key is the one secret. */
export const paymentProviderSettingsSchema = z.object({
  environment: z.enum(monriEnvironments),
  authenticityToken: z.string().trim().regex(/^[A-Za-z0-9]{8,64}$/, 'The authenticity token from Monri’s merchant settings'),
});
export type PaymentProviderSettings = z.infer<typeof paymentProviderSettingsSchema>;

/** A blank merchant key keeps the stored one; the first save needs one. */
export const paymentProviderWriteSchema = z.object({
  settings: paymentProviderSettingsSchema,
  secrets: z.object({ merchantKey: z.string().trim().max(200).default('') }),
  version: z.number().int().min(0),
});
export type PaymentProviderWrite = z.input<typeof paymentProviderWriteSchema>;

export const paymentProviderSetupSchema = z.object({
  branchId: z.number().int(),
  provider: z.enum(onlinePaymentProviders),
  currency: z.string(),
  settings: paymentProviderSettingsSchema.nullable(),
  secretsSet: z.object({ merchantKey: z.boolean() }),
  /** Where the provider's callbacks go: set it as the merchant profile's Callback URL too. */
  callbackUrl: z.string().nullable(),
  version: z.number().int(),
});
export type PaymentProviderSetup = z.infer<typeof paymentProviderSetupSchema>;

export const onlinePaymentStates = ['pending', 'paid', 'failed', 'expired'] as const;
export type OnlinePaymentState = (typeof onlinePaymentStates)[number];

/** A payment link as staff see it after making it. */
export const paymentLinkSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  amountMinor: z.number().int().positive(),
  currency: z.string(),
  state: z.enum(onlinePaymentStates),
  expiresAt: z.string(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** Where staff send a payment link: the sale's client's phone by SMS, their e-mail address, or their linked Telegram chat. */
export const paymentLinkChannels = ['sms', 'email', 'telegram'] as const;
export type PaymentLinkChannel = (typeof paymentLinkChannels)[number];
export const paymentLinkSendSchema = z.object({ channel: z.enum(paymentLinkChannels) });
export const paymentLinkSentSchema = z.object({ sentTo: z.string() });

/** What the public result pages and their polling read: the attempt's state as the database has it. */
export const publicPaymentStateSchema = z.object({
  state: z.enum(onlinePaymentStates),
  amountMinor: z.number().int(),
  currency: z.string(),
  /** True while the provider's notification may still come: the page asks again (the order's `requiredPolling`). */
  requiredPolling: z.boolean(),
  /** A paid deposit at online booking: it booked the visit, or came after the held time was gone (refunded by staff). */
  booking: z.enum(['booked', 'refundDue']).optional(),
});
export type PublicPaymentState = z.infer<typeof publicPaymentStateSchema>;
