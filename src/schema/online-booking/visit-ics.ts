import { zonedToInstant } from '../schedule/time-zone';
import type { Booking } from './public-booking';

/**
 * "Add to calendar": one VEVENT (RFC 5545) of a booking, made by the booking page's island in the browser once it is
 * confirmed and by the manage page's `/book/m/{token}/visit.ics` on the server, from this one builder. Start and end are
 * UTC instants of the branch's wall clock, so a calendar in any zone shows the visit at the salon's time, across a
 * change of clocks included, with no VTIMEZONE to ship.
 */
export type CalendarEvent = { uid: string; start: number; end: number; title: string; location: string; description: string; url: string; stamp: number };

const minuteMs = 60_000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The visit from its first line's start to its last line's end (lines run back to back, or side by side). */
export function visitSpan(booking: Pick<Booking, 'date' | 'startTime' | 'services'>, timeZone: string): { start: number; end: number } {
  const start = zonedToInstant(booking.date, booking.startTime, timeZone);
  const first = minutesOf(booking.startTime);
  const last = Math.max(first, ...booking.services.map((line) => minutesOf(line.startTime) + line.duration));
  // Elapsed minutes after the start: a visit over a change of clocks still lasts what it lasts.
  return { start, end: start + (last - first) * minuteMs };
}

/** 20261206T083000Z */
const utcStamp = (instant: number) => new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT values escape backslashes, semicolons, commas and line breaks. */
const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a character's UTF-8 bytes. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with the space, which counts towards their 75.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarText(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BranchBook//Online booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Where the event is made: the branch's zone, the page's origin, the manage link's path, and now. */
export type VisitCalendarPlace = { timeZone: string; origin: string; managePath: string; now: number };

/**
 * The booking's event: one UID per booking (a file downloaded again after a move updates the same event), the salon's
 * name and the services as its title, who does what and the salon's phone as its description, the manage link as its URL.
 */
export function bookingCalendarText(booking: Pick<Booking, 'orderId' | 'date' | 'startTime' | 'services' | 'branch'>, place: VisitCalendarPlace): string {
  const names = booking.services.map((line) => line.serviceName).join(', ');
  return calendarText({
    uid: `booking-${booking.orderId}@${new URL(place.origin).host}`,
    ...visitSpan(booking, place.timeZone),
    stamp: place.now,
    title: `${booking.branch.name}: ${names}`,
    location: [booking.branch.name, booking.branch.address].filter(Boolean).join(', '),
    description: [...booking.services.map((line) => `${line.serviceName} (${line.employeeName})`), booking.branch.phone ?? ''].filter(Boolean).join('\n'),
    url: `${place.origin}${place.managePath}`,
  });
}
