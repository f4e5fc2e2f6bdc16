import { describe, expect, it } from 'vitest';
import { orderListQueryKey, orderListQueryOptions } from './order-list-query';

const failure = (statusCode: number) => ({ statusCode, message: `HTTP ${statusCode}` });

describe('the order list query (spec §8, §9)', () => {
  const { retry, retryDelay, staleTime } = orderListQueryOptions;

  it('does not retry a 403 or a 404', () => {
    expect(retry(0, failure(403))).toBe(false);
    expect(retry(0, failure(404))).toBe(false);
  });

  it('retries other failures up to 3 times', () => {
    for (const error of [failure(500), failure(503), new Error('Network Error')]) {
      expect([0, 1, 2, 3].map((count) => retry(count, error))).toEqual([true, true, true, false]);
    }
  });

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('stays fresh 5 minutes, cached under orders and the branch', () => {
    expect(staleTime).toBe(5 * 60_000);
    expect(orderListQueryKey(7)).toEqual(['orders', 7]);
  });
});
