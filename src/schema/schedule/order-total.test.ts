import { describe, expect, it } from 'vitest';
import { orderTotal } from './order-total';

const line = (price: string) => ({ id: 1, serviceId: 1, employeeId: 1, resourceId: null, date: '2026-03-02', startTime: '10:00', duration: 30, price });

describe('orderTotal', () => {
  it.each([
    { what: 'one service', mode: 'order.single', prices: ['25.00'], clients: 0, total: '25.00' },
    { what: 'services summed without float drift', mode: 'order.single', prices: ['0.10', '0.20', '1250.50'], clients: 0, total: '1250.80' },
    { what: 'a free service', mode: 'order.single', prices: ['0'], clients: 0, total: '0.00' },
    { what: 'a group class: the price for each joined client', mode: 'order.group', prices: ['12.34'], clients: 3, total: '37.02' },
    { what: 'a group class nobody joined yet', mode: 'order.group', prices: ['12.34'], clients: 0, total: '0.00' },
  ] as const)('$what', ({ mode, prices, clients, total }) => {
    expect(orderTotal({ mode, services: prices.map(line), clientIds: Array.from({ length: clients }, (_, i) => i + 1) })).toBe(total);
  });
});
