import { z } from 'zod';

/**
 * How amounts are written (zod only, no arithmetic): primitives.ts and every form load these without the decimal
 * library, which stays out of the app shell until a screen computes money (decimal.ts).
 */
const moneyMessage = 'Use an amount such as 12.50';

/** An amount as people and the API write it: up to 10 integer digits (numeric(12,2)) and 2 decimals. */
export const moneyTextSchema = z.string().regex(/^-?\d{1,10}(\.\d{1,2})?$/, moneyMessage);

/** Prices, fees, tendered amounts: never negative. */
export const nonNegativeMoneySchema = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, moneyMessage);
