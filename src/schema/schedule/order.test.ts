import { describe, expect, it } from 'vitest';
import { scheduledOrderDataSchema } from '../live';
import {
  breakCreateSchema,
  breakUpdateSchema,
  groupOrderCreateSchema,
  occurrenceDates,
  orderCancelSchema,
  orderCreateSchema,
  orderUpdateSchema,
  scheduledOrderDataOf,
} from './order';

const line = { serviceId: 3, employeeId: 7, date: '2025-03-30', startTime: '10:00', duration: 60, price: '1250.50' };
const paths = (result: { error?: { issues: Array<{ path: PropertyKey[] }> } }) => result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('order bodies', () => {
  it('fills the defaults of a new order', () => {
    expect(orderCreateSchema.parse({ services: [line] })).toEqual({
      clientId: null,
      services: [{ ...line, resourceId: null }],
      description: null,
      confirmOutsideWorkingHours: false,
    });
  });

  it.each([
    ['no services', { services: [] }, ['services']],
    ['a bad time and a float price', { services: [{ ...line, startTime: '25:00', price: 12.5 }] }, ['services.0.startTime', 'services.0.price']],
    ['too short', { services: [{ ...line, duration: 3 }] }, ['services.0.duration']],
    ['two dates', { services: [line, { ...line, employeeId: 8, date: '2025-03-31' }] }, ['services.1.date']],
    ['one employee twice at once', { services: [line, { ...line, startTime: '10:30' }] }, ['services.1.startTime']],
    ['an unknown field', { services: [line], origin: 'order_origin.external' }, ['']],
  ])('refuses %s, naming the fields', (_, body, expected) => {
    expect(paths(orderCreateSchema.safeParse(body))).toEqual(expected);
  });

  it('takes two employees back to back and one employee twice in a row', () => {
    const services = [line, { ...line, employeeId: 8, startTime: '11:00' }, { ...line, startTime: '11:00' }];
    expect(orderCreateSchema.safeParse({ services }).success).toBe(true);
  });

  it('changes only what is sent, with the version', () => {
    expect(orderUpdateSchema.parse({ version: 3, status: 'order_status.approved' })).toEqual({
      version: 3,
      status: 'order_status.approved',
      confirmOutsideWorkingHours: false,
    });
    expect(paths(orderUpdateSchema.safeParse({ status: 'order_status.approved' }))).toEqual(['version']);
    expect(orderCancelSchema.parse({})).toEqual({});
  });

  it('names the live message data of an order', () => {
    const data = scheduledOrderDataOf({ id: 5, date: '2025-03-30', services: [{ ...line, id: 1, resourceId: null }, { ...line, id: 2, employeeId: 8, resourceId: null }] });
    expect(scheduledOrderDataSchema.parse(data)).toEqual({ date: '2025-03-30', id: 5, orderServices: [{ employeeId: 7 }, { employeeId: 8 }] });
  });
});

describe('group orders', () => {
  const group = { serviceId: 3, employeeId: 7, date: '2025-03-03', startTime: '18:00', duration: 60, price: '10' };

  it('defaults to one place and rounds the price to two decimals', () => {
    expect(groupOrderCreateSchema.parse({ ...group, price: '33.3333' })).toMatchObject({ capacity: 1, price: '33.33', clientIds: [], repeat: null });
  });

  it.each([
    ['more clients than places', { capacity: 2, clientIds: [1, 2, 3] }, ['clientIds']],
    ['a client twice', { capacity: 3, clientIds: [1, 1] }, ['clientIds']],
    ['no places', { capacity: 0 }, ['capacity']],
    ['a repeat ending before it starts', { repeat: { weekdays: [1], endDate: '2025-03-01' } }, ['repeat.endDate']],
    ['a repeat over a year', { repeat: { weekdays: [1], endDate: '2026-03-05' } }, ['repeat.endDate']],
    ['a repeat without weekdays', { repeat: { weekdays: [], endDate: '2025-03-31' } }, ['repeat.weekdays']],
    ['a weekday twice', { repeat: { weekdays: [1, 1], endDate: '2025-03-31' } }, ['repeat.weekdays']],
    ['a negative price', { price: '-1' }, ['price']],
  ])('refuses %s', (_, change, expected) => {
    expect(paths(groupOrderCreateSchema.safeParse({ ...group, ...change }))).toEqual(expected);
  });

  it.each([
    ['no repeat', null, ['2025-03-03']],
    ['Mondays and Thursdays', { weekdays: [1, 4], endDate: '2025-03-17' }, ['2025-03-03', '2025-03-06', '2025-03-10', '2025-03-13', '2025-03-17']],
    ['a first date off the chosen days', { weekdays: [5], endDate: '2025-03-14' }, ['2025-03-03', '2025-03-07', '2025-03-14']],
  ])('occurs on its dates: %s', (_, repeat, dates) => {
    expect(occurrenceDates('2025-03-03', repeat)).toEqual(dates);
  });
});

describe('breaks', () => {
  const lunch = { employeeId: 7, date: '2025-03-30', startTime: '13:00', endTime: '14:00' };
  it('ends after it starts', () => {
    expect(breakCreateSchema.parse(lunch)).toEqual({ ...lunch, description: null, confirmOutsideWorkingHours: false });
    expect(paths(breakCreateSchema.safeParse({ ...lunch, endTime: '12:00' }))).toEqual(['endTime']);
    expect(paths(breakCreateSchema.safeParse({ ...lunch, startTime: '9:00' }))).toEqual(['startTime']);
  });

  it('changes only what is sent', () => {
    expect(breakUpdateSchema.parse({ version: 2, endTime: '14:30' })).toEqual({ version: 2, endTime: '14:30', confirmOutsideWorkingHours: false });
    expect(paths(breakUpdateSchema.safeParse({ version: 2, startTime: '15:00', endTime: '14:00' }))).toEqual(['endTime']);
  });
});
