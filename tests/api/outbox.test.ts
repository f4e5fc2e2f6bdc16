import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/tables';
import { enqueueMessage, listRecentMessages, type OutboxRow } from '../../server/modules/outbox/outbox.repository';
import { createOutboxWorker, deliverPendingMessages, retryDelayMs } from '../../server/modules/outbox/outbox.worker';
import { byChannel } from '../../server/modules/outbox/transport-resolver';
import type { MessageTransport, MessageTransports } from '../../server/modules/outbox/transports';
import { createTestApp, type TestApp } from '../helpers/test-app';

const recording = (fail = false) => {
  const sent: OutboxRow[] = [];
  const transport: MessageTransport = {
    name: 'recording',
    async send(message) {
      await new Promise((r) => setTimeout(r, 5));
      if (fail) throw new Error('mail server said no');
      sent.push(message);
    },
  };
  const transports: MessageTransports = { email: transport, sms: transport, telegram: transport, push: transport, inApp: transport, instagram: transport };
  return { sent, transports };
};

const mail = (to: string) => ({ channel: 'email' as const, recipient: to, subject: 'Reset your password', body: 'Open https://x/reset?t=1' });

describe('outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.db.delete(outbox);
  });

  it('delivers a queued message once and marks it sent', async () => {
    const id = await enqueueMessage(t.app.db, mail('a@example.test'));
    const { sent, transports } = recording();
    expect(await deliverPendingMessages(t.app.db, byChannel(transports))).toEqual({ sent: 1, retried: 0, failed: 0, skipped: 0 });
    expect(sent.map((m) => m.id)).toEqual([id]);
    const [row] = await t.app.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(await deliverPendingMessages(t.app.db, byChannel(transports))).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
  });

  it('the app delivers through its log transport when no SMTP_URL is set (the demo mailbox reads the table)', async () => {
    await enqueueMessage(t.app.db, mail('b@example.test'));
    expect(await t.app.outbox.deliverPendingMessages()).toMatchObject({ sent: 1 });
    const [latest] = await listRecentMessages(t.app.db, 5);
    expect(latest).toMatchObject({ recipient: 'b@example.test', status: 'sent' });
  });

  it('retries a failing message later with growing delays, then marks it failed', async () => {
    const id = await enqueueMessage(t.app.db, mail('c@example.test'));
    const { transports } = recording(true);
    const due = () => t.app.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(outbox.id, id));

    expect(await deliverPendingMessages(t.app.db, byChannel(transports), { maxAttempts: 3 })).toEqual({ sent: 0, retried: 1, failed: 0, skipped: 0 });
    const [first] = await t.app.db.select().from(outbox).where(eq(outbox.id, id));
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'mail server said no' });
    expect(first!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing is claimed.
    expect(await deliverPendingMessages(t.app.db, byChannel(transports), { maxAttempts: 3 })).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });

    await due();
    expect((await deliverPendingMessages(t.app.db, byChannel(transports), { maxAttempts: 3 })).retried).toBe(1);
    await due();
    expect((await deliverPendingMessages(t.app.db, byChannel(transports), { maxAttempts: 3 })).failed).toBe(1);
    const [last] = await t.app.db.select().from(outbox).where(eq(outbox.id, id));
    expect(last).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('back-off doubles from 30 s and stops growing at an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('never hands one message to two workers running at once', async () => {
    for (let i = 0; i < 30; i++) await enqueueMessage(t.app.db, mail(`p${i}@example.test`));
    const { sent, transports } = recording();
    const reports = await Promise.all([1, 2, 3].map(() => deliverPendingMessages(t.app.db, byChannel(transports), { batchSize: 10 })));
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(30);
    expect(new Set(sent.map((m) => m.id)).size).toBe(30);
    expect(sent).toHaveLength(30);
  });

  it('the polling worker delivers what is queued while it runs, and stops cleanly', async () => {
    const { sent, transports } = recording();
    const worker = createOutboxWorker({ db: t.app.db, transportFor: byChannel(transports), log: t.app.log, intervalMs: 20 });
    worker.start();
    await enqueueMessage(t.app.db, mail('polled@example.test'));
    await expect.poll(() => sent.length, { timeout: 5_000 }).toBe(1);
    await worker.stop();
    await enqueueMessage(t.app.db, mail('after-stop@example.test'));
    await new Promise((r) => setTimeout(r, 100));
    expect(sent.map((m) => m.recipient)).toEqual(['polled@example.test']);
  });

  it('lists recent messages newest first, limited', async () => {
    for (const to of ['1@x.test', '2@x.test', '3@x.test']) await enqueueMessage(t.app.db, mail(to));
    await enqueueMessage(t.app.db, { ...mail('+38160000000'), channel: 'sms' });
    expect((await listRecentMessages(t.app.db, 2)).map((m) => m.recipient)).toEqual(['+38160000000', '3@x.test']);
    expect((await listRecentMessages(t.app.db, 2, 'email')).map((m) => m.recipient)).toEqual(['3@x.test', '2@x.test']);
  });
});
