/**
 * Issue 17's delivery targets, measured:
 * - a reminder leaves within 60 s of its due time (p99) while a broadcast of 100 000 messages is queued at the same
 *   time: two workers (as two server processes run them) drain the outbox through a provider that answers in 5 ms,
 *   200 reminders fall due one by one over 20 s, and each one's lateness is its sent time less its due time. The
 *   floor is the same run with no broadcast queued;
 * - what planning the order's messages adds to a booking: bookings through the API (in process, no network) of a
 *   branch with every order message switched off, then of one with confirmation, three reminders, a confirm request,
 *   a thank-you and the team member's notice on.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createDb } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { outbox } from '../../server/db/tables';
import { createOutboxWorker } from '../../server/modules/outbox/outbox.worker';
import type { MessageTransport, MessageTransports } from '../../server/modules/outbox/transports';
import { notificationEvents, type NotificationEventKey } from '../../src/schema/messages/notification-events';
import { api, book, line, orderWorld, type World } from '../api/orders-support';
import { createTestApp } from '../helpers/test-app';
import { createFreshDatabase } from '../helpers/test-database';
import { percentile } from './clients-list.bench';

const broadcastSize = 100_000;
const reminderCount = 200;
const reminderSpreadMs = 20_000;
const providerMs = 5;

const quantiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
};

/** Seconds from each reminder's due time to its sending, with `queued` broadcast messages waiting from the start. */
async function reminderLateness(queued: number) {
  const database = await createFreshDatabase('bench');
  const handles = [createDb(database.url, 4), createDb(database.url, 4)];
  try {
    const { db } = handles[0]!;
    await runMigrations(db);
    await db.execute(sql`
      insert into outbox (channel, recipient, subject, body, kind, priority, broadcast_id, dedupe_key)
      select 'sms', '+38164' || lpad(i::text, 7, '0'), '', 'Spring offer: 20 % off colouring', 'marketing', 9, 1, 'broadcast:1:client-' || i
      from generate_series(1, ${queued}) i`);
    await db.execute(sql`analyze outbox`);
    const start = Date.now() + 2_000;
    const dueAt = Array.from({ length: reminderCount }, (_, i) => start + Math.round((i * reminderSpreadMs) / reminderCount));
    await db.insert(outbox).values(
      dueAt.map((due, i) => ({
        channel: 'sms' as const,
        recipient: `+38165${String(i).padStart(7, '0')}`,
        subject: '',
        body: 'Ana, see you tomorrow at 10:30',
        kind: 'transactional' as const,
        priority: 1,
        event: 'customer.reminder',
        dedupeKey: `customer.reminder:order-${i}`,
        nextAttemptAt: new Date(due),
      })),
    );
    const provider: MessageTransport = { name: 'bench', send: () => new Promise((resolve) => setTimeout(resolve, providerMs)) };
    const transports: MessageTransports = { sms: provider, email: provider, telegram: provider, push: provider, inApp: provider, instagram: provider };
    const workers = handles.map(({ db: workerDb }) =>
      createOutboxWorker({ db: workerDb, transportFor: async (message) => transports[message.channel], log: pino({ level: 'silent' }) }),
    );
    workers.forEach((worker) => worker.start());
    const remindersLeft = async () =>
      Number((await db.execute<{ n: string }>(sql`select count(*) as n from outbox where event = 'customer.reminder' and status = 'pending'`)).rows[0]!.n);
    while ((await remindersLeft()) > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all(workers.map((worker) => worker.stop()));
    const reminders = await db.execute<{ key: string; sent: Date }>(sql`select dedupe_key as key, sent_at as sent from outbox where event = 'customer.reminder'`);
    const lateness = reminders.rows.map((row) => (new Date(row.sent).getTime() - dueAt[Number(row.key.split('-')[1])]!) / 1000);
    const broadcastSent = Number((await db.execute<{ n: string }>(sql`select count(*) as n from outbox where broadcast_id = 1 and status = 'sent'`)).rows[0]!.n);
    return { ...quantiles(lateness), broadcastSent, seconds: (Date.now() - start) / 1000 };
  } finally {
    await Promise.all(handles.map((handle) => handle.pool.end()));
    await database.drop();
  }
}

const orderEvents = Object.keys(notificationEvents).filter((key) =>
  ['customer.booking', 'customer.reminder', 'customer.confirmRequest', 'customer.thankYou', 'customer.missedVisit', 'employee.booking'].some((prefix) => key.startsWith(prefix)),
) as NotificationEventKey[];
const busyRules: Partial<Record<NotificationEventKey, { channels: string[]; settings: object }>> = {
  'customer.bookingMade': { channels: ['sms', 'email'], settings: {} },
  'customer.reminder': { channels: ['sms'], settings: { leadMinutes: [60, 6 * 60, 24 * 60] } },
  'customer.confirmRequest': { channels: ['sms'], settings: { leadMinutes: [48 * 60] } },
  'customer.thankYou': { channels: ['email'], settings: { delayMinutes: 120 } },
  'employee.bookingMade': { channels: ['inApp'], settings: {} },
};

/** Milliseconds per booking through the API, with the order's messages off and on, interleaved so both share the noise. */
async function bookingPlanningCost(bookings: number) {
  const t = await createTestApp();
  try {
    const worlds = { off: await orderWorld(t.app, 'Bench quiet'), on: await orderWorld(t.app, 'Bench busy') };
    const setRules = async (world: World, on: boolean) => {
      for (const event of orderEvents) {
        const rule = busyRules[event];
        const answer = await api(t.app, 'PUT', `/branches/${world.branchId}/notification-rules/${event}`, world.owner, {
          enabled: on && Boolean(rule),
          channels: rule?.channels ?? [...notificationEvents[event].defaultChannels],
          settings: rule?.settings ?? {},
          version: 0,
        });
        if (answer.statusCode !== 200) throw new Error(`${event}: ${answer.body}`);
      }
      const contact = await api(t.app, 'PATCH', `/branches/${world.branchId}/clients/${world.client}`, world.owner, { version: 1, phone: '+381641234567', email: 'clara@example.test' });
      if (contact.statusCode !== 200) throw new Error(contact.body);
    };
    await setRules(worlds.off, false);
    await setRules(worlds.on, true);
    const took = { off: [] as number[], on: [] as number[] };
    for (let i = 0; i < bookings; i++) {
      const date = new Date(Date.UTC(2031, 0, 1 + i)).toISOString().slice(0, 10);
      for (const which of ['off', 'on'] as const) {
        const world = worlds[which];
        const began = performance.now();
        const answer = await book(t.app, world, [line(world, { date, startTime: '10:00' })]);
        took[which].push(performance.now() - began);
        if (answer.statusCode !== 201) throw new Error(answer.body);
      }
    }
    const planned = Number((await t.app.db.execute<{ n: string }>(sql`select count(*) as n from outbox where organization_id = ${worlds.on.orgId}`)).rows[0]!.n);
    // The first bookings warm the code and the plans; they are left out of the figures.
    const warm = (values: number[]) => values.slice(Math.min(20, Math.floor(values.length / 5)));
    return { off: quantiles(warm(took.off)), on: quantiles(warm(took.on)), messagesPerBooking: planned / bookings };
  } finally {
    await t.close();
  }
}

export async function measureMessages() {
  return {
    floor: await reminderLateness(0),
    loaded: await reminderLateness(broadcastSize),
    booking: await bookingPlanningCost(150),
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const s = (n: number) => `${n.toFixed(2)} s`;

export function printMessages({ floor, loaded, booking }: Awaited<ReturnType<typeof measureMessages>>) {
  console.log(`\n== Reminders due while a broadcast is queued: lateness from due to sent (target p99 ≤ 60 s), 2 workers, provider ${providerMs} ms`);
  console.log(`  ${broadcastSize} broadcast messages queued: p50 ${s(loaded.p50)}, p99 ${s(loaded.p99)}, max ${s(loaded.max)}; ${loaded.broadcastSent} of the broadcast sent meanwhile`);
  console.log(`  floor, nothing else queued:      p50 ${s(floor.p50)}, p99 ${s(floor.p99)}, max ${s(floor.max)}`);
  console.log(`\n== A booking through the API with its messages planned (${booking.messagesPerBooking.toFixed(1)} messages each) and without`);
  console.log(`  with messages:    p50 ${ms(booking.on.p50)}, p99 ${ms(booking.on.p99)}`);
  console.log(`  without messages: p50 ${ms(booking.off.p50)}, p99 ${ms(booking.off.p99)}`);
  console.log(`  planning adds ${ms(booking.on.p50 - booking.off.p50)} at the median`);
}
