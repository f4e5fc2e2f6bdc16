import { describe, expect, it } from 'vitest';
import type { Order } from '@/schema/schedule/order';
import { chainedStarts, isFilledLength, lineEnd, lineTerms, newOrderValues, orderValues, toOrderCreate, toOrderUpdate } from './order-form-model';
import { orderFormPath } from './order-form-schema';

const line = { serviceId: 3, employeeId: 7, resourceId: null, startTime: '10:00', duration: 45, price: '30.00' };

describe('order form ↔ API', () => {
  it('a new order from order/new carries the employee, date and time, else today and blanks', () => {
    const values = newOrderValues({ employeeId: 7, date: '2031-05-02', time: '10:15', today: '2031-05-01', client: { kind: 'walkIn' } });
    expect(values.date).toBe('2031-05-02');
    expect(values.services).toEqual([{ serviceId: null, employeeId: 7, resourceId: null, startTime: '10:15', duration: 60, price: '' }]);
    expect(newOrderValues({ employeeId: null, date: null, time: null, today: '2031-05-01', client: { kind: 'walkIn' } }).date).toBe('2031-05-01');
  });

  it('the body puts the visit date on every line and sends an empty note as null', () => {
    const values = { client: { kind: 'walkIn' as const }, date: '2031-05-02', services: [line, { ...line, startTime: '10:45' }], description: '  ' };
    expect(toOrderCreate(values, null)).toEqual({
      clientId: null,
      services: [{ ...line, date: '2031-05-02' }, { ...line, startTime: '10:45', date: '2031-05-02' }],
      description: null,
      confirmOutsideWorkingHours: false,
    });
    expect(toOrderUpdate({ ...values, description: 'Allergic' }, 5, 4, true)).toMatchObject({ version: 4, clientId: 5, description: 'Allergic', confirmOutsideWorkingHours: true });
  });

  it('an order read back fills the form as it was booked; its lines go back by id, without what only the screen reads', () => {
    const order = { date: '2031-05-02', description: null, services: [{ ...line, id: 1, onSale: true, date: '2031-05-02' }] } as unknown as Order;
    const values = orderValues(order, { kind: 'walkIn' });
    expect(values).toEqual({ client: { kind: 'walkIn' }, date: '2031-05-02', services: [{ ...line, id: 1, onSale: true }], description: '' });
    const added = { ...values, services: [...values.services, { ...line, startTime: '11:00' }] };
    expect(toOrderUpdate(added, null, 3).services).toEqual([{ ...line, id: 1, date: '2031-05-02' }, { ...line, startTime: '11:00', date: '2031-05-02' }]);
    expect(toOrderCreate(added, null).services).toEqual([{ ...line, date: '2031-05-02' }, { ...line, startTime: '11:00', date: '2031-05-02' }]);
  });

  it('issues land where the form shows them', () => {
    expect(orderFormPath(['clientId'])).toBe('client');
    expect(orderFormPath(['services', 1, 'date'])).toBe('date');
    expect(orderFormPath(['services', 1, 'startTime'])).toBe('services.1.startTime');
  });
});

describe('prices and times', () => {
  const service = { price: '30.00', duration: 60 };
  const performers = [
    { employeeId: 7, price: '45.00', duration: 45 },
    { employeeId: 8, price: null, duration: 75 },
    { employeeId: 6, price: '20.00', duration: null },
  ];
  it.each([
    [7, '45.00', 45],
    [8, '30.00', 75],
    [6, '20.00', 60],
    [9, '30.00', 60],
    [null, '30.00', 60],
  ])('employee %s: a line at %s for %s minutes', (employeeId, price, duration) => {
    expect(lineTerms(service, performers, employeeId)).toEqual({ price, duration });
  });

  it.each([
    [60, true],
    [45, true],
    [75, true],
    [50, false],
  ])('a length of %s was filled in by the drawer: %s', (duration, filled) => {
    expect(isFilledLength(duration, service, performers)).toBe(filled);
  });

  it('lines follow each other from a picked time, and a line ends after its minutes', () => {
    expect(chainedStarts([{ duration: 45 }, { duration: 30 }, { duration: 15 }], '09:30')).toEqual(['09:30', '10:15', '10:45']);
    expect(lineEnd({ startTime: '23:30', duration: 60 })).toBe('23:59');
    expect(lineEnd({ startTime: '', duration: 60 })).toBe('');
  });
});
