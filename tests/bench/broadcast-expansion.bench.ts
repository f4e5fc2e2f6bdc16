/**
 * A broadcast to 100 000 clients (issue 17 item 5), measured: how long counting the audience takes, and how the
 * expansion into outbox rows goes — how many transactions, how long each one holds its locks (the broadcast's row;
 * the rows it inserts), and the whole. Clients are inserted by SQL, each with an e-mail and its consent, so every one
 * is a recipient and every row carries its own signed unsubscribe link.
 */
import { sql } from 'drizzle-orm';
import { createDb } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { broadcasts } from '../../server/db/tables';
import { countAudience } from '../../server/modules/broadcasts/broadcast-audience';
import { expandBatch } from '../../server/modules/broadcasts/broadcast-expansion';
import { unsubscribeKeyOf } from '../../server/modules/broadcasts/unsubscribe-token';
import { everyClient } from '../../src/schema/messages/broadcast';
import { createFreshDatabase } from '../helpers/test-database';
import { percentile } from './clients-list.bench';

const audienceSize = 100_000;
const batchSize = 1000;

export async function measureBroadcastExpansion() {
  const database = await createFreshDatabase('bench');
  const { db, pool } = createDb(database.url, 4);
  try {
    await runMigrations(db);
    await db.execute(sql`insert into organizations (id, name) values (1, 'Bench chain')`);
    await db.execute(sql`insert into branches (organization_id, id, name, iso_currency, time_zone, working_hours) values (1, 2, 'Centre', 'EUR', 'Europe/Belgrade', '{}'::jsonb)`);
    await db.execute(sql`
      insert into clients (organization_id, branch_id, first_name, last_name, email, marketing_email)
      select 1, 2, 'Client' || i, 'Bench', 'client' || i || '@bench.test', true from generate_series(1, ${audienceSize}) i`);
    await db.execute(sql`analyze clients`);
    // Quiet hours off and a fast pace, so that the figures are the expansion's own whatever the hour of the run.
    await db.execute(sql`insert into marketing_settings (organization_id, branch_id, settings) values (1, 2, ${JSON.stringify({ frequencyCap: { max: 2, days: 7 }, perSecond: { email: 200, sms: 100, telegram: 20 }, quietHours: null, smsPartPrice: null })}::jsonb)`);

    const countStart = performance.now();
    const counted = await countAudience(db, { organizationId: 1, branchId: 2 }, 'email', everyClient, { max: 2, days: 7 });
    const countMs = performance.now() - countStart;

    const [row] = await db
      .insert(broadcasts)
      .values({ organizationId: 1, branchId: 2, channel: 'email', name: 'Spring', subject: 'Spring at {{branchName}}', body: 'Dear {{clientName}},\n\n20 % off colouring all week.\n\nLeave: {{unsubscribeLink}}', audience: everyClient, status: 'sending', startedAt: new Date() })
      .returning({ id: broadcasts.id });
    const deps = { db, origin: () => 'https://salon.example', unsubscribeKey: unsubscribeKeyOf(new Uint8Array(32).fill(1)) };
    const batchMs: number[] = [];
    const start = performance.now();
    for (;;) {
      const batchStart = performance.now();
      const outcome = await expandBatch(deps, 1, row!.id, batchSize);
      batchMs.push(performance.now() - batchStart);
      if (outcome !== 'more') break;
    }
    const totalMs = performance.now() - start;
    const rows = Number((await db.execute<{ n: string }>(sql`select count(*) as n from outbox where broadcast_id = ${row!.id}`)).rows[0]!.n);
    const sorted = [...batchMs].sort((a, b) => a - b);
    return { countMs, recipients: counted.recipients, rows, batches: batchMs.length, totalMs, batchP50: percentile(sorted, 50), batchMax: sorted.at(-1)! };
  } finally {
    await pool.end();
    await database.drop();
  }
}

export function printBroadcastExpansion(result: Awaited<ReturnType<typeof measureBroadcastExpansion>>) {
  console.log(`\n== A broadcast to ${audienceSize.toLocaleString('en')} clients (e-mail, each row with its own signed unsubscribe link)`);
  console.log(`  audience count: ${result.recipients} recipients in ${result.countMs.toFixed(0)} ms`);
  console.log(`  expansion: ${result.rows} rows in ${result.batches} transactions of ${batchSize} clients, ${(result.totalMs / 1000).toFixed(1)} s in all`);
  console.log(`  each transaction (the time it holds its locks): p50 ${result.batchP50.toFixed(0)} ms, max ${result.batchMax.toFixed(0)} ms`);
}
