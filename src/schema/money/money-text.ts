import { z } from 'zod';

/**
 * How amounts are written (zod only, no arithmetic): primitives.ts and every form load these without the decimal
 * library, which stays out of the app shell until a screen computes money (decimal.ts).
 */
const moneyMessage = 'Use an amount such as 12.50';

/** An amount as people and the API write it: up to 10 integer digits (numeric(12,2)) and 2 decimals. */
export const moneyTextSchema = z.string().regex(/^-?\d{1,10}(\.\d{1,2})?$/, moneyMessage);

/**
 * The most an amount a person enters may be: prices, sale lines and their discounts, tendered cash and card, refunds,
 * cash movements and every amount of a pay scheme. The columns are numeric(12,2), which hold up to 9 999 999 999.99;
 * the bound keeps a factor 1 000 below that so every total computed from entered amounts stays inside its column:
 * - pay: a fixed amount per shift times at most 366 shifts (a calculation covers at most 366 days, one work slot
 *   per member and day) is at most 3 659 999 996.34; a month's fixed pay over a period at most 13 times the amount;
 *   a percentage (at most 100) of a line is at most the line; the minimum is one amount;
 * - a sale: up to 100 lines of up to 999 units can pass any bound a price could have, so the checkout also checks
 *   the sale's total (checkout.ts), and a pay calculation checks each member's pay and its total before writing them
 *   (sums over many sales and members have no bound an input could give).
 * Ten million covers prices and salaries in the currencies of the demo and the spec (RSD, EUR, RUB, TRY, BRL); a
 * currency of very small units (Vietnamese dong, Indonesian rupiah) can have monthly salaries above it, and would
 * need wider columns (numeric(14,2) throughout, and the answers' money pattern with them) rather than a larger bound.
 */
export const maxEnteredAmount = '9999999.99';
/** What a numeric(12,2) column holds at most: the bound of every computed total. */
export const maxStoredAmount = '9999999999.99';
export const amountTooLargeMessage = `At most ${maxEnteredAmount}`;

/** An amount a person enters: never negative, at most `maxEnteredAmount`. */
export const enteredAmountSchema = z
  .string()
  // abort: the bound reads only a value the pattern has let through.
  .regex(/^\d{1,10}(\.\d{1,2})?$/, { message: moneyMessage, abort: true })
  .refine((value) => Number(value.split('.')[0]) <= Math.trunc(Number(maxEnteredAmount)), amountTooLargeMessage);

/** Prices, fees, tendered amounts, pay scheme amounts: what a person enters, never negative, bounded as above. */
export const nonNegativeMoneySchema = enteredAmountSchema;
