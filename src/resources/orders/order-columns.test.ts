import { describe, expect, it } from 'vitest';
import type { Order } from '@/schema/schedule/order';
import { formatsFor } from '@/i18n/formats';
import type { FormatContext } from '../engine/field-format';
import { columnCsvRows } from '../engine/list/list-columns';
import { orderColumns } from './order-columns';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
const format: FormatContext = {
  t,
  formats: formatsFor('EN', 'DE'),
  optionLabel: (field, option) => `${field}:${option}`,
  referenceLabel: (_field, id) => (id === 3 ? 'Ana Ilić' : undefined),
};
const line = (serviceId: number, employeeId: number, price: string) => ({
  id: serviceId * 10 + employeeId, serviceId, employeeId, resourceId: null, date: '2026-03-02', startTime: '10:00', duration: 30, price,
});
const order: Order = {
  id: 9, version: 1, createdAt: '2026-03-01T08:00:00.000Z', updatedAt: '2026-03-01T08:00:00.000Z',
  branchId: 1, mode: 'order.single', clientId: 3, date: '2026-03-02', startTime: '09:05', endTime: '14:30', description: null,
  services: [line(1, 7, '20.00'), line(2, 8, '15.50'), line(1, 7, '20.00')],
  status: 'order_status.approved', isCanceled: false, cancelerOrigin: null, origin: 'order_origin.internal',
  paymentStatus: 'payment.no', currency: 'EUR', capacity: null, clientIds: [],
};
const names = { serviceName: (id: number) => ({ 1: 'Cut', 2: 'Colour' })[id], employeeName: (id: number) => (id === 7 ? 'Mila' : undefined) };
const row = order as unknown as Record<string, unknown>;

describe('order list columns', () => {
  const columns = orderColumns({ t, ...names, withClient: true });
  const text = (field: string, values: Partial<Order> = {}) =>
    columns.find((column) => column.field === field)!.text({ ...row, ...values }, format);

  it('show when, who, what, by whom, status, payment and total', () => {
    expect(columns.map((c) => [c.field, c.sortable])).toEqual([
      ['date', true], ['clientId', false], ['services', false], ['employees', false], ['status', true], ['paymentStatus', true], ['total', false],
    ]);
    expect(text('date')).toBe('2 Mar 2026, 09:05–14:30');
    expect(text('clientId')).toBe('Ana Ilić');
    expect(text('services')).toBe('Cut, Colour');
    expect(text('employees')).toBe('Mila, #8');
    expect(text('status')).toBe('status:order_status.approved');
    expect(text('paymentStatus')).toBe('paymentStatus:payment.no');
    expect(text('total')).toBe('€55.50');
  });

  it('name a walk-in, a client still loading and a group class by its places', () => {
    expect(text('clientId', { clientId: null })).toBe('orders.walkIn');
    expect(text('clientId', { clientId: 4 })).toBe('#4');
    expect(text('clientId', { mode: 'order.group', clientId: null, clientIds: [1, 2], capacity: 5 })).toBe('orders.groupClass{"taken":2,"capacity":5}');
  });

  it("leave the client out on the client's own card", () => {
    expect(orderColumns({ t, ...names, withClient: false }).map((c) => c.field)).not.toContain('clientId');
  });

  it('export plain dates, times and amounts', () => {
    expect(columnCsvRows(columns, [row], format)).toEqual([
      ['orders.fields.dateTime', 'orders.fields.clientId', 'orders.fields.services', 'orders.fields.employees', 'orders.fields.status', 'orders.fields.paymentStatus', 'orders.fields.total'],
      ['2026-03-02 09:05–14:30', 'Ana Ilić', 'Cut, Colour', 'Mila, #8', 'status:order_status.approved', 'paymentStatus:payment.no', '55.50'],
    ]);
  });
});
