import { createHash, randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { postCallback } from './http-stand-in';
import { answerTransaction, type MonriCharge, type MonriTransactionMode, type MonriTransactionsState } from './monri-transactions';

/**
 * Monri WebPay's hosted form as its documentation describes it (docs/online-payments.md: "Form redirect",
 * "Variables — names, lengths and formats", "How to calculate digest", "Responses and notifications"):
 * - `POST /v2/form` with an urlencoded form whose every field is checked against the documented names, lengths and
 *   formats (an unknown field is refused too), the merchant's authenticity token, and the digest
 *   SHA512(key + order_number + amount + currency); a refused form answers 400 with one line per field;
 * - an accepted form shows the buyer a page with "Pay" and "Decline" (the card is never asked for);
 * - "Pay" posts the approved transaction as JSON to `callback_url_override`, signed
 *   `Authorization: WP3-callback SHA512(key + body)`, then sends the browser to `success_url_override` with the
 *   transaction in the query; "Decline" sends it to `cancel_url_override` and posts nothing (Monri's callback
 *   carries approved transactions only).
 * `nextCallbacks` makes the next payment's callback come twice or forged (signed with another key). A card saved on
 * the form (`tokenize_pan_offered`) can then be charged through the Transactions API (monri-transactions.ts).
 */

export type MonriForm = Record<string, string>;
export type MonriCallbackMode = 'once' | 'twice' | 'forged';
export type MonriStandIn = {
  url: string;
  authenticityToken: string;
  merchantKey: string;
  /** Every accepted form, in order. */
  forms: MonriForm[];
  /** Every refused form with what was wrong, field by field. */
  refused: { form: MonriForm; problems: string[] }[];
  /** The status our app answered to each callback posted. */
  callbackAnswers: number[];
  nextCallbacks(mode: MonriCallbackMode): void;
  /** Saved-card charges the Transactions API took (approved or declined), and the requests it refused with why. */
  charges: MonriCharge[];
  refusedTransactions: MonriTransactionsState['refusedTransactions'];
  /** How the next `POST /v2/transaction` goes (approved when not told). */
  nextTransactions(mode: MonriTransactionMode): void;
  close(): Promise<void>;
};

const currencies = ['EUR', 'BAM', 'RSD', 'MKD', 'RON', 'USD', 'HUF', 'CHF', 'GBP'];
const text = (min: number, max: number) => z.string().min(min).max(max);
const url = z.url({ protocol: /^https?$/ });
const formSchema = z.strictObject({
  ch_full_name: text(3, 30).optional(),
  ch_address: text(3, 100).optional(),
  ch_city: text(3, 30).optional(),
  ch_zip: text(3, 9).optional(),
  ch_country: z.string().regex(/^([A-Za-z]{2,3}|\d{3})$/),
  ch_phone: text(3, 30).optional(),
  ch_email: z.email().max(100).optional(),
  order_info: text(3, 100),
  order_number: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  amount: z.string().regex(/^\d{3,11}$/, 'an integer of minor units, 3 to 11 digits'),
  currency: z.enum(currencies),
  language: z.enum(['en', 'es', 'ba', 'hr']),
  transaction_type: z.enum(['purchase', 'authorize']),
  authenticity_token: z.string().min(1),
  digest: z.string().regex(/^[0-9a-f]{128}$/),
  number_of_installments: z.string().regex(/^([2-9]|1[0-2])$/).optional(),
  tokenize_pan_offered: z.enum(['true', 'false']).optional(),
  success_url_override: url.optional(),
  cancel_url_override: url.optional(),
  callback_url_override: url.optional(),
});

const sha512 = (value: string) => createHash('sha512').update(value).digest('hex');
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function payPage(id: string, form: MonriForm): string {
  const amount = `${(Number(form['amount']) / 100).toFixed(2)} ${form['currency'] ?? ''}`;
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Monri WebPay (stand-in)</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>Monri WebPay</h1><p>${escapeHtml(form['order_info'] ?? '')}</p><p data-testid="monri-amount">${escapeHtml(amount)}</p>
<form method="post" action="/v2/form/${id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/v2/form/${id}/decline"><button type="submit">Decline</button></form>
</body></html>`;
}

/** `port` 0 takes a free one; the browser tests give a fixed one, since their server is told MONRI_BASE_URL at start. */
/** `merchant`: the account's keys when the app under test learns them at start (billing's own account); random else. */
export async function startMonriStandIn(port = 0, merchant?: { authenticityToken: string; merchantKey: string }): Promise<MonriStandIn> {
  const authenticityToken = merchant?.authenticityToken ?? randomBytes(20).toString('hex');
  const merchantKey = merchant?.merchantKey ?? randomBytes(16).toString('hex');
  const forms: MonriForm[] = [];
  const refused: MonriStandIn['refused'] = [];
  const callbackAnswers: number[] = [];
  const pending = new Map<string, MonriForm>();
  const modes: MonriCallbackMode[] = [];
  // Monri's transaction ids are unique across its whole system: each stand-in starts its own range at its start time,
  // so two stand-ins of one test run (one per browser spec, on the same port) never hand out the same id.
  let transactionId = Date.now();
  const transactions: MonriTransactionsState = { authenticityToken, merchantKey, issuedTokens: new Set(), charges: [], refusedTransactions: [], modes: [], nextId: () => (transactionId += 1) };

  const problemsOf = (form: MonriForm): string[] => {
    const parsed = formSchema.safeParse(form);
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || issue.message}: ${issue.message}`);
    if (form['authenticity_token'] !== authenticityToken) problems.push('authenticity_token: not this merchant’s');
    const expected = sha512(`${merchantKey}${form['order_number']}${form['amount']}${form['currency']}`);
    if (form['digest'] !== expected) problems.push('digest: not SHA512(key + order_number + amount + currency)');
    return problems;
  };

  const issueToken = () => {
    const token = randomBytes(32).toString('hex');
    transactions.issuedTokens.add(token);
    return token;
  };

  async function sendCallback(form: MonriForm, id: number): Promise<void> {
    const target = form['callback_url_override'];
    if (!target) return;
    const body = JSON.stringify({
      id,
      acquirer: 'integration_acq',
      order_number: form['order_number'],
      order_info: form['order_info'],
      amount: Number(form['amount']),
      currency: form['currency'],
      ch_full_name: form['ch_full_name'] ?? null,
      outgoing_amount: Number(form['amount']),
      outgoing_currency: form['currency'],
      approval_code: '629762',
      response_code: '0000',
      response_message: 'approved',
      status: 'approved',
      transaction_type: form['transaction_type'],
      masked_pan: '434179-xxx-xxx-0044',
      cc_type: 'visa',
      pan_token: form['tokenize_pan_offered'] === 'true' ? issueToken() : null,
      created_at: new Date().toISOString(),
    });
    const mode = modes.shift() ?? 'once';
    const key = mode === 'forged' ? `${merchantKey}-not` : merchantKey;
    const authorization = `WP3-callback ${sha512(key + body)}`;
    for (let i = 0; i < (mode === 'twice' ? 2 : 1); i += 1)
      callbackAnswers.push(await postCallback(target, 'application/json', body, { authorization }));
  }

  const redirect = (response: ServerResponse, location: string) => response.writeHead(303, { location }).end();

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const path = incoming.url ?? '';
        if (incoming.method === 'POST' && path === '/v2/transaction') {
          const answer = answerTransaction(transactions, incoming.headers, path, Buffer.concat(chunks).toString('utf8'));
          // A hang leaves the request open: the caller times out, as with a provider that went quiet.
          if ('status' in answer) response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
          return;
        }
        if (incoming.method === 'POST' && path === '/v2/form') {
          const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
          const problems = problemsOf(form);
          if (problems.length > 0) {
            refused.push({ form, problems });
            response.writeHead(400, { 'content-type': 'text/plain' }).end(problems.join('\n'));
            return;
          }
          forms.push(form);
          const id = randomBytes(8).toString('hex');
          pending.set(id, form);
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(payPage(id, form));
          return;
        }
        const step = /^\/v2\/form\/([0-9a-f]+)\/(pay|decline)$/.exec(path);
        const form = step ? pending.get(step[1] ?? '') : undefined;
        if (incoming.method !== 'POST' || !step || !form) {
          response.writeHead(404).end();
          return;
        }
        pending.delete(step[1] ?? '');
        if (step[2] === 'decline') {
          redirect(response, form['cancel_url_override'] ?? '/');
          return;
        }
        transactionId += 1;
        await sendCallback(form, transactionId);
        const success = new URL(form['success_url_override'] ?? 'http://127.0.0.1/');
        for (const name of ['order_number', 'amount', 'currency', 'language'])
          success.searchParams.set(name, form[name] ?? '');
        success.searchParams.set('response_code', '0000');
        success.searchParams.set('digest', sha512(merchantKey + success.toString()));
        redirect(response, success.toString());
      })().catch(() => response.writeHead(500).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    authenticityToken,
    merchantKey,
    forms,
    refused,
    callbackAnswers,
    nextCallbacks: (mode) => void modes.push(mode),
    charges: transactions.charges,
    refusedTransactions: transactions.refusedTransactions,
    nextTransactions: (mode) => void transactions.modes.push(mode),
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
