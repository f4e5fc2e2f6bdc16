import { describe, expect, it } from 'vitest';
import { inOrder } from './catalog-order-api';

describe('inOrder', () => {
  const records = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('keeps the server order until something was moved', () => {
    expect(inOrder(records, null).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('follows the ids, leaving records it does not name at the end', () => {
    expect(inOrder(records, [3, 1]).map((r) => r.id)).toEqual([3, 1, 2]);
  });
});
