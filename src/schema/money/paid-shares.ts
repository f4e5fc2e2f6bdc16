import { decimal, type Decimal, minMoney, moneyText, moneyZero } from './decimal';

/** `paid` over `amounts` in their order: each takes what is left, up to its own amount. */
export function allocatePaid(amounts: readonly string[], paid: string): string[] {
  let left: Decimal = decimal(paid);
  return amounts.map((amount) => {
    const share = minMoney(left, amount);
    left = left.minus(share);
    return moneyText(share.lt(0) ? moneyZero : share);
  });
}

/**
 * What a sale's `paid` covers, item by item: services and products first (the visit and the goods leave the
 * branch today), then memberships in their order (a membership's share then goes to its instalments from the
 * first). Shares come back in the items' own order. Every payment, refund and cancellation re-derives them from
 * the sale's new `paid`, and an order's payment status reads its lines' shares, so nothing drifts.
 */
export function saleItemShares(items: readonly { kind: string; total: string }[], paid: string): string[] {
  const order = items.map((item, index) => ({ item, index })).sort((a, b) => Number(a.item.kind === 'membership') - Number(b.item.kind === 'membership') || a.index - b.index);
  const shares = allocatePaid(order.map(({ item }) => item.total), paid);
  const byIndex: string[] = [];
  order.forEach(({ index }, position) => (byIndex[index] = shares[position]!));
  return byIndex;
}
