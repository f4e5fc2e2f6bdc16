import { z } from 'zod';
import { nonNegativeMoneySchema, percentSchema } from './decimal';

/** A discount on a sale line: none, a percentage of the line, or a fixed amount off it. */
export const discountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('percent'), value: percentSchema }),
  z.object({ kind: z.literal('amount'), value: nonNegativeMoneySchema }),
]);
export type Discount = z.infer<typeof discountSchema>;

export const noDiscount: Discount = { kind: 'none' };
