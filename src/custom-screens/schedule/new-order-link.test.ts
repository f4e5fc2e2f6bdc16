import { describe, expect, it } from 'vitest';
import { newAppointmentAt, newOrderQuery } from './new-order-link';
import type { ScheduleParams } from './use-schedule-params';

const params: ScheduleParams = { date: '2031-05-02', view: 'day', employeeId: null, showEveryone: false };

describe('newOrderQuery', () => {
  it('names who, the day and the time, and carries the view without its day', () => {
    expect(newOrderQuery({ employeeId: 7, date: '2031-05-02', time: '10:15' }, { ...params, view: 'week', employeeId: 7 })).toBe(
      'employeeId=7&date=2031-05-02&time=10:15&view=week&emp=7',
    );
  });

  it('leaves out who and when it does not know', () => {
    expect(newOrderQuery({ employeeId: null, date: '2031-05-02', time: null }, { ...params, showEveryone: true })).toBe(
      'date=2031-05-02&all=1',
    );
  });
});

describe('newAppointmentAt', () => {
  const belgrade = 'Europe/Belgrade';
  // 2031-05-02 09:38:20 UTC is 11:38:20 in Belgrade (summer time).
  const now = Date.parse('2031-05-02T09:38:20Z');

  it.each([
    ['today: the next 5-minute mark on the branch clock', now, '11:40'],
    ['on a mark: that mark', Date.parse('2031-05-02T09:40:00Z'), '11:40'],
    ['a second past a mark: the next one', Date.parse('2031-05-02T09:40:01Z'), '11:45'],
  ])('%s', (_, at, time) => {
    expect(newAppointmentAt('2031-05-02', 3, at, belgrade)).toEqual({ employeeId: 3, date: '2031-05-02', time });
  });

  it('a zone 45 minutes off the hour rounds its own clock', () => {
    expect(newAppointmentAt('2031-05-02', null, now, 'Asia/Kathmandu').time).toBe('15:25');
  });

  it('just before midnight: the first mark of the next day', () => {
    expect(newAppointmentAt('2031-05-02', 3, Date.parse('2031-05-02T21:58:00Z'), belgrade)).toEqual({
      employeeId: 3,
      date: '2031-05-03',
      time: '00:00',
    });
  });

  it('another day: that day, with no time yet', () => {
    expect(newAppointmentAt('2031-05-09', null, now, belgrade)).toEqual({ employeeId: null, date: '2031-05-09', time: null });
  });
});
