import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Language } from '../../../src/schema/enums';
import { PaymentProviderUnavailableError, type SavedCardChargeRequest, type SavedCardChargeResult } from './payment-provider';

/**
 * Monri's Transactions API for a saved card (docs/online-payments.md "Saved cards"): `POST {baseUrl}/v2/transaction`
 * with `{ transaction: {...} }` carrying the card's `pan_token` and `moto: true` (merchant-initiated, no buyer
 * present), the body's own digest SHA512(key + order_number + amount + currency), and the API v2 header
 * `Authorization: WP3-v2.1 <authenticity_token> <timestamp> <SHA512(key + timestamp + authenticity_token + fullpath + body)>`.
 * Monri answers 201 with the transaction; only `status: approved` is paid.
 */
export const monriTransactionPath = '/v2/transaction';
/** Monri's response code for an order number it already has ("Duplicate entity"). */
const duplicateCode = '1822';

const sha512Hex = (text: string) => createHash('sha512').update(text).digest('hex');

/** The API v2 Authorization header for one request (`timestamp` in Unix seconds, `body` empty for a GET). */
export const monriApiAuthorization = (credentials: { authenticityToken: string; merchantKey: string }, timestamp: number, fullpath: string, body: string): string =>
  `WP3-v2.1 ${credentials.authenticityToken} ${timestamp} ${sha512Hex(`${credentials.merchantKey}${timestamp}${credentials.authenticityToken}${fullpath}${body}`)}`;

const monriLanguageOf: Readonly<Record<Language, string>> = { EN: 'en', SR: 'ba', RU: 'en', TR: 'en', PT: 'en' };

const within = (value: string | null, min: number, max: number): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed.length < min ? undefined : trimmed.slice(0, max);
};

const answerSchema = z.object({
  transaction: z.object({
    id: z.union([z.number().int(), z.string().min(1)]),
    order_number: z.string(),
    status: z.string(),
    response_code: z.string().nullish(),
    response_message: z.string().nullish(),
  }),
});

type Credentials = { baseUrl: string; authenticityToken: string; merchantKey: string };

/** The request body as sent (its exact bytes are what the Authorization digest covers). */
export function monriSavedCardBody(credentials: Credentials, request: SavedCardChargeRequest): string {
  const transaction: Record<string, string | number | boolean | undefined> = {
    transaction_type: 'purchase',
    amount: request.amount,
    currency: request.currency,
    order_number: request.reference,
    order_info: request.description.trim().slice(0, 100).padEnd(3, '.'),
    ch_full_name: within(request.buyer.fullName, 3, 30),
    ch_email: within(request.buyer.email, 3, 100),
    ch_phone: within(request.buyer.phone, 3, 30),
    ch_country: request.buyer.country,
    language: monriLanguageOf[request.language],
    authenticity_token: credentials.authenticityToken,
    digest: sha512Hex(`${credentials.merchantKey}${request.reference}${request.amount}${request.currency}`),
    pan_token: request.savedCardToken,
    moto: true,
  };
  return JSON.stringify({ transaction });
}

export async function chargeMonriSavedCard(credentials: Credentials, request: SavedCardChargeRequest, timeoutMs: number): Promise<SavedCardChargeResult> {
  const body = monriSavedCardBody(credentials, request);
  const authorization = monriApiAuthorization(credentials, Math.floor(Date.now() / 1000), monriTransactionPath, body);
  let response: Response;
  try {
    response = await fetch(`${credentials.baseUrl.replace(/\/+$/, '')}${monriTransactionPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new PaymentProviderUnavailableError('Monri did not answer in time');
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) throw new PaymentProviderUnavailableError(`Monri answered ${response.status}`);
  if (response.status === 401) return { outcome: 'declined', reason: 'Monri refused the merchant’s credentials (401)' };
  let answer: z.infer<typeof answerSchema> | null = null;
  try {
    answer = answerSchema.parse(JSON.parse(text));
  } catch {
    answer = null;
  }
  if (!answer) return { outcome: 'declined', reason: `Monri refused the request (${response.status}): ${text.slice(0, 200)}` };
  const { transaction } = answer;
  if (transaction.status === 'approved' && (transaction.response_code ?? '0000') === '0000') return { outcome: 'approved', providerTransactionId: String(transaction.id) };
  const reason = `${transaction.response_code ?? transaction.status} ${transaction.response_message ?? transaction.status}`.trim();
  if (transaction.response_code === duplicateCode) return { outcome: 'duplicate', reason };
  return { outcome: 'declined', reason };
}
