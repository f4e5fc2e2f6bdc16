import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/tables';
import { infobipMessageId } from '../../server/modules/outbox/transports/infobip-transport';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startInfobipStandIn, type InfobipStandIn } from '../support/stand-ins/infobip';

/**
 * Delivery across processes (issue 17): workers in separate processes share the outbox through SKIP LOCKED claims and
 * leases. Two at once send each message once; one killed with SIGKILL while its send is in flight leaves its claimed
 * messages to the other after the lease, which sends them again under the same Infobip `messageId`, so the provider
 * (which keys a message by it) holds each message once and none is lost.
 */

const workerScript = new URL('../support/outbox-worker-process.ts', import.meta.url).pathname;

describe('outbox workers in several processes', () => {
  let t: TestApp;
  let databaseUrl = '';
  let infobip: InfobipStandIn;
  const workers: ChildProcess[] = [];

  const startWorker = async (leaseSeconds: number, sender = 'Salon') => {
    const child = fork(workerScript, {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, DATABASE_URL: databaseUrl, INFOBIP_URL: infobip.baseUrl, INFOBIP_API_KEY: infobip.apiKey, LEASE_SECONDS: String(leaseSeconds), SENDER: sender },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    workers.push(child);
    await once(child, 'message');
    return child;
  };
  const queueReminders = async (count: number) => {
    const rows = Array.from({ length: count }, (_, i) => ({
      channel: 'sms' as const,
      recipient: `+3816412${String(i).padStart(5, '0')}`,
      subject: '',
      body: `Reminder ${i}: see you tomorrow at 10:30`,
      dedupeKey: `customer.reminder:order-${i}:client-${i}:sms`,
      kind: 'transactional' as const,
    }));
    return (await t.app.db.insert(outbox).values(rows).returning()).map((row) => infobipMessageId(row));
  };
  const statuses = async () =>
    Object.fromEntries((await t.app.db.select({ status: outbox.status, count: sql<number>`count(*)::int` }).from(outbox).groupBy(outbox.status)).map((r) => [r.status, r.count]));

  beforeAll(async () => {
    t = await createTestApp({}, { beforeBuild: async (url) => void (databaseUrl = url) });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    infobip = await startInfobipStandIn({ deduplicateMessageIds: true });
    await t.app.db.delete(outbox);
  });
  afterEach(async () => {
    for (const child of workers.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await infobip.close();
  });

  it('two worker processes running at once send 200 reminders, each exactly once', async () => {
    const keys = await queueReminders(200);
    await Promise.all([startWorker(300, 'Worker A'), startWorker(300, 'Worker B')]);
    await expect.poll(statuses, { timeout: 60_000, interval: 200 }).toEqual({ sent: 200 });
    // Every request the provider received is a different message: no second send at all, not even a deduplicated one.
    const requested = infobip.requests.map((request) => (JSON.parse(request.body) as { messages: [{ destinations: [{ messageId: string }] }] }).messages[0].destinations[0].messageId);
    expect(requested).toHaveLength(200);
    expect(new Set(requested)).toEqual(new Set(keys));
    // And both processes took part.
    expect(new Set(infobip.messages.map((message) => message.sender))).toEqual(new Set(['Worker A', 'Worker B']));
  });

  it('a worker killed with SIGKILL in the middle of a send loses nothing, and the repeat carries the same key', async () => {
    const keys = await queueReminders(30);
    infobip.failNext(1, 'hang');
    const doomed = await startWorker(2);
    await expect.poll(() => infobip.requests.length, { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);
    const inFlight = JSON.parse(infobip.requests[0]!.body) as { messages: [{ destinations: [{ messageId: string }] }] };
    doomed.kill('SIGKILL');
    await once(doomed, 'exit');
    // Sent or not, the provider never answered: only the lease can tell a second worker that the claim has lapsed.
    expect((await statuses()).sent ?? 0).toBe(0);

    await startWorker(300);
    await expect.poll(statuses, { timeout: 60_000, interval: 200 }).toEqual({ sent: 30 });
    const hungKey = inFlight.messages[0].destinations[0].messageId;
    const requestsFor = (key: string) => infobip.requests.filter((request) => request.body.includes(`"messageId":"${key}"`)).length;
    expect(requestsFor(hungKey)).toBe(2);
    // The provider holds each message once: the repeat was answered as the same message, under the same key.
    expect(infobip.messages.map((message) => message.messageId).sort()).toEqual([...keys].sort());
    const [hungRow] = await t.app.db.select().from(outbox).where(eq(outbox.dedupeKey, hungKey));
    expect(hungRow).toMatchObject({ status: 'sent', attempts: 2, providerMessageId: hungKey });
  });
});
