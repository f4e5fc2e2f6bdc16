import Big from 'big.js';
import { z } from 'zod';

/**
 * Exact decimal amounts (big.js). Money travels as decimal strings ("1250.50") and is stored as numeric(12,2);
 * binary floats drift (0.1 + 0.2), so every amount is parsed here once and every total, discount and split is
 * computed on these. The branch currency has two decimal places.
 */
export type Decimal = Big;

/** A private constructor: rounding half away from zero (big.js "half up") without touching the global Big. */
const Money = Big();
Money.RM = Big.roundHalfUp;

const decimalText = /^-?\d+(\.\d+)?$/;

/**
 * "12", "12.5", "-3.10", a Decimal or a JS integer as a Decimal. Anything else throws a RangeError: exponents,
 * words, NaN, and fractional JS numbers, so a float never slips into an amount.
 */
export function decimal(value: string | number | Decimal): Decimal {
  if (typeof value === 'string') {
    if (!decimalText.test(value)) throw new RangeError(`Not a decimal amount: ${JSON.stringify(value)}`);
    return new Money(value);
  }
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number (amounts with decimals travel as text): ${value}`);
    return new Money(value === 0 ? 0 : String(value));
  }
  // Every big.js constructor shares one prototype, so a Decimal from any of them is copied here.
  if (value instanceof Money) return new Money(value);
  throw new RangeError('Not a decimal amount');
}

export const moneyZero: Decimal = new Money(0);

/** Rounded half away from zero to cents (0.005 → 0.01, -0.005 → -0.01); a zero is never negative. */
export function roundMoney(value: Decimal | string): Decimal {
  const rounded = decimal(value).round(2, Big.roundHalfUp);
  return rounded.eq(0) ? moneyZero : rounded;
}

/** Always two places ("1250.50"), never "-0.00": the form amounts take on the wire, in print and in the database. */
export const moneyText = (value: Decimal | string): string => roundMoney(value).toFixed(2);

export const sumMoney = (values: readonly (Decimal | string)[]): Decimal =>
  values.reduce<Decimal>((total, value) => total.plus(decimal(value)), moneyZero);

export const minMoney = (a: Decimal | string, b: Decimal | string): Decimal => (decimal(a).lte(decimal(b)) ? decimal(a) : decimal(b));
export const maxMoney = (a: Decimal | string, b: Decimal | string): Decimal => (decimal(a).gte(decimal(b)) ? decimal(a) : decimal(b));

export { moneyTextSchema, nonNegativeMoneySchema } from './money-text';

const percentMessage = 'Use a percentage from 0 to 100';

/** A percentage as text, 0 to 100 with up to two decimals ("12.5"). */
export const percentSchema = z
  .string()
  // abort: zod runs every check, and the bound below only reads a number the pattern has let through.
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { message: percentMessage, abort: true })
  .refine((value) => decimal(value).lte(100), percentMessage);

/** `percent` % of `amount`, rounded to cents once. */
export const percentOf = (amount: Decimal | string, percent: Decimal | string): Decimal =>
  roundMoney(decimal(amount).times(decimal(percent)).div(100));
