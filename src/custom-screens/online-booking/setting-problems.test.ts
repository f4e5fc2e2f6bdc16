import { describe, expect, it } from 'vitest';
import { problemsByField } from './setting-problems';

describe('a refused save’s problems', () => {
  it('keeps the first sentence of each field, the list’s items under the list', () => {
    expect(problemsByField({ 'smsCountries.1': 'country_unknown', smsCountries: 'duplicate', channels: ['channels_required', 'other'] })).toEqual({
      smsCountries: 'country_unknown',
      channels: 'channels_required',
    });
    expect(problemsByField(undefined)).toEqual({});
  });
});
