import { type Decimal, decimal, moneyText, moneyZero, percentOf, roundMoney, sumMoney } from './decimal';
import type { Discount } from './discount';

export type SaleLineInput = { price: string; quantity: number; discount: Discount };
export type SaleLineAmounts = { gross: string; discount: string; total: string };

export type SaleTotals = { subtotal: string; discount: string; total: string };

export const maxSaleQuantity = 999;

const grossOf = (line: SaleLineInput): Decimal => roundMoney(decimal(line.price).times(decimal(line.quantity)));

function discountOf(line: SaleLineInput, gross: Decimal): Decimal {
  switch (line.discount.kind) {
    case 'none':
      return moneyZero;
    case 'percent':
      return percentOf(gross, line.discount.value);
    case 'amount':
      return roundMoney(line.discount.value);
  }
}

/**
 * A line's gross (price × quantity), its discount (a percentage rounded half up to cents, or the amount given)
 * and what it comes to. An impossible line (see `saleLineIssue`) is refused before it is priced.
 */
export function saleLineAmounts(line: SaleLineInput): SaleLineAmounts {
  const gross = grossOf(line);
  const discount = discountOf(line, gross);
  return { gross: moneyText(gross), discount: moneyText(discount), total: moneyText(gross.minus(discount)) };
}

/** Why a line cannot be sold, as a sentence for the person at the till; null when it can. */
export function saleLineIssue(line: SaleLineInput): string | null {
  if (!Number.isInteger(line.quantity) || line.quantity < 1) return 'Quantity starts at 1.';
  if (line.quantity > maxSaleQuantity) return `Quantity is at most ${maxSaleQuantity}.`;
  if (line.discount.kind === 'amount' && decimal(line.discount.value).gt(grossOf(line))) return 'The discount is more than the line comes to.';
  return null;
}

/** A sale's subtotal (the lines' gross), its discounts and its total, each the sum of the lines' rounded amounts. */
export function saleTotals(lines: readonly SaleLineInput[]): SaleTotals {
  const amounts = lines.map(saleLineAmounts);
  return {
    subtotal: moneyText(sumMoney(amounts.map((line) => line.gross))),
    discount: moneyText(sumMoney(amounts.map((line) => line.discount))),
    total: moneyText(sumMoney(amounts.map((line) => line.total))),
  };
}
