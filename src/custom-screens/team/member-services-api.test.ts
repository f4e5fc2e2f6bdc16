import { describe, expect, it } from 'vitest';
import { choicesOf, errorsByService, itemsOf, sameServices } from './member-services-api';

const choice = (performs: boolean, ownPrice = '', ownLength = '') => ({ performs, ownPrice, ownLength });

describe('member services editor state', () => {
  it('round-trips the server items, own prices and lengths and the service ones alike', () => {
    const items = [
      { serviceId: 5, price: '1200.00', duration: 45 },
      { serviceId: 7, price: null, duration: null },
    ];
    expect(itemsOf(choicesOf(items))).toEqual(items);
  });

  it('drops unticked services, reads a comma as the decimal point and a blank length as the service one', () => {
    expect(itemsOf({ 1: choice(false, '10', '30'), 2: choice(true, ' 99,5 ', ' 40 '), 3: choice(true, '', ' ') })).toEqual([
      { serviceId: 2, price: '99.5', duration: 40 },
      { serviceId: 3, price: null, duration: null },
    ]);
  });

  it('tells a real change from the saved set (the unsaved-changes question asks only then)', () => {
    const saved = [
      { serviceId: 5, price: '2100.00', duration: 45 },
      { serviceId: 7, price: null, duration: null },
    ];
    expect(sameServices(itemsOf({ 7: choice(true), 5: choice(true, '2100', '45') }), saved)).toBe(true);
    expect(sameServices(itemsOf({ ...choicesOf(saved), 9: choice(false) }), saved)).toBe(true);
    expect(sameServices(itemsOf({ ...choicesOf(saved), 7: choice(false) }), saved)).toBe(false);
    expect(sameServices(itemsOf({ ...choicesOf(saved), 5: choice(true, '2000', '45') }), saved)).toBe(false);
    expect(sameServices(itemsOf({ ...choicesOf(saved), 5: choice(true, '', '45') }), saved)).toBe(false);
    expect(sameServices(itemsOf({ ...choicesOf(saved), 5: choice(true, '2100', '50') }), saved)).toBe(false);
    expect(sameServices(itemsOf({ ...choicesOf(saved), 5: choice(true, '2100', '') }), saved)).toBe(false);
  });

  it("puts each issue of the body on its service's row and field", () => {
    const items = [
      { serviceId: 5, price: '1', duration: 42 },
      { serviceId: 7, price: 'x', duration: 2 },
    ];
    expect(
      errorsByService(items, [
        ['items.0.duration', 'Use 5-minute steps'],
        ['items.1.price', 'Use an amount such as 12.50'],
        ['items.1.duration', 'At least 5 minutes'],
        ['items.1.serviceId', 'Service 7 is not one of this branch'],
        ['items.4.price', 'not a row'],
        ['items', 'At most 1000 services'],
      ]),
    ).toEqual({
      5: { duration: 'Use 5-minute steps' },
      7: { price: 'Use an amount such as 12.50', duration: 'At least 5 minutes', service: 'Service 7 is not one of this branch' },
    });
  });
});
