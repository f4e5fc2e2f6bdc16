import { describe, expect, it } from 'vitest';
import { choicesOf, itemsOf, sameServices } from './member-services-api';

describe('member services editor state', () => {
  it('round-trips the server items, own prices and the service price alike', () => {
    const items = [
      { serviceId: 5, price: '1200.00' },
      { serviceId: 7, price: null },
    ];
    expect(itemsOf(choicesOf(items))).toEqual(items);
  });

  it('drops unticked services and reads a comma as the decimal point', () => {
    expect(
      itemsOf({ 1: { performs: false, ownPrice: '10' }, 2: { performs: true, ownPrice: ' 99,5 ' } }),
    ).toEqual([{ serviceId: 2, price: '99.5' }]);
  });

  it('tells a real change from the saved set (the unsaved-changes question asks only then)', () => {
    const saved = [
      { serviceId: 5, price: '2100.00' },
      { serviceId: 7, price: null },
    ];
    expect(sameServices(itemsOf({ 7: { performs: true, ownPrice: '' }, 5: { performs: true, ownPrice: '2100' } }), saved)).toBe(true);
    expect(sameServices(itemsOf({ ...choicesOf(saved), 9: { performs: false, ownPrice: '' } }), saved)).toBe(true);
    expect(sameServices(itemsOf({ ...choicesOf(saved), 7: { performs: false, ownPrice: '' } }), saved)).toBe(false);
    expect(sameServices(itemsOf({ ...choicesOf(saved), 5: { performs: true, ownPrice: '2000' } }), saved)).toBe(false);
    expect(sameServices(itemsOf({ ...choicesOf(saved), 5: { performs: true, ownPrice: '' } }), saved)).toBe(false);
  });
});
