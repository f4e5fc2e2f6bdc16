import { describe, expect, it } from 'vitest';
import { checkoutRequestSchema } from '@/schema/sales/checkout';
import { addLine, cartOfOrder, checkoutDue, checkoutRequestOf, emptyCart, needsClient, newLine, removeLine, setClient, updateLine } from './cart-model';

const today = '2026-11-24';
const cut = newLine({ kind: 'service', refId: 1, name: 'Cut', price: '1500', employeeId: 7 }, today, 'a');
const dye = newLine({ kind: 'service', refId: 2, name: 'Dye', price: '2999.99', employeeId: 7 }, today, 'b');
const tenVisits = newLine({ kind: 'membership', refId: 3, name: '10 visits', price: '10000' }, today, 'c');

describe('cart lines', () => {
  it('starts a line at quantity 1, no discount, today, with the price as money text', () => {
    expect(cut).toMatchObject({ quantity: 1, discount: { kind: 'none' }, startsAt: today, price: '1500.00', instalments: 1 });
  });

  it('counts the same item again rather than adding a line, but keeps memberships and booked visits apart', () => {
    const twice = addLine(addLine(emptyCart(), cut), { ...cut, uid: 'x' });
    expect(twice.items).toHaveLength(1);
    expect(twice.items[0]?.quantity).toBe(2);
    const twoMemberships = addLine(addLine(emptyCart(), tenVisits), { ...tenVisits, uid: 'y' });
    expect(twoMemberships.items).toHaveLength(2);
    const booked = addLine(addLine(emptyCart(), cut), { ...cut, uid: 'z', orderServiceId: 11 });
    expect(booked.items).toHaveLength(2);
  });

  it('updates and removes one line by uid', () => {
    const cart = addLine(addLine(emptyCart(), cut), dye);
    const edited = updateLine(cart, 'b', { quantity: 3, discount: { kind: 'percent', value: '10' } });
    expect(edited.items[1]).toMatchObject({ quantity: 3, discount: { kind: 'percent', value: '10' } });
    expect(edited.items[0]).toBe(cart.items[0]);
    expect(removeLine(edited, 'a').items.map((item) => item.uid)).toEqual(['b']);
  });
});

describe('what is due', () => {
  it('sums the lines with their discounts to the cent', () => {
    const cart = addLine(addLine(emptyCart(), updateLine(addLine(emptyCart(), cut), 'a', { discount: { kind: 'amount', value: '100' } }).items[0]!), {
      ...dye,
      quantity: 3,
      discount: { kind: 'percent', value: '12.5' },
    });
    // 1500 − 100 = 1400; 3 × 2999.99 = 8999.97, 12.5 % = 1124.99625 → 1125.00, so 7874.97.
    expect(checkoutDue(cart.items)).toEqual({ subtotal: '10499.97', discount: '1225.00', total: '9274.97', later: '0.00', dueNow: '9274.97' });
  });

  it('takes only the first instalment of a membership today', () => {
    const due = checkoutDue([cut, { ...tenVisits, price: '1000', instalments: 3 }]);
    // 1000 in 3: 333.34 now, 333.33 twice later.
    expect(due).toMatchObject({ total: '2500.00', later: '666.66', dueNow: '1833.34' });
  });

  it('needs a client for a membership or a debt, not for a walk-in who pays it all', () => {
    const walkIn = addLine(emptyCart(), cut);
    expect(needsClient(walkIn, '0.00')).toBe(false);
    expect(needsClient(walkIn, '10.00')).toBe(true);
    expect(needsClient(addLine(walkIn, tenVisits), '0.00')).toBe(true);
    expect(needsClient(setClient(addLine(walkIn, tenVisits), { id: 5, name: 'Ana' }), '10.00')).toBe(false);
  });

  it('makes a request the checkout contract accepts', () => {
    const cart = setClient(addLine(addLine(emptyCart(), cut), dye), { id: 5, name: 'Ana' });
    const request = checkoutRequestSchema.parse(checkoutRequestOf(cart, { cash: '2000', card: '2499.99' }));
    expect(request.items.map((item) => item.uid)).toEqual(['a', 'b']);
    expect(request.items[0]).not.toHaveProperty('name');
    expect(request.clientId).toBe(5);
  });
});

describe('paying a booked visit', () => {
  it('turns the order into lines at its prices, credited to its employees, for its client', () => {
    const order = { id: 40, clientId: 5, services: [{ id: 91, serviceId: 1, employeeId: 7, price: '1500.00' }, { id: 92, serviceId: 2, employeeId: 8, price: '800.50' }] };
    const cart = cartOfOrder(order, (id) => (id === 1 ? 'Cut' : 'Dye'), 'Ana', today);
    expect(cart).toMatchObject({ orderId: 40, clientId: 5, clientName: 'Ana', receipt: null });
    expect(cart.items.map(({ name, orderServiceId, employeeId, price, quantity }) => ({ name, orderServiceId, employeeId, price, quantity }))).toEqual([
      { name: 'Cut', orderServiceId: 91, employeeId: 7, price: '1500.00', quantity: 1 },
      { name: 'Dye', orderServiceId: 92, employeeId: 8, price: '800.50', quantity: 1 },
    ]);
    expect(checkoutDue(cart.items).total).toBe('2300.50');
  });
});
