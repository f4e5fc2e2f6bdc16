import type { Booking } from '@/schema/online-booking/public-booking';
import { zonedToInstant } from '@/schema/schedule/time-zone';

/**
 * "Add to calendar": one VEVENT (RFC 5545) made in the browser from the confirmed booking. Start and end are UTC
 * instants of the branch's wall clock, so a calendar in any zone shows the visit at the salon's time, across a
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
