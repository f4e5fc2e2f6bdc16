import { describe, expect, it } from 'vitest';
import { bookingCalendarText, calendarText, foldLine, visitSpan, type CalendarEvent } from './visit-ics';

const line = (startTime: string, duration: number) => ({ serviceId: 1, employeeId: 2, startTime, duration, price: '10.00', serviceName: 'Cut', employeeName: 'Ana' });

describe('the booking as a calendar event', () => {
  it("starts and ends at the branch's wall clock, in UTC", () => {
    // Belgrade is UTC+1 in December and UTC+2 in July.
    expect(visitSpan({ date: '2026-12-06', startTime: '09:30', services: [line('09:30', 60)] }, 'Europe/Belgrade')).toEqual({
      start: Date.UTC(2026, 11, 6, 8, 30),
      end: Date.UTC(2026, 11, 6, 9, 30),
    });
    expect(visitSpan({ date: '2026-07-06', startTime: '09:30', services: [line('09:30', 45)] }, 'Europe/Belgrade').start).toBe(Date.UTC(2026, 6, 6, 7, 30));
  });

  it('lasts from the first line to the end of the last, back to back', () => {
    const span = visitSpan({ date: '2026-12-06', startTime: '10:00', services: [line('10:00', 60), line('11:00', 30)] }, 'Europe/Belgrade');
    expect((span.end - span.start) / 60_000).toBe(90);
  });

  it('lasts its real length over the night the clocks go back', () => {
    // 2026-10-25 03:00 in Belgrade becomes 02:00: 01:30 + 120 minutes is two hours later whatever the wall clock says.
    const span = visitSpan({ date: '2026-10-25', startTime: '01:30', services: [line('01:30', 120)] }, 'Europe/Belgrade');
    expect(span).toEqual({ start: Date.UTC(2026, 9, 24, 23, 30), end: Date.UTC(2026, 9, 25, 1, 30) });
  });

  const event: CalendarEvent = {
    uid: '42@salon.example',
    start: Date.UTC(2026, 11, 6, 8, 30),
    end: Date.UTC(2026, 11, 6, 9, 30),
    stamp: Date.UTC(2026, 10, 28, 9, 0, 5),
    title: 'Centre: Women’s haircut, Blow-dry',
    location: 'Knez Mihailova 12; Belgrade',
    description: 'With Ana\nCall +381 11 3234567',
    url: 'https://salon.example/book/m/abc',
  };

  it('writes one VEVENT with CRLF lines and escaped text', () => {
    const text = calendarText(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//BranchBook//Online booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:42@salon.example',
      'DTSTAMP:20261128T090005Z',
      'DTSTART:20261206T083000Z',
      'DTEND:20261206T093000Z',
      'SUMMARY:Centre: Women’s haircut\\, Blow-dry',
      'LOCATION:Knez Mihailova 12\\; Belgrade',
      'DESCRIPTION:With Ana\\nCall +381 11 3234567',
      'URL:https://salon.example/book/m/abc',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('leaves out an empty location and description', () => {
    const text = calendarText({ ...event, location: '', description: '' });
    expect(text).not.toContain('LOCATION');
    expect(text).not.toContain('DESCRIPTION');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'Šišanje '.repeat(20)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(long);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it("makes a booking's event the same wherever it is made: one UID a booking, its services, the manage link", () => {
    const booking = {
      orderId: 42,
      date: '2026-12-06',
      startTime: '09:30',
      services: [line('09:30', 60), { ...line('10:30', 30), serviceName: 'Blow-dry', employeeName: 'Iva' }],
      branch: { name: 'Centre', address: 'Knez Mihailova 12', phone: '+381113234567' },
    };
    const text = bookingCalendarText(booking, { timeZone: 'Europe/Belgrade', origin: 'https://salon.example', managePath: '/book/m/abc?lang=SR', now: Date.UTC(2026, 10, 28, 9, 0, 5) });
    expect(text).toBe(
      calendarText({
        uid: 'booking-42@salon.example',
        start: Date.UTC(2026, 11, 6, 8, 30),
        end: Date.UTC(2026, 11, 6, 10, 0),
        stamp: Date.UTC(2026, 10, 28, 9, 0, 5),
        title: 'Centre: Cut, Blow-dry',
        location: 'Centre, Knez Mihailova 12',
        description: 'Cut (Ana)\nBlow-dry (Iva)\n+381113234567',
        url: 'https://salon.example/book/m/abc?lang=SR',
      }),
    );
  });
});
