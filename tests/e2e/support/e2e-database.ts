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
