import { describe, expect, it } from 'vitest';
import { discountSchema, noDiscount } from './discount';

describe('discountSchema', () => {
  it.each([
    [{ kind: 'none' }, true],
    [noDiscount, true],
    [{ kind: 'percent', value: '10' }, true],
    [{ kind: 'percent', value: '100' }, true],
    [{ kind: 'percent', value: '101' }, false],
    [{ kind: 'percent', value: '-1' }, false],
    [{ kind: 'amount', value: '5.50' }, true],
    [{ kind: 'amount', value: '-5' }, false],
    [{ kind: 'amount' }, false],
    [{ kind: 'coupon', value: '5' }, false],
  ])('%j accepted: %s', (value, accepted) => {
    expect(discountSchema.safeParse(value).success).toBe(accepted);
  });
});
