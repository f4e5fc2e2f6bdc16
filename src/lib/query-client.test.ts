import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { queryClient, queryClientConfig, queryRetryDelay, shouldRetryQuery } from './query-client';

const axiosError = (status: number) => {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError(
    'x',
    'ERR_BAD_REQUEST',
    config,
    {},
    { status, statusText: '', data: {}, headers: {}, config },
  );
};

describe('query client (spec §9)', () => {
  it('keeps data fresh and cached for 5 minutes', () => {
    const queries = queryClient.getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(5 * 60_000);
    expect(queries?.gcTime).toBe(5 * 60_000);
    expect(queryClientConfig.defaultOptions?.queries?.refetchOnWindowFocus).toBe(false);
  });

  it('retries up to 3 times, never on 401, 403 or 404', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, axiosError(500)))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new Error('Network Error'))).toBe(true);
    for (const status of [401, 403, 404]) expect(shouldRetryQuery(0, axiosError(status))).toBe(false);
    expect(shouldRetryQuery(0, { statusCode: 404, message: 'Not found' })).toBe(false);
    expect(shouldRetryQuery(0, { statusCode: 409, message: 'Conflict' })).toBe(true);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
