import { describe, expect, it } from 'vitest';
import { notificationEvents } from '@/schema/messages/notification-events';
import { pushMatrix } from './push-matrix';

describe('the push settings’ matrix', () => {
  const rows = pushMatrix();

  it('has a row per kind of staff event and a cell per role that gets it', () => {
    expect(rows.find((row) => row.type === 'bookingMade')?.events).toEqual({ employee: 'employee.bookingMade' });
    expect(rows.find((row) => row.type === 'onlineBookingMade')?.events).toEqual({ administrator: 'administrator.onlineBookingMade', owner: 'owner.onlineBookingMade' });
  });

  it('holds every staff notification that may go by push exactly once, and no client’s', () => {
    const cells = rows.flatMap((row) => Object.values(row.events));
    const pushable = Object.entries(notificationEvents)
      .filter(([, event]) => event.recipient !== 'customer' && (event.channels as readonly string[]).includes('push'))
      .map(([key]) => key);
    expect(cells.sort()).toEqual(pushable.sort());
    expect(new Set(rows.map((row) => row.type)).size).toBe(rows.length);
  });
});
