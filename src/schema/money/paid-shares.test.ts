import { describe, expect, it } from 'vitest';
import { allocatePaid, saleItemShares } from './paid-shares';

describe('allocatePaid: what a sale’s paid covers, item by item in order', () => {
  it.each([
    { amounts: ['25.00', '200.00'], paid: '0', shares: ['0.00', '0.00'] },
    { amounts: ['25.00', '200.00'], paid: '100.00', shares: ['25.00', '75.00'] },
    { amounts: ['25.00', '200.00'], paid: '225.00', shares: ['25.00', '200.00'] },
    { amounts: ['25.00', '200.00'], paid: '10.01', shares: ['10.01', '0.00'] },
    { amounts: ['66.68', '66.66', '66.66'], paid: '75.00', shares: ['66.68', '8.32', '0.00'] },
    { amounts: ['0.00', '10.00'], paid: '5.00', shares: ['0.00', '5.00'] },
    { amounts: [], paid: '5.00', shares: [] },
  ])('$paid over $amounts → $shares', ({ amounts, paid, shares }) => {
    expect(allocatePaid(amounts, paid)).toEqual(shares);
  });
});

describe('saleItemShares: services and products before memberships, answered in the items’ order', () => {
  it.each([
    { items: [['membership', '90.00'], ['service', '25.00']], paid: '50.00', shares: ['25.00', '25.00'] },
    { items: [['membership', '90.00'], ['service', '25.00'], ['product', '10.00']], paid: '30.00', shares: ['0.00', '25.00', '5.00'] },
    { items: [['service', '25.00'], ['membership', '90.00'], ['membership', '10.00']], paid: '125.00', shares: ['25.00', '90.00', '10.00'] },
    { items: [['membership', '10.00'], ['membership', '20.00']], paid: '15.00', shares: ['10.00', '5.00'] },
  ])('$paid over $items → $shares', ({ items, paid, shares }) => {
    expect(saleItemShares(items.map(([kind, total]) => ({ kind: kind!, total: total! })), paid)).toEqual(shares);
  });
});
