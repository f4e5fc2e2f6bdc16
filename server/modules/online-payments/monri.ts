import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Language } from '../../../src/schema/enums';
import {
  PaymentNotificationError,
  type HostedPaymentForm,
  type HostedPaymentRequest,
  type PaymentNotification,
  type PaymentProvider,
} from './payment-provider';
import { chargeMonriSavedCard } from './monri-transactions';

/**
 * Monri WebPay through its hosted form (docs/online-payments.md): the browser posts a signed form to
 * `{baseUrl}/v2/form`, Monri's page takes the card, and Monri posts each approved transaction to the callback URL
 * signed `Authorization: WP3-callback SHA512(merchant_key + raw body)`.
 */
export type MonriCredentials = {
  /** `https://ipgtest.monri.com` or `https://ipg.monri.com` (a local stand-in in tests). */
  baseUrl: string;
  /** The merchant's public token, sent with every form. */
  authenticityToken: string;
  /** The merchant's secret key: signs our forms and Monri's callbacks. Sealed at rest, never sent to a browser. */
  merchantKey: string;
};

export const monriBaseUrls = { test: 'https://ipgtest.monri.com', production: 'https://ipg.monri.com' } as const;

const sha512Hex = (text: string | Buffer) => createHash('sha512').update(text).digest('hex');

/** The form's digest: SHA512 over merchant key, order number, amount and currency, as strings. */
export const monriFormDigest = (merchantKey: string, orderNumber: string, amount: number, currency: string): string =>
  sha512Hex(`${merchantKey}${orderNumber}${amount}${currency}`);

/** The callback's `Authorization` value for a raw body: what Monri sends and what we expect. */
export const monriCallbackAuthorization = (merchantKey: string, rawBody: Buffer | string): string =>
  `WP3-callback ${sha512Hex(Buffer.concat([Buffer.from(merchantKey, 'utf8'), Buffer.from(rawBody)]))}`;

/** Monri's form speaks en, es, ba and hr; Serbian reads the Latin ba, the other languages English. */
const monriLanguageOf: Readonly<Record<Language, string>> = { EN: 'en', SR: 'ba', RU: 'en', TR: 'en', PT: 'en' };

/** Monri's limits for the buyer's fields: a value outside them is left out rather than refused by the form. */
const within = (value: string | null, min: number, max: number): string | undefined => {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length < min) return undefined;
  return trimmed.slice(0, max);
};

const callbackSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  order_number: z.string().min(1).max(40),
  amount: z.coerce.number().int().nonnegative(),
  currency: z.string().length(3),
  status: z.string(),
  response_code: z.string().optional(),
  pan_token: z.string().min(1).nullish(),
  masked_pan: z.string().max(40).nullish(),
  cc_type: z.string().max(40).nullish(),
  expiration_date: z.string().max(10).nullish(),
});

const headerValue = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

export function createMonriProvider(credentials: MonriCredentials): PaymentProvider {
  return {
    createHostedPayment(request: HostedPaymentRequest): HostedPaymentForm {
      const optional: Record<string, string | undefined> = {
        ch_full_name: within(request.buyer.fullName, 3, 30),
        ch_email: within(request.buyer.email, 3, 100),
        ch_phone: within(request.buyer.phone, 3, 30),
        tokenize_pan_offered: request.offerSavingCard ? 'true' : undefined,
      };
      const fields: Record<string, string> = {
        authenticity_token: credentials.authenticityToken,
        order_number: request.reference,
        order_info: request.description.trim().slice(0, 100).padEnd(3, '.'),
        amount: String(request.amount),
        currency: request.currency,
        language: monriLanguageOf[request.language],
        transaction_type: 'purchase',
        ch_country: request.buyer.country,
        success_url_override: request.successUrl,
        cancel_url_override: request.failUrl,
        callback_url_override: request.callbackUrl,
        digest: monriFormDigest(credentials.merchantKey, request.reference, request.amount, request.currency),
      };
      for (const [name, value] of Object.entries(optional)) if (value !== undefined) fields[name] = value;
      return { action: `${credentials.baseUrl.replace(/\/+$/, '')}/v2/form`, method: 'POST', fields };
    },

    verifyNotification({ headers, rawBody }): PaymentNotification {
      const received = Buffer.from(headerValue(headers['authorization'] ?? headers['http_authorization']).trim(), 'utf8');
      const expected = Buffer.from(monriCallbackAuthorization(credentials.merchantKey, rawBody), 'utf8');
      // timingSafeEqual needs equal lengths; a length mismatch is already a forgery and says nothing about the key.
      if (received.length !== expected.length || !timingSafeEqual(received, expected))
        throw new PaymentNotificationError('forged', 'the callback’s WP3-callback digest does not match its body');
      let parsed: z.infer<typeof callbackSchema>;
      try {
        parsed = callbackSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new PaymentNotificationError('malformed', 'the signed callback is not a Monri transaction');
      }
      const approved = parsed.status === 'approved' && (parsed.response_code ?? '0000') === '0000';
      return {
        reference: parsed.order_number,
        status: approved ? 'paid' : 'failed',
        amount: parsed.amount,
        currency: parsed.currency.toUpperCase(),
        providerTransactionId: String(parsed.id),
        savedCardToken: parsed.pan_token ?? null,
        card: { maskedPan: parsed.masked_pan ?? null, brand: parsed.cc_type ?? null, expiry: parsed.expiration_date ?? null },
      };
    },

    chargeSavedCard(request, timeoutMs) {
      return chargeMonriSavedCard(credentials, request, timeoutMs);
    },
  };
}
