import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCredits, billingInvoices, billingPayments, chainReferrals, organizationUsers } from '../../server/db/tables';
import { rewardChainReferral } from '../../server/modules/chain-referrals/referral-reward';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newChain, userWithToken } from './account-support';
import { api, type Auth } from './orders-support';

type Owner = { userId: number; auth: Auth; orgId: number };

/**
 * Chain referrals (issue 20, docs/chain-referrals.md): a chain created through another's code is recorded as
 * referred; its first paid invoice credits both chains once, unless they share an owner or a card; only the
 * referrer's owners read its referrals.
 */
describe('chain referrals', () => {
  let t: TestApp;
  let referrer: Owner;
  let code: string;

  const createChain = async (auth: Auth, name: string, referralCode?: string, currency = 'EUR') => {
    const response = await api(t.app, 'POST', '/organizations', auth, { ...newChain, name, branch: { ...newChain.branch, ISOCurrency: currency }, ...(referralCode === undefined ? {} : { referralCode }) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; name: string };
  };
  const newOwner = async (name: string, referralCode?: string, currency?: string): Promise<Owner> => {
    const user = await userWithToken(t.app);
    return { ...user, orgId: (await createChain(user.auth, name, referralCode, currency)).id };
  };
  const referralOf = async (orgId: number) => (await t.app.db.select().from(chainReferrals).where(eq(chainReferrals.organizationId, orgId)))[0];
  const creditsOf = (orgId: number) => t.app.db.select().from(billingCredits).where(eq(billingCredits.organizationId, orgId));
  const referred = async (owner: Owner) => (await api(t.app, 'GET', `/organizations/${owner.orgId}/referrals/chains`, owner.auth)).json().items;

  /** An invoice the chain paid (the billing module's rows, written here as such), with the card that paid it. */
  async function paidInvoice(orgId: number, cardFingerprint: string | null, total = '19.00') {
    const now = new Date();
    const party = { name: 'Party', taxId: null, address: null, country: null, email: null };
    const [invoice] = await t.app.db
      .insert(billingInvoices)
      .values({ organizationId: orgId, number: `T-${orgId}-${now.getTime()}-${Math.random()}`, status: 'paid', action: 'start', planCode: 'start', period: 'month', periodStart: now, periodEnd: new Date(now.getTime() + 30 * 86_400_000), currency: 'EUR', subtotal: '19.00', creditApplied: total === '0.00' ? '19.00' : '0.00', total, lines: [], seller: party, buyer: party, dueAt: now, paidAt: now })
      .returning({ id: billingInvoices.id });
    await t.app.db.insert(billingPayments).values({ organizationId: orgId, invoiceId: invoice!.id, provider: 'test', reference: `ref-${invoice!.id}`, amount: '19.00', currency: 'EUR', status: 'paid', cardFingerprint });
    return { organizationId: orgId, invoiceId: invoice!.id, cardFingerprint };
  }
  const reward = (paid: Parameters<typeof rewardChainReferral>[1]) => t.app.db.transaction((tx) => rewardChainReferral(tx, paid));

  beforeAll(async () => {
    t = await createTestApp();
    referrer = await newOwner('Referring Salons');
    const summary = await api(t.app, 'GET', `/organizations/${referrer.orgId}/referrals`, referrer.auth);
    expect(summary.statusCode, summary.body).toBe(200);
    code = summary.json().code;
  });
  afterAll(() => t.close());

  it('a chain’s code is made once, and its link leads to onboarding with it', async () => {
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    const again = (await api(t.app, 'GET', `/organizations/${referrer.orgId}/referrals`, referrer.auth)).json();
    expect(again).toMatchObject({ code, signedUp: 0, rewarded: 0, earned: [], reward: { amount: '19.00', currency: 'EUR' } });
    expect(new URL(again.link).pathname).toBe('/onboarding');
    expect(new URL(again.link).searchParams.get('ref')).toBe(code);
  });

  it('a chain created through the code is referred; an unknown or malformed code is ignored without a word', async () => {
    const newcomer = await newOwner('Newcomer Studio', code.toLowerCase(), 'RSD');
    expect(await referralOf(newcomer.orgId)).toMatchObject({ referrerOrganizationId: referrer.orgId, state: 'signed_up', reason: null });
    expect(await referred(referrer)).toEqual([expect.objectContaining({ organizationId: newcomer.orgId, name: 'Newcomer Studio', state: 'signed_up', reward: null })]);

    for (const unknown of ['ZZZZZZZZ', 'no such code!']) {
      const stranger = await userWithToken(t.app);
      const response = await api(t.app, 'POST', '/organizations', stranger.auth, { ...newChain, name: 'Unreferred', referralCode: unknown });
      expect(response.statusCode).toBe(201);
      expect(response.body).not.toContain('Referring Salons');
      expect(await referralOf(response.json().id)).toBeUndefined();
    }
    expect(await referred(referrer)).toHaveLength(1);
  });

  it('the first invoice paid with money credits both chains once, each in its own currency, even when told twice at once', async () => {
    const newcomer = await newOwner('Paying Newcomer', code, 'RSD');
    // An invoice its credit covered whole is no payment: the referral waits.
    await reward(await paidInvoice(newcomer.orgId, null, '0.00'));
    expect(await referralOf(newcomer.orgId)).toMatchObject({ state: 'signed_up' });
    const paid = await paidInvoice(newcomer.orgId, 'card-newcomer');
    await Promise.all([reward(paid), reward(paid), reward(paid)]);
    await reward(await paidInvoice(newcomer.orgId, 'card-newcomer'));

    expect(await creditsOf(newcomer.orgId)).toEqual([expect.objectContaining({ amount: '2200.00', currency: 'RSD', description: 'Referral reward: joined through Referring Salons', sourceOrganizationId: referrer.orgId })]);
    expect(await creditsOf(referrer.orgId)).toEqual([expect.objectContaining({ amount: '19.00', currency: 'EUR', description: 'Referral reward: Paying Newcomer joined', sourceOrganizationId: newcomer.orgId })]);
    expect(await referralOf(newcomer.orgId)).toMatchObject({ state: 'rewarded', invoiceId: paid.invoiceId, referrerRewardAmount: '19.00', referredRewardAmount: '2200.00', referredRewardCurrency: 'RSD' });

    const summary = (await api(t.app, 'GET', `/organizations/${referrer.orgId}/referrals`, referrer.auth)).json();
    expect(summary).toMatchObject({ rewarded: 1, earned: [{ amount: '19.00', currency: 'EUR' }] });
    expect((await referred(referrer)).find((chain: { organizationId: number }) => chain.organizationId === newcomer.orgId)).toMatchObject({ state: 'rewarded', reward: { amount: '19.00', currency: 'EUR' } });

    // A chain nobody referred pays without anything happening.
    await reward(await paidInvoice(referrer.orgId, 'card-referrer'));
    expect(await creditsOf(referrer.orgId)).toHaveLength(1);
  });

  it('paying with a card the referrer paid with earns nothing: refused, with the reason', async () => {
    await paidInvoice(referrer.orgId, 'card-shared');
    const newcomer = await newOwner('Same Card Studio', code);
    await reward(await paidInvoice(newcomer.orgId, 'card-shared'));
    expect(await referralOf(newcomer.orgId)).toMatchObject({ state: 'refused', reason: 'same_payment_method' });
    expect(await creditsOf(newcomer.orgId)).toEqual([]);
    expect((await referred(referrer)).find((chain: { organizationId: number }) => chain.organizationId === newcomer.orgId)).toMatchObject({ state: 'refused', reason: 'same_payment_method', reward: null });
  });

  it('an owner of the referrer cannot refer a chain of their own, at sign-up or by becoming its owner later', async () => {
    const own = await createChain(referrer.auth, 'My Second Chain', code);
    expect(await referralOf(own.id)).toMatchObject({ state: 'refused', reason: 'same_owner' });

    const newcomer = await newOwner('Later Shared Owner', code);
    await t.app.db.insert(organizationUsers).values({ organizationId: newcomer.orgId, userId: referrer.userId, role: 'owner' });
    await reward(await paidInvoice(newcomer.orgId, 'card-later'));
    expect(await referralOf(newcomer.orgId)).toMatchObject({ state: 'refused', reason: 'same_owner' });
    expect(await creditsOf(newcomer.orgId)).toEqual([]);
  });

  it('only the referrer’s owners read its referrals: another chain’s owner gets 404, its administrator 403', async () => {
    const other = await newOwner('Other Chain');
    for (const path of ['referrals', 'referrals/chains']) {
      expect((await api(t.app, 'GET', `/organizations/${referrer.orgId}/${path}`, other.auth)).statusCode).toBe(404);
    }
    const administrator = await userWithToken(t.app);
    await t.app.db.insert(organizationUsers).values({ organizationId: referrer.orgId, userId: administrator.userId, role: 'administrator' });
    expect((await api(t.app, 'GET', `/organizations/${referrer.orgId}/referrals`, administrator.auth)).statusCode).toBe(403);
    // The referred chain's owner sees its own (empty) referrals, nothing of the referrer's.
    expect(await referred(other)).toEqual([]);
    const rows = await t.app.db.select().from(chainReferrals).where(and(eq(chainReferrals.referrerOrganizationId, other.orgId)));
    expect(rows).toEqual([]);
  });
});
