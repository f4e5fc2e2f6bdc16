import { describe, expect, it } from 'vitest';
import { manychatCarries } from './instagram-services';

describe('manychatCarries', () => {
  it.each([
    { chosen: null, lines: [4], carried: true, why: 'no ManyChat integration: nothing is held back (the log shows it)' },
    { chosen: [3, 4], lines: [4, 8], carried: true, why: 'one of the services is switched on' },
    { chosen: [3], lines: [4, 8], carried: false, why: 'none of them is' },
    { chosen: [], lines: [4], carried: false, why: 'none switched on means none, as the Services page says' },
    { chosen: [3], lines: [null], carried: false, why: 'a line without a service (a break) is no service' },
  ])('$why', ({ chosen, lines, carried }) => {
    expect(manychatCarries(chosen, lines)).toBe(carried);
  });
});
