import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isStaleAfterMoney, moneyKeys, refreshAfterMoneyWrite, type MoneyFacts } from './money-query-keys';
import { orderListQueryKey, scheduleOrderKey, scheduleQueryRoot } from './schedule-query-keys';

const branch = { kind: 'branch', id: 5 } as const;
const chain = { kind: 'chain', id: 1 } as const;
const sale: MoneyFacts = { organizationId: 1, branchId: 5, dates: ['2031-05-14'], clientId: 7, orderIds: [40] };
const stale = (key: readonly unknown[], facts: MoneyFacts = sale) => isStaleAfterMoney(facts, key);

describe('isStaleAfterMoney', () => {
  it("marks the branch's register, lists and memberships, not another branch's", () => {
    for (const key of [
      moneyKeys.cashState(5),
      moneyKeys.cashShifts(5, 2),
      moneyKeys.cashShift(5, 9),
      [...moneyKeys.list(5, 'transactions'), { page: 1, filters: [] }],
      moneyKeys.list(5, 'events'),
      moneyKeys.soldMemberships(5, { page: 1 }),
      moneyKeys.soldMembership(5, 3),
      moneyKeys.instalment(5, 4),
      moneyKeys.sale(5, 12),
    ]) {
      expect(stale(key), JSON.stringify(key)).toBe(true);
      expect(stale(key, { ...sale, branchId: 6 }), JSON.stringify(key)).toBe(false);
    }
  });

  it("marks a report of the branch or of its chain that reads a changed day; key indicators' previous period counts", () => {
    const may = { from: '2031-05-01', to: '2031-05-31' };
    expect(stale(moneyKeys.report('sales-by-day', branch, may))).toBe(true);
    expect(stale(moneyKeys.report('cash-flow', chain, may))).toBe(true);
    expect(stale(moneyKeys.report('sales-by-day', { kind: 'branch', id: 6 }, may))).toBe(false);
    expect(stale(moneyKeys.report('sales-by-day', { kind: 'chain', id: 2 }, may))).toBe(false);
    const june = { from: '2031-06-01', to: '2031-06-30' };
    expect(stale(moneyKeys.report('sales-by-day', branch, june))).toBe(false);
    // June is compared with the 30 days before it, 2031-05-02 to 2031-05-31.
    expect(stale(moneyKeys.report('key-indicators', branch, june))).toBe(true);
    expect(stale(moneyKeys.report('key-indicators', branch, { from: '2031-07-01', to: '2031-07-31' }))).toBe(false);
    // A write made here names no days: every report of the branch is read again.
    expect(stale(moneyKeys.report('cash-flow', branch, june), { organizationId: 1, branchId: 5 })).toBe(true);
  });

  it("marks the client's money only for that client", () => {
    expect(stale(moneyKeys.clientMoney(5, 7))).toBe(true);
    expect(stale(moneyKeys.clientMoney(5, 8))).toBe(false);
    expect(stale(moneyKeys.clientMoney(5, 7), { ...sale, clientId: null })).toBe(false);
  });

  it('marks the schedule and the order lists only when the change paid an order', () => {
    expect(stale(moneyKeys.order(40))).toBe(true);
    expect(stale([...scheduleQueryRoot, 'branch', 5, '2031-05-14'])).toBe(true);
    expect(stale(orderListQueryKey(5))).toBe(true);
    expect(stale(orderListQueryKey(6))).toBe(false);
    const walkIn = { ...sale, orderIds: [] };
    expect(stale(scheduleOrderKey(40), walkIn)).toBe(false);
    expect(stale(orderListQueryKey(5), walkIn)).toBe(false);
  });

  it('leaves every other read alone', () => {
    expect(stale(['order-drawer', 5, 'services'])).toBe(false);
    expect(stale(['data', 'default', 'branches/5/clients', 'one', '7', {}])).toBe(false);
  });
});

describe('refreshAfterMoneyWrite', () => {
  it('invalidates exactly the stale reads', async () => {
    const client = new QueryClient();
    const keys = [moneyKeys.cashState(5), moneyKeys.cashState(6), moneyKeys.clientMoney(5, 8)];
    for (const key of keys) client.setQueryData(key, 1);
    await refreshAfterMoneyWrite(client, sale);
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, false, false]);
  });
});
