import { describe, expect, it } from 'vitest';
import { httpErrorOf, placeServerErrors } from './http-errors';

describe('server errors on the form', () => {
  it('reads the provider’s converted errors and anything else', () => {
    expect(httpErrorOf({ statusCode: 409, message: 'Stale', code: 'stale_version' })).toEqual({
      statusCode: 409,
      message: 'Stale',
      code: 'stale_version',
    });
    expect(httpErrorOf('boom')).toEqual({ statusCode: 0, message: 'boom' });
  });

  it('places field issues on shown inputs only', () => {
    const placed: [string, string | undefined][] = [];
    const setError = (name: string, error: { message?: string }) => placed.push([name, error.message]);
    const http = { statusCode: 400, message: 'Bad', errors: { name: ['Taken', 'Other'], secret: 'x', price: 'Too much' } };
    expect(placeServerErrors(http, setError, ['name', 'price'])).toBe(true);
    expect(placed).toEqual([
      ['name', 'Taken'],
      ['price', 'Too much'],
    ]);
    expect(placeServerErrors({ statusCode: 409, message: 'In use' }, setError, ['name'])).toBe(false);
  });
});
