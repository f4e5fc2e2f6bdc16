import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../server/db/seed/demo-data';
import { seedDemoIfEmpty } from '../../server/db/seed/demo-seed';
import { branches, users } from '../../server/db/tables';
import { activeLicensesOf } from '../../server/modules/account/license.repository';
import { automatedMessagesOpen } from '../../src/schema/licence-gates';
import { flattenMenu } from '../../src/schema/license-access';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './account-support';

/**
 * The demo's orders planned their messages as booking them did (server/db/seed/demo-messages.ts): on a fresh start
 * the message log and the client card's notifications tab show confirmations and reminders delivered to the log
 * transport, thank-you e-mails sent or skipped for want of an address, reminders of cancelled visits withdrawn, and
 * the reminders of visits ahead planned; nothing overdue is left for the worker to send late.
 */
describe('demo messages', () => {
  let t: TestApp;
  let seededAt = 0;
  type Row = { event: string; channel: string; status: string; reason: string | null; provider: string | null; planned: Date; due: Date; sent: Date | null; starts: Date; order_status: string; email: string | null };
  const outboxOf = async (branch: string) =>
    (
      await t.app.db.execute<Row>(sql`
        select m.event, m.channel, m.status, m.reason, m.provider, m.created_at as planned, m.next_attempt_at as due, m.sent_at as sent,
          o.starts_at as starts, o.status as order_status, c.email
        from outbox m join orders o on o.id = m.order_id left join clients c on c.id = m.client_id
        join branches b on b.id = m.branch_id where b.name = ${branch}`)
    ).rows.map((row) => ({ ...row, planned: new Date(row.planned), due: new Date(row.due), sent: row.sent && new Date(row.sent), starts: new Date(row.starts) }));

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoIfEmpty(t.app.db)).toBe(true);
    seededAt = Date.now();
  }, 120_000);
  afterAll(() => t.close());

  it("sells automated messages in the demo's plan: Marketing open, the notifications block on", async () => {
    const chains = await t.app.db.select({ organizationId: branches.organizationId }).from(branches);
    const licences = await activeLicensesOf(t.app.db, chains.map((chain) => chain.organizationId));
    expect(licences.length).toBe(2);
    for (const licence of licences) expect(automatedMessagesOpen({ organizationMenu: flattenMenu(licence.organizationMenu), branchMenu: flattenMenu(licence.branchMenu) })).toBe(true);
  });

  it('plans the reminders of visits ahead, and leaves nothing overdue for the worker', async () => {
    const rows = await outboxOf('Centre');
    const pending = rows.filter((row) => row.status === 'pending');
    expect(pending.filter((row) => row.event === 'customer.reminder').length).toBeGreaterThan(10);
    for (const row of pending) {
      expect(row.due.getTime()).toBeGreaterThan(seededAt - 120_000);
      if (row.event === 'customer.reminder') expect(row.starts.getTime()).toBeGreaterThan(row.due.getTime());
    }
  });

  it('delivered what fell due before the seed to the log transport, at its due time, planned when its change happened', async () => {
    const sent = (await outboxOf('Centre')).filter((row) => row.status === 'sent');
    expect([...new Set(sent.map((row) => row.event))]).toEqual(expect.arrayContaining(['customer.bookingMade', 'customer.reminder', 'customer.thankYou', 'employee.bookingMade']));
    for (const row of sent) {
      expect([row.channel, row.provider]).toEqual(row.channel === 'inApp' ? ['inApp', 'in-app'] : [row.channel, 'log']);
      expect(row.sent!.getTime()).toBe(row.due.getTime());
      expect(row.sent!.getTime()).toBeLessThanOrEqual(seededAt);
      // Planned when its booking or change happened, so the log lists them in the order they went.
      expect(row.planned.getTime()).toBeLessThanOrEqual(row.due.getTime());
    }
    expect(sent.filter((row) => row.planned.getTime() < seededAt - 86_400_000).length).toBeGreaterThan(100);
    // A reminder went before its visit; the thank-you after it.
    for (const row of sent.filter((r) => r.event === 'customer.reminder')) expect(row.due.getTime()).toBeLessThan(row.starts.getTime());
    for (const row of sent.filter((r) => r.event === 'customer.thankYou')) expect(row.order_status).toBe('order_status.success');
  });

  it('skips with a reason what could not go, and withdraws the reminders of cancelled visits', async () => {
    const rows = await outboxOf('Centre');
    const skipped = rows.filter((row) => row.status === 'skipped');
    expect(skipped.length).toBeGreaterThan(0);
    expect(skipped.every((row) => row.event === 'customer.thankYou' && row.reason === 'no_email' && row.email === null)).toBe(true);
    const withdrawn = rows.filter((row) => row.status === 'cancelled');
    expect(withdrawn.every((row) => row.event === 'customer.reminder' && row.reason === 'order_cancelled' && row.order_status === 'order_status.canceled')).toBe(true);
    const cancelledVisits = rows.filter((row) => row.order_status === 'order_status.canceled');
    expect(cancelledVisits.some((row) => row.event === 'customer.bookingCancelled' && row.status === 'sent')).toBe(true);
  });

  it("fills the message log and a client's notifications tab through the API", async () => {
    const [owner] = await t.app.db.select().from(users).where(eq(users.login, demoUsers.owner.login));
    const headers = await bearer(t.app, owner!.id);
    const [centre] = await t.app.db.select().from(branches).where(and(eq(branches.name, 'Centre')));
    const log = (await t.app.inject({ url: `/api/v1/branches/${centre!.id}/messages?perPage=5`, headers })).json();
    expect(log.meta.totalItems).toBeGreaterThan(100);
    const clientId = log.items.find((item: { clientId: number | null }) => item.clientId !== null).clientId;
    const card = await t.app.inject({ url: `/api/v1/clients/${clientId}/messages`, headers });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().items.length).toBeGreaterThan(0);
  });
});
