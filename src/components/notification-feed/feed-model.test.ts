import { describe, expect, it } from 'vitest';
import type { FeedItem, FeedPage } from '@/schema/messages/in-app-feed';
import { feedItemHref } from '@/schema/messages/in-app-feed';
import { badgeText, groupByDay, pageMarkedRead, timeAgo } from './feed-model';

const item = (id: number, at: string, more: Partial<FeedItem> = {}): FeedItem => ({
  id,
  event: 'employee.bookingMade',
  title: `Message ${id}`,
  body: 'Ana Petrović, Haircut',
  organizationId: 3,
  branchId: 7,
  orderId: 100 + id,
  at,
  read: false,
  ...more,
});

describe('badgeText', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('%i unread shows %s', (unread, text) => {
    expect(badgeText(unread)).toBe(text);
  });
});

describe('groupByDay', () => {
  // 2026-03-10 09:30 in Belgrade (UTC+1).
  const now = Date.parse('2026-03-10T08:30:00Z');

  it('groups newest-first items by the day of the given clock: today, yesterday, then dates', () => {
    const items = [
      item(6, '2026-03-10T08:00:00Z'),
      item(5, '2026-03-09T23:30:00Z'), // 00:30 on the 10th in Belgrade: today there
      item(4, '2026-03-09T22:59:00Z'), // 23:59 on the 9th
      item(3, '2026-03-09T06:00:00Z'),
      item(2, '2026-03-02T12:00:00Z'),
      item(1, '2026-03-02T11:00:00Z'),
    ];
    const days = groupByDay(items, now, 'Europe/Belgrade');
    expect(days.map((day) => [day.date, day.when, day.items.map((i) => i.id)])).toEqual([
      ['2026-03-10', 'today', [6, 5]],
      ['2026-03-09', 'yesterday', [4, 3]],
      ['2026-03-02', 'earlier', [2, 1]],
    ]);
  });

  it('reads the same instants on another clock into other days', () => {
    const days = groupByDay([item(5, '2026-03-09T23:30:00Z'), item(4, '2026-03-09T22:59:00Z')], now, 'UTC');
    expect(days.map((day) => [day.date, day.when, day.items.length])).toEqual([
      ['2026-03-09', 'yesterday', 2],
    ]);
  });

  it('has no days for no items', () => {
    expect(groupByDay([], now, 'UTC')).toEqual([]);
  });
});

describe('feedItemHref', () => {
  it('opens the appointment in its branch’s schedule, on its day when known', () => {
    expect(feedItemHref(item(1, '2026-03-10T08:00:00Z'))).toBe('/chain/3/branch/7/schedule/order/101');
    expect(feedItemHref(item(1, '2026-03-10T08:00:00Z'), '2026-03-12')).toBe(
      '/chain/3/branch/7/schedule/order/101?d=2026-03-12',
    );
  });

  it('leads nowhere for news about no appointment or no branch', () => {
    expect(feedItemHref(item(1, '2026-03-10T08:00:00Z', { orderId: null }))).toBeNull();
    expect(feedItemHref(item(1, '2026-03-10T08:00:00Z', { branchId: null }))).toBeNull();
    expect(feedItemHref(item(1, '2026-03-10T08:00:00Z', { organizationId: null }))).toBeNull();
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => timeAgo(now - ms, now);

  it.each([
    [0, { value: 0, unit: 'second' }],
    [59_999, { value: 0, unit: 'second' }],
    [-30_000, { value: 0, unit: 'second' }],
    [60_000, { value: 1, unit: 'minute' }],
    [59 * 60_000 + 59_000, { value: 59, unit: 'minute' }],
    [3_600_000, { value: 1, unit: 'hour' }],
    [23.9 * 3_600_000, { value: 23, unit: 'hour' }],
    [24 * 3_600_000, { value: 1, unit: 'day' }],
    [6.9 * 24 * 3_600_000, { value: 6, unit: 'day' }],
  ])('%i ms ago is %o', (ms, expected) => {
    expect(ago(ms)).toEqual(expected);
  });

  it('says nothing relative from a week on', () => {
    expect(ago(7 * 24 * 3_600_000)).toBeNull();
  });
});

describe('pageMarkedRead', () => {
  it('marks items up to the id read and takes the server’s count', () => {
    const page: FeedPage = {
      items: [
        item(9, '2026-03-10T08:00:00Z'),
        item(8, '2026-03-10T07:00:00Z'),
        item(7, '2026-03-10T06:00:00Z', { read: true }),
      ],
      unread: 5,
      nextBefore: 7,
    };
    const marked = pageMarkedRead(page, 8, 3);
    expect(marked.items.map((i) => [i.id, i.read])).toEqual([
      [9, false],
      [8, true],
      [7, true],
    ]);
    expect(marked).toMatchObject({ unread: 3, nextBefore: 7 });
    expect(marked.items[2]).toBe(page.items[2]);
  });
});
