import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { MenuTree } from '../../../src/schema/license';
import { e2eRunFile } from './e2e-run-file';

/**
 * The e2e server's own database, for what no API of the app may change: the licence a chain bought. The server
 * notes its database (TEST_DATABASE_URL's fresh one) or its data folder (the embedded PostgreSQL's port and
 * password files) in a file by port (e2e-server.ts).
 */
async function databaseUrl(): Promise<string> {
  const run = JSON.parse(await readFile(e2eRunFile(process.env.E2E_PORT ?? '3210'), 'utf8')) as { dataDir: string; databaseUrl: string | null };
  if (run.databaseUrl) return run.databaseUrl;
  const [port, password] = await Promise.all(['pg-port', 'pg-password'].map(async (name) => (await readFile(path.join(run.dataDir, name), 'utf8')).trim()));
  return `postgres://postgres:${encodeURIComponent(password!)}@127.0.0.1:${port}/postgres`;
}

export type LicenceChange = { organizationMenu?: (menu: MenuTree) => void; branchMenu?: (menu: MenuTree) => void };

/** Changes the chain's licence in force in place; the answer undoes the change. */
export async function changeLicence(orgId: number, change: LicenceChange): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: await databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; organization_menu: MenuTree; branch_menu: MenuTree }>(
      'select id, organization_menu, branch_menu from licenses where organization_id = $1 and is_active order by id desc limit 1',
      [orgId],
    );
    const row = rows[0];
    if (!row) throw new Error(`chain ${orgId} has no licence in force`);
    const organizationMenu = structuredClone(row.organization_menu);
    const branchMenu = structuredClone(row.branch_menu);
    change.organizationMenu?.(organizationMenu);
    change.branchMenu?.(branchMenu);
    const write = async (organization: MenuTree, branch: MenuTree) => {
      const writer = new pg.Client({ connectionString: await databaseUrl() });
      await writer.connect();
      try {
        await writer.query('update licenses set organization_menu = $2, branch_menu = $3 where id = $1', [row.id, organization, branch]);
      } finally {
        await writer.end();
      }
    };
    await write(organizationMenu, branchMenu);
    return () => write(row.organization_menu, row.branch_menu);
  } finally {
    await client.end();
  }
}

/**
 * Lets a client's hold on a time lapse now, as if its minutes had run out: the server's sweep (every 30 s) then
 * deletes it and tells the branch live. No API ends a hold early.
 */
export async function expireHold(orderId: number): Promise<void> {
  const client = new pg.Client({ connectionString: await databaseUrl() });
  await client.connect();
  try {
    const { rowCount } = await client.query("update orders set held_until = now() - interval '1 second' where id = $1 and held_until is not null", [orderId]);
    if (rowCount !== 1) throw new Error(`order ${orderId} is not a hold`);
  } finally {
    await client.end();
  }
}

/**
 * A listed domain as the daily re-check leaves one whose TXT record went missing a day ago: verified, checked now, not
 * found since yesterday. No API proves a domain without real DNS.
 */
export async function markDomainRecordMissing(domain: string): Promise<void> {
  const client = new pg.Client({ connectionString: await databaseUrl() });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      "update booking_addresses set verified_at = now() - interval '10 days', checked_at = now(), txt_missing_since = now() - interval '1 day' where kind = 'domain' and address = $1",
      [domain],
    );
    if (rowCount !== 1) throw new Error(`domain ${domain} is not listed`);
  } finally {
    await client.end();
  }
}

/**
 * Keeps the chain's subscription and licence as they are now; the answer puts them back (a spec that buys a plan
 * leaves the shared demo chains as the other specs expect them). Invoices and payments stay, as history.
 */
export async function keepSubscription(orgId: number): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: await databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ plan_code: string; period: string; status: string; current_period_start: Date; current_period_end: Date; licence: number }>(
      'select s.plan_code, s.period, s.status, s.current_period_start, s.current_period_end, (select max(id) from licenses where organization_id = $1 and is_active) as licence from subscriptions s where s.organization_id = $1',
      [orgId],
    );
    const kept = rows[0];
    if (!kept) throw new Error(`chain ${orgId} has no subscription`);
    return async () => {
      const writer = new pg.Client({ connectionString: await databaseUrl() });
      await writer.connect();
      try {
        await writer.query('update subscriptions set plan_code = $2, period = $3, status = $4, current_period_start = $5, current_period_end = $6, next_plan_code = null, next_period = null where organization_id = $1', [
          orgId,
          kept.plan_code,
          kept.period,
          kept.status,
          kept.current_period_start,
          kept.current_period_end,
        ]);
        await writer.query('update licenses set is_active = false where organization_id = $1 and id > $2', [orgId, kept.licence]);
      } finally {
        await writer.end();
      }
    };
  } finally {
    await client.end();
  }
}
