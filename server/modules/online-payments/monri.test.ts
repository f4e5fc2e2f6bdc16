import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCallbackReceiver } from '../../../tests/support/stand-ins/http-stand-in';
import { startMonriStandIn, type MonriStandIn } from '../../../tests/support/stand-ins/monri';
import { createMonriProvider, monriCallbackAuthorization, monriFormDigest } from './monri';
import { PaymentNotificationError, type HostedPaymentRequest, type PaymentProvider } from './payment-provider';

const request = (overrides: Partial<HostedPaymentRequest> = {}): HostedPaymentRequest => ({
  reference: 'Qm9vdGgtMjAyNi0xMS0yOQ',
  amount: 250_000,
  currency: 'RSD',
  description: 'Debt of sale 41',
  language: 'SR',
  buyer: { fullName: 'Ana Petrović', email: 'ana@example.com', phone: '+381641234567', country: 'RS' },
  successUrl: 'https://app.example.com/secure_payment/success?ref=Qm9vdGgtMjAyNi0xMS0yOQ',
  failUrl: 'https://app.example.com/secure_payment/fail?ref=Qm9vdGgtMjAyNi0xMS0yOQ',
  callbackUrl: 'https://app.example.com/api/v1/callbacks/payments/t0k3n',
  offerSavingCard: false,
  ...overrides,
});

const postForm = (action: string, fields: Record<string, string>) =>
  fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

/** The buyer presses "Pay" (or "Decline") on the page the stand-in showed for the form just posted. */
async function press(page: Response, button: 'pay' | 'decline', monri: MonriStandIn): Promise<Response> {
  const html = await page.text();
  const path = new RegExp(`action="(/v2/form/[0-9a-f]+/${button})"`).exec(html)?.[1];
  expect(path).toBeDefined();
  return fetch(`${monri.url}${path ?? ''}`, { method: 'POST', redirect: 'manual' });
}

describe('Monri WebPay adapter', () => {
  it('signs the form with the documented digest (docs.monri.com "How to calculate digest" example)', () => {
    expect(monriFormDigest('2345klj', 'abcdef', 54_321, 'EUR')).toMatch(
      /^f71b8c1560bd7511ba2f0307b3823c06dd39042cd77480543e3d7bf9f3eefa6debed252979ba8edc7a82d9f111/,
    );
  });

  it('leaves out buyer fields outside Monri’s lengths and speaks ba for Serbian', () => {
    const provider = createMonriProvider({ baseUrl: 'https://ipgtest.monri.com/', authenticityToken: 't', merchantKey: 'k' });
    const form = provider.createHostedPayment(request({ buyer: { fullName: 'Al', email: null, phone: null, country: 'RS' }, offerSavingCard: true }));
    expect(form.action).toBe('https://ipgtest.monri.com/v2/form');
    expect(form.fields).not.toHaveProperty('ch_full_name');
    expect(form.fields).not.toHaveProperty('ch_email');
    expect(form.fields).toMatchObject({ language: 'ba', amount: '250000', tokenize_pan_offered: 'true', transaction_type: 'purchase' });
  });
});

describe('Monri WebPay adapter against the stand-in', () => {
  let monri: MonriStandIn;
  let app: Awaited<ReturnType<typeof startCallbackReceiver>>;
  let provider: PaymentProvider;
  beforeAll(async () => {
    monri = await startMonriStandIn();
    app = await startCallbackReceiver();
    provider = createMonriProvider({ baseUrl: monri.url, authenticityToken: monri.authenticityToken, merchantKey: monri.merchantKey });
  });
  afterAll(async () => {
    await monri.close();
    await app.close();
  });
  afterEach(() => {
    app.received.length = 0;
  });

  const notificationOf = (index: number) => {
    const callback = app.received[index];
    if (!callback) throw new Error(`no callback ${index}`);
    return { headers: callback.headers, rawBody: Buffer.from(callback.body, 'utf8') };
  };

  it('is accepted field by field, and the buyer’s "Pay" sends one signed callback that reads back as paid', async () => {
    const form = provider.createHostedPayment(request({ callbackUrl: `${app.url}/callback` }));
    const page = await postForm(form.action, form.fields);
    expect(page.status).toBe(200);
    const back = await press(page, 'pay', monri);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(/^https:\/\/app\.example\.com\/secure_payment\/success\?ref=.*&response_code=0000/);
    expect(app.received).toHaveLength(1);
    expect(provider.verifyNotification(notificationOf(0))).toEqual({
      reference: 'Qm9vdGgtMjAyNi0xMS0yOQ',
      status: 'paid',
      amount: 250_000,
      currency: 'RSD',
      providerTransactionId: expect.stringMatching(/^\d+$/),
      savedCardToken: null,
      card: { maskedPan: '434179-xxx-xxx-0044', brand: 'visa', expiry: null },
    });
  });

  it('delivers the same notification twice when told to: both verify to the same transaction', async () => {
    monri.nextCallbacks('twice');
    const form = provider.createHostedPayment(request({ reference: 'twice-1', callbackUrl: `${app.url}/callback` }));
    await press(await postForm(form.action, form.fields), 'pay', monri);
    expect(app.received).toHaveLength(2);
    expect(provider.verifyNotification(notificationOf(0))).toEqual(provider.verifyNotification(notificationOf(1)));
  });

  it('refuses a forged callback, a body altered under a true signature, and a missing signature', async () => {
    monri.nextCallbacks('forged');
    const form = provider.createHostedPayment(request({ reference: 'forged-1', callbackUrl: `${app.url}/callback` }));
    await press(await postForm(form.action, form.fields), 'pay', monri);
    const forged = notificationOf(0);
    expect(() => provider.verifyNotification(forged)).toThrow(PaymentNotificationError);
    const altered = Buffer.from(forged.rawBody.toString('utf8').replace('"amount":250000', '"amount":1'), 'utf8');
    const signedOriginal = { authorization: monriCallbackAuthorization(monri.merchantKey, forged.rawBody) };
    expect(() => provider.verifyNotification({ headers: signedOriginal, rawBody: altered })).toThrow(/does not match/);
    expect(() => provider.verifyNotification({ headers: {}, rawBody: forged.rawBody })).toThrow(PaymentNotificationError);
  });

  it('reads a signed body that is not a transaction as malformed, not as paid', () => {
    const rawBody = Buffer.from('{"hello":"world"}');
    const headers = { authorization: monriCallbackAuthorization(monri.merchantKey, rawBody) };
    expect(() => provider.verifyNotification({ headers, rawBody })).toThrow(expect.objectContaining({ kind: 'malformed' }));
  });

  it('"Decline" sends the buyer to the fail address and posts nothing', async () => {
    const form = provider.createHostedPayment(request({ reference: 'declined-1', callbackUrl: `${app.url}/callback` }));
    const back = await press(await postForm(form.action, form.fields), 'decline', monri);
    expect(back.headers.get('location')).toMatch(/\/secure_payment\/fail\?ref=/);
    expect(app.received).toHaveLength(0);
  });

  it('has a form signed with another key refused, naming the digest', async () => {
    const wrongKey = createMonriProvider({ baseUrl: monri.url, authenticityToken: monri.authenticityToken, merchantKey: 'not-the-key' });
    const form = wrongKey.createHostedPayment(request({ reference: 'wrong-key' }));
    const answer = await postForm(form.action, form.fields);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/^digest:/m);
  });
});
