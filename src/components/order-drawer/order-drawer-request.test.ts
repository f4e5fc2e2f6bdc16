import { describe, expect, it } from 'vitest';
import type { ScheduleBlock } from '@/schema/schedule/schedule-read';
import { drawerTabOf, isEditStep, orderDrawerRequestOf, withDrawerStep, withoutDrawerParams } from './order-drawer-request';

const query = (text: string) => new URLSearchParams(text);

describe('the drawer routes', () => {
  it('order/new takes employee, date, time and client from the query, leaving malformed ones blank', () => {
    expect(orderDrawerRequestOf('newOrder', undefined, query('employeeId=7&date=2031-05-02&time=10:15&clientId=5&d=2031-05-02'))).toEqual({
      kind: 'new', employeeId: 7, clientId: 5, date: '2031-05-02', time: '10:15',
    });
    expect(orderDrawerRequestOf('newOrder', undefined, query('employeeId=x&date=2031-13-02&time=25:00'))).toEqual({
      kind: 'new', employeeId: null, clientId: null, date: null, time: null,
    });
  });

  it('order/{id} opens the order, or the break the schedule holds under that id; other pages open nothing', () => {
    const block = { orderId: 9, mode: 'order.break' } as ScheduleBlock;
    expect(orderDrawerRequestOf('order', '12', query(''))).toEqual({ kind: 'order', orderId: 12 });
    expect(orderDrawerRequestOf('order', '9', query(''), [block])).toEqual({ kind: 'break', block });
    expect(orderDrawerRequestOf('order', 'abc', query(''))).toBeNull();
    expect(orderDrawerRequestOf('schedule', undefined, query(''))).toBeNull();
  });

  it('its steps live in the query: tab order by default, edit only when asked', () => {
    expect(drawerTabOf(query(''))).toBe('order');
    expect(drawerTabOf(query('tab=break'))).toBe('break');
    expect(drawerTabOf(query('tab=nonsense'))).toBe('order');
    const edited = withDrawerStep(query('d=2031-05-02'), 'step', 'edit');
    expect(edited.toString()).toBe('d=2031-05-02&step=edit');
    expect(isEditStep(edited)).toBe(true);
    expect(withDrawerStep(edited, 'step', null).toString()).toBe('d=2031-05-02');
  });

  it("closing keeps the page's own query and drops what only the drawer read", () => {
    const under = withoutDrawerParams(query('filters=%7B%7D&page=2&clientId=5&employeeId=7&date=2031-05-02&time=10:15&tab=group&step=edit&sort=date:desc'));
    expect(under.toString()).toBe('filters=%7B%7D&page=2&sort=date%3Adesc');
    expect(withoutDrawerParams(query('')).toString()).toBe('');
  });
});
