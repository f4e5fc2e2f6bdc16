import { describe, expect, it } from 'vitest';
import { choicesOf, itemsOf } from './member-services-api';

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
});
