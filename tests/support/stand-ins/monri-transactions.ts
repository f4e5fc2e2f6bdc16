import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';

/**
 * Monri's Transactions API for saved cards as its documentation describes it (docs/online-payments.md "Saved
 * cards": "Card on File Payment", "Transactions API — variables", "Requirements — API v2"), the part of the Monri
 * stand-in (monri.ts) that answers `POST /v2/transaction`:
 * - the `Authorization: WP3-v2.1 <authenticity_token> <timestamp> <digest>` header is checked field by field: the
 *   scheme, the merchant's token, a timestamp within five minutes, and SHA512(key + timestamp + token + path + body);
 * - the body `{ transaction: {...} }` is checked against the documented names, lengths and formats (an unknown field
 *   is refused), its own digest SHA512(key + order_number + amount + currency), `moto: true` and a `pan_token` this
 *   stand-in issued in a callback; a refused request answers 400 `{ errors: [...] }` (401 for the header);
 * - an accepted one answers 201 with the transaction, approved unless told otherwise; an order number it already
 *   has answers `invalid` with response code 1822 ("Duplicate entity") and charges nothing.
 * `nextTransactions` makes the next ones `decline`, `hang` (never answered, nothing charged) or `lose-answer`
 * (charged, then never answered: a time-out after the bank approved).
 */
export type MonriTransactionMode = 'approve' | 'decline' | 'hang' | 'lose-answer';
export type MonriCharge = { orderNumber: string; amount: number; currency: string; panToken: string; status: 'approved' | 'declined'; id: number };

const sha512 = (value: string) => createHash('sha512').update(value).digest('hex');
const text = (min: number, max: number) => z.string().min(min).max(max);
const transactionSchema = z.strictObject({
  transaction: z.strictObject({
    transaction_type: z.enum(['authorize', 'purchase']),
    amount: z.number().int().min(100).max(99_999_999_999),
    currency: z.enum(['EUR', 'BAM', 'RSD', 'MKD', 'RON', 'USD', 'HUF', 'CHF', 'GBP']),
    order_number: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    order_info: text(3, 100),
    ch_full_name: text(3, 30).optional(),
    ch_address: text(3, 100).optional(),
    ch_city: text(3, 30).optional(),
    ch_zip: text(3, 9).optional(),
    ch_country: text(2, 30).optional(),
    ch_phone: text(3, 30).optional(),
    ch_email: z.email().max(100).optional(),
    ip: z.ipv4().optional(),
    language: z.enum(['en', 'es', 'ba', 'hr']),
    authenticity_token: z.string().min(1),
    digest: z.string().regex(/^[0-9a-f]{128}$/),
    pan_token: z.string().min(1),
    moto: z.literal(true),
  }),
});

export type MonriTransactionsState = {
  authenticityToken: string;
  merchantKey: string;
  issuedTokens: Set<string>;
  charges: MonriCharge[];
  refusedTransactions: { body: string; problems: string[] }[];
  modes: MonriTransactionMode[];
  nextId(): number;
};

type Answer = { status: number; body: unknown } | { hang: true };

/** Every problem of the Authorization header, one line each (empty when it holds). */
export function authorizationProblems(state: MonriTransactionsState, header: string | undefined, path: string, body: string): string[] {
  const [scheme, token, timestamp, digest, ...rest] = (header ?? '').split(' ');
  const problems: string[] = [];
  if (scheme !== 'WP3-v2.1') problems.push('authorization scheme: not WP3-v2.1');
  if (token !== state.authenticityToken) problems.push('authorization authenticity_token: not this merchant’s');
  if (!/^\d+$/.test(timestamp ?? '') || Math.abs(Number(timestamp) - Date.now() / 1000) > 300) problems.push('authorization timestamp: not a Unix time within five minutes');
  if (digest !== sha512(`${state.merchantKey}${timestamp}${state.authenticityToken}${path}${body}`)) problems.push('authorization digest: not SHA512(key + timestamp + authenticity_token + fullpath + body)');
  if (rest.length > 0) problems.push('authorization: more than four parts');
  return problems;
}

export function answerTransaction(state: MonriTransactionsState, headers: IncomingHttpHeaders, path: string, body: string): Answer {
  const headerProblems = authorizationProblems(state, headers.authorization, path, body);
  if (!/application\/json/.test(headers['content-type'] ?? '')) headerProblems.push('content-type: not application/json');
  if (headerProblems.length > 0) {
    state.refusedTransactions.push({ body, problems: headerProblems });
    return { status: 401, body: { status: 'error', errors: headerProblems } };
  }
  let parsed: z.infer<typeof transactionSchema> | null = null;
  const problems: string[] = [];
  try {
    const result = transactionSchema.safeParse(JSON.parse(body));
    if (result.success) parsed = result.data;
    else problems.push(...result.error.issues.map((issue) => `${issue.path.join('.') || issue.message}: ${issue.message}`));
  } catch {
    problems.push('body: not JSON');
  }
  const transaction = parsed?.transaction;
  if (transaction) {
    if (transaction.authenticity_token !== state.authenticityToken) problems.push('transaction.authenticity_token: not this merchant’s');
    if (transaction.digest !== sha512(`${state.merchantKey}${transaction.order_number}${transaction.amount}${transaction.currency}`)) problems.push('transaction.digest: not SHA512(key + order_number + amount + currency)');
    if (!state.issuedTokens.has(transaction.pan_token)) problems.push('transaction.pan_token: not a saved card of this merchant');
  }
  if (problems.length > 0 || !transaction) {
    state.refusedTransactions.push({ body, problems });
    return { status: 400, body: { status: 'invalid-request', errors: problems } };
  }
  const mode = state.modes.shift() ?? 'approve';
  if (mode === 'hang') return { hang: true };
  const id = state.nextId();
  const fields = { id, acquirer: 'integration_acq', order_number: transaction.order_number, amount: transaction.amount, currency: transaction.currency, transaction_type: transaction.transaction_type, pan_token: transaction.pan_token, cc_type: 'visa', created_at: new Date().toISOString() };
  if (state.charges.some((charge) => charge.orderNumber === transaction.order_number))
    return { status: 201, body: { transaction: { ...fields, status: 'invalid', response_code: '1822', response_message: 'Duplicate entity' } } };
  const status = mode === 'decline' ? 'declined' : 'approved';
  state.charges.push({ orderNumber: transaction.order_number, amount: transaction.amount, currency: transaction.currency, panToken: transaction.pan_token, status, id });
  if (mode === 'lose-answer') return { hang: true };
  const outcome = status === 'approved' ? { approval_code: '376161', response_code: '0000', response_message: 'approved' } : { approval_code: null, response_code: '1016', response_message: 'Not sufficient funds' };
  return { status: 201, body: { transaction: { ...fields, ...outcome, status } } };
}
