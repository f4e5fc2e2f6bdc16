import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { distributedTables, lookupsWithoutChain, statementsWithoutChain } from '../../server/db/distribution';
import * as tableDefinitions from '../../server/db/tables';
import { offendingStatements } from './captured';

/** The check after the api project, over captures written here: what it reports and what it lets through. */
describe('check of the captured statements', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  const offendersOf = async (captures: { text: string; caller: string }[]) => {
    const dir = await mkdtemp(join(tmpdir(), 'sql-capture-test-'));
    dirs.push(dir);
    await writeFile(
      join(dir, 'worker-1.jsonl'),
      captures.map((capture) => `${JSON.stringify(capture)}\n`).join(''),
    );
    return offendingStatements(dir);
  };

  it('names the table, the sender and the text of a statement without its chain, and of one it cannot parse', async () => {
    const offenders = await offendersOf([
      {
        text: 'select id from sales where id = $1',
        caller:
          'server/modules/sales/sales.repository.ts:10 findSale < server/modules/sales/sales.routes.ts:5',
      },
      {
        text: 'select id from sales where organization_id = $1 and id = $2',
        caller: 'server/modules/sales/sales.repository.ts:20 findOwnSale',
      },
      { text: 'select from where', caller: 'server/modules/sales/sales.repository.ts:30 broken' },
    ]);
    expect(offenders).toHaveLength(2);
    expect(offenders[0]).toContain('sales: sales.organization_id is not equal to a value');
    expect(offenders[0]).toContain('sent from server/modules/sales/sales.repository.ts:10 findSale');
    expect(offenders[0]).toContain('select id from sales where id = $1');
    expect(offenders[1]).toContain('not parsed');
  });

  it('lets through an allowed sender, anywhere in the stack, for its tables only, and start-up code', async () => {
    const findOrderHome =
      'server/modules/orders/orders.repository.ts:22 findOrderHome < server/modules/orders/order-access.ts:34 authorizeRecord';
    const runDue = 'server/modules/broadcasts/broadcast-runner.ts:26 runDue';
    expect(
      await offendersOf([
        { text: 'select organization_id from orders where id = $1', caller: findOrderHome },
        { text: 'update broadcasts set status = $1 where scheduled_at <= now()', caller: runDue },
        {
          text: 'select id from branches',
          caller: 'server/db/seed/demo-schedule.ts:30 readBranches < server/db/seed/demo-seed.ts:158',
        },
      ]),
    ).toEqual([]);
    const offenders = await offendersOf([
      {
        text: 'select 1 from broadcasts b join clients c on c.id = b.client_id where b.status = $1',
        caller: runDue,
      },
      { text: 'select organization_id from orders where id = $1', caller: findOrderHome },
      {
        text: 'select organization_id from orders where id = $1',
        caller: 'server/modules/orders/other.ts:5 elsewhere',
      },
    ]);
    expect(offenders.map((offender) => offender.split('\n')[0])).toEqual([
      "clients: c.organization_id is not equal to a value or to a filtered table's chain",
      "orders: orders.organization_id is not equal to a value or to a filtered table's chain",
    ]);
  });

  it('allows only senders that exist, on distributed tables, and lookups by columns that exist', async () => {
    for (const sender of Object.keys(statementsWithoutChain)) {
      const [file, name, table] = sender.split(' ');
      expect(await readFile(file!, 'utf8'), sender).toMatch(new RegExp(`\\b${name}\\b`));
      if (table) expect(Object.keys(distributedTables), sender).toContain(table);
    }
    const columns = new Set(
      Object.values(tableDefinitions)
        .filter((table) => is(table, PgTable))
        .flatMap((table) => {
          const config = getTableConfig(table);
          return config.columns.map((column) => `${config.name}.${column.name}`);
        }),
    );
    for (const lookup of Object.keys(lookupsWithoutChain)) expect(columns, lookup).toContain(lookup);
  });
});
