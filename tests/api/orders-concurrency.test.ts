import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderServices } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, book, branchRecords, line, orderWorld, type World } from './orders-support';

describe('orders: concurrent bookings of one slot, and days when the clocks change', () => {
  let t: TestApp;
  let w: World;
  let belgrade: World;

  beforeAll(async () => {
    t = await createTestApp();
    w = await orderWorld(t.app, 'Busy Chain');
    const res = await api(t.app, 'POST', `/organizations/${w.orgId}/branches`, w.owner, { name: 'Belgrade', ISOCurrency: 'RSD', timeZone: 'Europe/Belgrade' });
    expect(res.statusCode, res.body).toBe(201);
    const branchId = res.json().id as number;
    belgrade = { ...w, branchId, ...(await branchRecords(t.app, w.owner, branchId)) };
  });
  afterAll(() => t.close());

  it('gives exactly one order and 49 conflicts to 50 concurrent bookings of one slot', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(t.app, w, [line(w, { date: '2031-10-01', startTime: '12:00' })])));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(new Set(answers.filter((res) => res.statusCode === 409).map((res) => res.json().message))).toEqual(
      new Set(['Ana Petrović already has an appointment or a break at that time.']),
    );
    const held = await t.app.db.select().from(orderServices).where(and(eq(orderServices.organizationId, w.orgId), eq(orderServices.employeeId, w.ana)));
    expect(held).toHaveLength(1);
  });

  const instantsOf = async (orderId: number) =>
    (await t.app.db.select().from(orderServices).where(and(eq(orderServices.organizationId, w.orgId), eq(orderServices.orderId, orderId)))).map((l) => [l.startsAt.toISOString(), l.endsAt.toISOString()]);

  it('moves a booking at 02:30 on the last Sunday of March (a time Belgrade skips) to 03:30', async () => {
    const res = await book(t.app, belgrade, [line(belgrade, { date: '2025-03-30', startTime: '02:30', duration: 60 })]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ date: '2025-03-30', startTime: '03:30', endTime: '04:30', services: [{ startTime: '03:30', duration: 60 }] });
    expect(await instantsOf(res.json().id)).toEqual([['2025-03-30T01:30:00.000Z', '2025-03-30T02:30:00.000Z']]);
  });

  it('counts real hours on the 25-hour day of October: 01:00 for three hours ends at 03:00, and the repeated 02:30 is taken', async () => {
    const long = await book(t.app, belgrade, [line(belgrade, { date: '2025-10-26', startTime: '01:00', duration: 180 })]);
    expect(long.statusCode, long.body).toBe(201);
    expect(long.json()).toMatchObject({ startTime: '01:00', endTime: '03:00' });
    expect(await instantsOf(long.json().id)).toEqual([['2025-10-25T23:00:00.000Z', '2025-10-26T02:00:00.000Z']]);
    const repeated = await book(t.app, belgrade, [line(belgrade, { date: '2025-10-26', startTime: '02:30', duration: 30 })]);
    expect(repeated.statusCode).toBe(409);
    const after = await book(t.app, belgrade, [line(belgrade, { date: '2025-10-26', startTime: '03:00', duration: 30 })]);
    expect(after.statusCode, after.body).toBe(201);
    const breakOverDay = await api(t.app, 'POST', `/branches/${belgrade.branchId}/breaks`, w.owner, {
      employeeId: belgrade.boris,
      date: '2025-10-26',
      startTime: '00:00',
      endTime: '23:00',
      confirmOutsideWorkingHours: true,
    });
    expect(breakOverDay.statusCode, breakOverDay.body).toBe(201);
    const [span] = await instantsOf(breakOverDay.json().id);
    expect((Date.parse(span![1]!) - Date.parse(span![0]!)) / 3_600_000).toBe(24);
  });
});
