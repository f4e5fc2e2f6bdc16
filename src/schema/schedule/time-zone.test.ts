import { describe, expect, it } from 'vitest';
import { addLocalDays, instantToZoned, localDayClock, localDayHours, zoneOffsetMs, zonedToInstant } from './time-zone';

const belgrade = 'Europe/Belgrade';
const utc = (iso: string) => Date.parse(iso);

describe('wall clock → instant', () => {
  it.each([
    // Ordinary winter and summer days.
    [belgrade, '2025-01-15', '09:00', '2025-01-15T08:00:00Z'],
    [belgrade, '2025-07-15', '09:00', '2025-07-15T07:00:00Z'],
    // Spring change, last Sunday of March: 02:00 → 03:00.
    [belgrade, '2025-03-30', '01:59', '2025-03-30T00:59:00Z'],
    [belgrade, '2025-03-30', '02:00', '2025-03-30T01:00:00Z'],
    [belgrade, '2025-03-30', '02:30', '2025-03-30T01:30:00Z'],
    [belgrade, '2025-03-30', '03:00', '2025-03-30T01:00:00Z'],
    [belgrade, '2025-03-30', '09:00', '2025-03-30T07:00:00Z'],
    // Autumn change, last Sunday of October: 03:00 → 02:00; 02:30 happens twice, the first one wins.
    [belgrade, '2025-10-26', '01:30', '2025-10-25T23:30:00Z'],
    [belgrade, '2025-10-26', '02:30', '2025-10-26T00:30:00Z'],
    [belgrade, '2025-10-26', '03:00', '2025-10-26T02:00:00Z'],
    [belgrade, '2025-10-26', '09:00', '2025-10-26T08:00:00Z'],
    // Half-hour offsets: India all year, Adelaide with DST (first Sunday of October, 02:00 → 03:00).
    ['Asia/Kolkata', '2025-01-15', '09:00', '2025-01-15T03:30:00Z'],
    ['Australia/Adelaide', '2025-10-05', '02:15', '2025-10-04T16:45:00Z'],
    ['Australia/Adelaide', '2025-10-05', '09:00', '2025-10-04T22:30:00Z'],
    ['UTC', '2025-03-30', '02:30', '2025-03-30T02:30:00Z'],
  ])('%s %s %s is %s', (zone, date, time, iso) => {
    expect(new Date(zonedToInstant(date, time, zone)).toISOString()).toBe(new Date(iso).toISOString());
  });
});

describe('instant → wall clock', () => {
  it.each([
    [belgrade, '2025-03-30T00:59:00Z', '2025-03-30', '01:59'],
    [belgrade, '2025-03-30T01:00:00Z', '2025-03-30', '03:00'],
    [belgrade, '2025-10-26T00:30:00Z', '2025-10-26', '02:30'],
    [belgrade, '2025-10-26T01:30:00Z', '2025-10-26', '02:30'],
    [belgrade, '2025-12-31T23:30:00Z', '2026-01-01', '00:30'],
    ['Asia/Kolkata', '2025-01-14T18:30:00Z', '2025-01-15', '00:00'],
  ])('%s %s reads %s %s', (zone, iso, date, time) => {
    expect(instantToZoned(utc(iso), zone)).toEqual({ date, time });
  });

  it('gives the offset in force', () => {
    expect(zoneOffsetMs(utc('2025-07-01T12:00:00Z'), belgrade)).toBe(2 * 3_600_000);
    expect(zoneOffsetMs(utc('2025-01-01T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });
});

describe('local days', () => {
  it.each([
    [belgrade, '2025-03-30', 23],
    [belgrade, '2025-10-26', 25],
    [belgrade, '2025-06-01', 24],
    [belgrade, '2026-03-29', 23],
    ['Australia/Adelaide', '2025-10-05', 23],
    ['Australia/Lord_Howe', '2025-10-05', 23.5],
    ['Australia/Lord_Howe', '2025-04-06', 24.5],
    ['Asia/Kolkata', '2025-03-30', 24],
  ])('%s %s lasts %f hours', (zone, date, hours) => {
    expect(localDayHours(date, zone)).toBe(hours);
  });

  it.each([
    ['2025-03-29T09:00:00Z', 1, '2025-03-30T08:00:00Z'],
    ['2025-10-25T08:00:00Z', 1, '2025-10-26T09:00:00Z'],
    ['2025-03-30T08:00:00Z', -1, '2025-03-29T09:00:00Z'],
    ['2025-03-01T09:00:00Z', 31, '2025-04-01T08:00:00Z'],
  ])('%s + %i local days keeps the wall time: %s', (iso, days, expected) => {
    expect(new Date(addLocalDays(utc(iso), days, belgrade)).toISOString()).toBe(new Date(expected).toISOString());
  });
});

describe('a local day as a line of real minutes', () => {
  it.each([
    // [zone, date, wall time, real minutes since the day began, whether the wall clock shows it]; a time in a
    // spring gap moves forward by the gap, as zonedToInstant does. Santiago's clocks skip midnight to 01:00.
    [belgrade, '2025-06-01', '09:00', 540, true],
    [belgrade, '2025-03-30', '01:59', 119, true],
    [belgrade, '2025-03-30', '02:30', 150, false],
    [belgrade, '2025-03-30', '03:00', 120, true],
    [belgrade, '2025-03-30', '09:00', 480, true],
    [belgrade, '2025-10-26', '02:30', 150, true],
    [belgrade, '2025-10-26', '03:00', 240, true],
    [belgrade, '2025-10-26', '09:00', 600, true],
    ['Australia/Lord_Howe', '2025-10-05', '02:15', 135, false],
    ['Australia/Lord_Howe', '2025-10-05', '02:30', 120, true],
    ['America/Santiago', '2025-09-07', '00:30', 30, false],
    ['America/Santiago', '2025-09-07', '01:00', 0, true],
  ])('%s %s %s is minute %f of the day (shown: %s)', (zone, date, time, minute, shown) => {
    const day = localDayClock(date, zone);
    const [h = 0, m = 0] = time.split(':').map(Number);
    expect(day.realMinute(h * 60 + m)).toBe(minute);
    expect(day.wallExists(h * 60 + m)).toBe(shown);
    expect(day.start + minute * 60_000).toBe(zonedToInstant(date, time, zone));
    // Back from the real minute: the wall time itself where it is shown (a skipped one reads past the gap).
    if (shown) expect(day.wallMinute(minute)).toBe(h * 60 + m);
  });

  it.each([
    [belgrade, '2025-10-26', 210, '02:30'],
    [belgrade, '2025-10-26', 180, '02:00'],
    [belgrade, '2025-03-30', 130, '03:10'],
    [belgrade, '2025-06-02', 770, '12:50'],
  ])('%s %s: real minute %d shows %s', (zone, date, minute, time) => {
    const wall = localDayClock(date, zone).wallMinute(minute);
    expect(`${String(Math.floor(wall / 60)).padStart(2, '0')}:${String(wall % 60).padStart(2, '0')}`).toBe(time);
    expect(instantToZoned(localDayClock(date, zone).start + minute * 60_000, zone).time).toBe(time);
  });
});
