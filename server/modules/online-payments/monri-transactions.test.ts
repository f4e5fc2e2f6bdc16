import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationProblems, type MonriTransactionsState } from '../../../tests/support/stand-ins/monri-transactions';
import { startMonriStandIn, type MonriStandIn } from '../../../tests/support/stand-ins/monri';
import { monriFormDigest } from './monri';
import { chargeMonriSavedCard, monriApiAuthorization, monriSavedCardBody, monriTransactionPath } from './monri-transactions';
import { PaymentProviderUnavailableError, type SavedCardChargeRequest } from './payment-provider';

const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');
const credentials = { baseUrl: 'https://ipgtest.monri.com', authenticityToken: '7db11ea5d4a1af32421b564c79b946d1ead3daf0', merchantKey: 'qwert1234' };
const request: SavedCardChargeRequest = {
  reference: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  amount: 1500,
  currency: 'RSD',
  description: 'No-show fee a1b2c3d4',
  language: 'SR',
  savedCardToken: '3cfb7f1df0ef7ef707ad213e4850219ed4b4553a96a68b6430359d002acdcafd',
  buyer: { fullName: 'Ana Petrović', email: 'ana@example.com', phone: null, country: 'RS' },
};

describe('Monri Transactions API digest', () => {
  it('builds WP3-v2.1 <token> <timestamp> SHA512(key + timestamp + token + fullpath + body), as "Requirements — API v2" says', () => {
    const body = '{"transaction":{}}';
    const header = monriApiAuthorization(credentials, 1_593_457_122, '/v2/transaction', body);
    expect(header).toBe(`WP3-v2.1 7db11ea5d4a1af32421b564c79b946d1ead3daf0 1593457122 ${sha512(`qwert12341593457122${credentials.authenticityToken}/v2/transaction${body}`)}`);
    // Another timestamp, path or body signs differently.
    expect(monriApiAuthorization(credentials, 1_593_457_123, '/v2/transaction', body)).not.toBe(header);
    expect(monriApiAuthorization(credentials, 1_593_457_122, '/v2/payment/new', body)).not.toBe(header);
    expect(monriApiAuthorization(credentials, 1_593_457_122, '/v2/transaction', `${body} `)).not.toBe(header);
  });

  it('signs the transaction body like the form (docs "How to calculate digest") and marks it merchant-initiated', () => {
    const body = JSON.parse(monriSavedCardBody(credentials, request)).transaction;
    expect(body).toEqual({
      transaction_type: 'purchase',
      amount: 1500,
      currency: 'RSD',
      order_number: request.reference,
      order_info: 'No-show fee a1b2c3d4',
      ch_full_name: 'Ana Petrović',
      ch_email: 'ana@example.com',
      ch_country: 'RS',
      language: 'ba',
      authenticity_token: credentials.authenticityToken,
      digest: monriFormDigest('qwert1234', request.reference, 1500, 'RSD'),
      pan_token: request.savedCardToken,
      moto: true,
    });
  });

  it('is checked by the stand-in field by field: each wrong part is named', () => {
    const state = { authenticityToken: credentials.authenticityToken, merchantKey: credentials.merchantKey } as MonriTransactionsState;
    const body = monriSavedCardBody(credentials, request);
    const now = Math.floor(Date.now() / 1000);
    expect(authorizationProblems(state, monriApiAuthorization(credentials, now, monriTransactionPath, body), monriTransactionPath, body)).toEqual([]);
    const [, token, timestamp, digest] = monriApiAuthorization(credentials, now, monriTransactionPath, body).split(' ');
    expect(authorizationProblems(state, `WP3-v2 ${token} ${timestamp} ${digest}`, monriTransactionPath, body)).toEqual(['authorization scheme: not WP3-v2.1']);
    expect(authorizationProblems(state, monriApiAuthorization({ ...credentials, authenticityToken: 'other' }, now, monriTransactionPath, body), monriTransactionPath, body)).toEqual(expect.arrayContaining([expect.stringMatching(/^authorization authenticity_token/)]));
    expect(authorizationProblems(state, monriApiAuthorization(credentials, now - 3600, monriTransactionPath, body), monriTransactionPath, body)).toEqual([expect.stringMatching(/^authorization timestamp/)]);
    expect(authorizationProblems(state, monriApiAuthorization({ ...credentials, merchantKey: 'wrong' }, now, monriTransactionPath, body), monriTransactionPath, body)).toEqual([expect.stringMatching(/^authorization digest/)]);
  });
});

describe('Monri saved-card charge against the stand-in', () => {
  let monri: MonriStandIn;
  beforeAll(async () => {
    monri = await startMonriStandIn();
  });
  afterAll(async () => monri.close());

  it('a card the stand-in never saved is refused, naming pan_token; a wrong key is refused at the header', async () => {
    const own = { baseUrl: monri.url, authenticityToken: monri.authenticityToken, merchantKey: monri.merchantKey };
    expect(await chargeMonriSavedCard(own, request, 2000)).toMatchObject({ outcome: 'declined', reason: expect.stringContaining('pan_token') });
    expect(await chargeMonriSavedCard({ ...own, merchantKey: 'wrong' }, request, 2000)).toMatchObject({ outcome: 'declined', reason: expect.stringContaining('401') });
    expect(monri.refusedTransactions.at(-1)?.problems).toEqual([expect.stringMatching(/^authorization digest/)]);
  });

  it('no answer is "unavailable", to be tried again (the API test covers a stand-in that hangs past the time-out)', async () => {
    const own = { baseUrl: 'http://127.0.0.1:9', authenticityToken: monri.authenticityToken, merchantKey: monri.merchantKey };
    await expect(chargeMonriSavedCard(own, request, 300)).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
  });
});
