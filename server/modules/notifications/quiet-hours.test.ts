import { describe, expect, it } from 'vitest';
import { zonedToInstant } from '../../../src/schema/schedule/time-zone';
import { afterQuietHours } from './quiet-hours';

const night = { from: '20:00', to: '09:00' };
const lunch = { from: '13:00', to: '14:00' };
const at = (date: string, time: string, zone: string) => zonedToInstant(date, time, zone);

describe('afterQuietHours', () => {
  it('lets a message outside the quiet hours go when it is due', () => {
    const due = at('2026-11-27', '10:15', 'Europe/Belgrade');
    expect(afterQuietHours(due, night, 'Europe/Belgrade')).toBe(due);
    expect(afterQuietHours(due, null, 'Europe/Belgrade')).toBe(due);
  });

  it('holds an evening message until the next morning, in the branch’s own zone', () => {
    expect(afterQuietHours(at('2026-11-27', '22:30', 'Europe/Belgrade'), night, 'Europe/Belgrade')).toBe(at('2026-11-28', '09:00', 'Europe/Belgrade'));
    // The same instant is 16:30 in New York: not quiet there.
    const due = at('2026-11-27', '22:30', 'Europe/Belgrade');
    expect(afterQuietHours(due, night, 'America/New_York')).toBe(due);
  });

  it('holds a message due after midnight until that same morning', () => {
    expect(afterQuietHours(at('2026-11-28', '03:00', 'Asia/Tokyo'), night, 'Asia/Tokyo')).toBe(at('2026-11-28', '09:00', 'Asia/Tokyo'));
  });

  it('handles a window inside one day, and the day clocks change', () => {
    expect(afterQuietHours(at('2026-11-27', '13:20', 'Europe/Lisbon'), lunch, 'Europe/Lisbon')).toBe(at('2026-11-27', '14:00', 'Europe/Lisbon'));
    // 29 March 2026: Belgrade moves from +01 to +02 at 02:00.
    expect(afterQuietHours(at('2026-03-28', '23:00', 'Europe/Belgrade'), night, 'Europe/Belgrade')).toBe(at('2026-03-29', '09:00', 'Europe/Belgrade'));
  });
});
