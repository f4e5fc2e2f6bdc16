import { decimal, moneyText, sumMoney } from './decimal';

/** The cash a drawer should hold: the opening float plus its movements (payments in, refunds and payouts negative). */
export const expectedCash = (openingFloat: string, cashMovements: readonly string[]): string =>
  moneyText(decimal(openingFloat).plus(sumMoney(cashMovements)));

/** Counted less expected: negative when the drawer is short, positive when it is over. */
export const cashDifference = (counted: string, expected: string): string => moneyText(decimal(counted).minus(decimal(expected)));
