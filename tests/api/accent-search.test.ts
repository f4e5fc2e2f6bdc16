import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, employees } from '../../server/db/tables';
import type { FilterCondition } from '../../src/schema/list-query';
import { clientsResource } from '../../src/schema/resources/clients';
import { employeesResource } from '../../src/schema/resources/employees';
import { createDataProvider } from '../../src/providers/data-provider';
import { referenceOptionsQuery } from '../../src/resources/engine/inputs/reference-options-query';
import { resourceApiPath } from '../../src/resources/engine/resource-paths';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chainWithOwner, type Chain } from './settings-support';

/**
 * Search and the filter bar's text modes ignore case and accents, the way PostgreSQL's search_fold() reads text
 * (lower case, unaccent, "dj" as "d"): in the clients list, another resource (employees), a reference picker's
 * query, and never across organisations.
 */
describe('search that ignores accents and case', () => {
  let t: TestApp;
  let chain: Chain;
  let other: Chain;
  const client: Record<'ilic' | 'dorde' | 'zivkovic' | 'jovanovic' | 'symbols', number> = { ilic: 0, dorde: 0, zivkovic: 0, jovanovic: 0, symbols: 0 };
  let foreignDorde: number;
  let employeeDorde: number;
  let employeeIlic: number;

  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp();
    chain = await chainWithOwner(t.app, 'Accent Chain');
    other = await chainWithOwner(t.app, 'Accent Other');
    const scope = { organizationId: chain.orgId, branchId: chain.branchId };
    const rows = await t.app.db
      .insert(clients)
      .values([
        { ...scope, firstName: 'Marko', lastName: 'Ilić' },
        { ...scope, firstName: 'Đorđe', lastName: 'Petrović' },
        { ...scope, firstName: 'Jelena', lastName: 'Živković', email: 'jelena.zivkovic@example.com' },
        { ...scope, firstName: 'Ana', lastName: 'Jovanović' },
        { ...scope, firstName: 'Sale_100%', lastName: 'Back\\slash' },
      ])
      .returning({ id: clients.id });
    [client.ilic, client.dorde, client.zivkovic, client.jovanovic, client.symbols] = ids(rows) as [number, number, number, number, number];
    [{ id: foreignDorde }] = (await t.app.db
      .insert(clients)
      .values({ organizationId: other.orgId, branchId: other.branchId, firstName: 'Đorđe', lastName: 'Ilić' })
      .returning({ id: clients.id })) as [{ id: number }];
    [employeeDorde, employeeIlic] = ids(
      await t.app.db
        .insert(employees)
        .values([
          { ...scope, firstName: 'Đorđe', lastName: 'Živković', color: '#aa3366' },
          { ...scope, firstName: 'Milan', lastName: 'Ilić', color: '#3366aa' },
        ])
        .returning({ id: employees.id }),
    ) as [number, number];
  });
  afterAll(() => t.close());

  const list = async (name: 'clients' | 'employees', query: { q?: string; conditions?: FilterCondition[] }, who: Chain = chain) => {
    const params = new URLSearchParams({ perPage: '100' });
    if (query.q !== undefined) params.set('q', query.q);
    if (query.conditions) params.set('filters', JSON.stringify({ combiner: 'and', conditions: query.conditions }));
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/branches/${who.branchId}/${name}?${params}`, headers: who.owner });
    expect(res.statusCode, res.body).toBe(200);
    return ids(res.json().items as { id: number }[]).sort((a, b) => a - b);
  };
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

  it('finds clients by q whatever the case and accents typed', async () => {
    const cases: [string, number[]][] = [
      ['Ilic', [client.ilic]],
      ['ILIĆ', [client.ilic]],
      ['ilić', [client.ilic]],
      ['dorde', [client.dorde]],
      ['djordje', [client.dorde]],
      ['DJORDJE', [client.dorde]],
      ['Đorđe', [client.dorde]],
      ['zivkovic', [client.zivkovic]],
      ['ŽIVKOVIĆ', [client.zivkovic]],
      ['djordje petrovic', [client.dorde]],
      ['dorde ilic', []],
    ];
    for (const [q, expected] of cases) expect(await list('clients', { q }), q).toEqual(sorted(expected));
  });

  it('applies the filter bar text modes to the folded text', async () => {
    const cases: [FilterCondition, number[]][] = [
      [{ field: 'lastName', matchMode: 'contains', value: 'ILIC' }, [client.ilic]],
      [{ field: 'lastName', matchMode: 'startsWith', value: 'ziv' }, [client.zivkovic]],
      [{ field: 'lastName', matchMode: 'endsWith', value: 'VIC' }, [client.dorde, client.zivkovic, client.jovanovic]],
      [{ field: 'firstName', matchMode: 'equals', value: 'djordje' }, [client.dorde]],
      [{ field: 'firstName', matchMode: 'equals', value: 'dor' }, []],
      [{ field: 'lastName', matchMode: 'notContains', value: 'ilić' }, [client.dorde, client.zivkovic, client.jovanovic, client.symbols]],
      [{ field: 'lastName', matchMode: 'notEquals', value: 'ILIC' }, [client.dorde, client.zivkovic, client.jovanovic, client.symbols]],
      [{ field: 'email', matchMode: 'contains', value: 'ŽIVKOVIĆ' }, [client.zivkovic]],
    ];
    for (const [condition, expected] of cases) expect(await list('clients', { conditions: [condition] }), JSON.stringify(condition)).toEqual(sorted(expected));
  });

  it('takes %, _ and \\ literally, full-width ones too (unaccent makes them plain: folded first, then escaped)', async () => {
    for (const value of ['%', '_', '\\', '％', '＿', '＼', '0%']) {
      const field = value.includes('\\') || value === '＼' ? 'lastName' : 'firstName';
      expect(await list('clients', { conditions: [{ field, matchMode: 'contains', value }] }), value).toEqual([client.symbols]);
      expect(await list('clients', { q: value }), `q ${value}`).toEqual([client.symbols]);
    }
    expect(await list('clients', { conditions: [{ field: 'firstName', matchMode: 'startsWith', value: 'sale\\_' }] })).toEqual([]);
  });

  it('never shows another organisation’s clients, and finds theirs for them alike', async () => {
    expect(await list('clients', { q: 'djordje' })).not.toContain(foreignDorde);
    expect(await list('clients', { q: 'ilic' })).toEqual([client.ilic]);
    expect(await list('clients', { q: 'djordje ilic' }, other)).toEqual([foreignDorde]);
    expect(await list('clients', { conditions: [{ field: 'lastName', matchMode: 'equals', value: 'ilic' }] }, other)).toEqual([foreignDorde]);
  });

  it('finds employees the same way, by q and by filter', async () => {
    expect(await list('employees', { q: 'djordje' })).toEqual([employeeDorde]);
    expect(await list('employees', { q: 'ILIC' })).toEqual([employeeIlic]);
    expect(await list('employees', { conditions: [{ field: 'lastName', matchMode: 'contains', value: 'zivkovic' }] })).toEqual([employeeDorde]);
    expect(await list('employees', { conditions: [{ field: 'firstName', matchMode: 'startsWith', value: 'DJ' }] })).toEqual([employeeDorde]);
  });

  describe('a reference picker', () => {
    let origin: string;
    beforeAll(async () => {
      origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    /** The picker's own query (referenceOptionsQuery) sent by the app's own data provider over HTTP. */
    const options = async (target: typeof clientsResource | typeof employeesResource, typed: string) => {
      const http = axios.create({ baseURL: `${origin}/api/v1`, headers: chain.owner });
      const resource = resourceApiPath(target, { orgId: chain.orgId, branchId: chain.branchId });
      const answer = await createDataProvider(http).getList({ resource, ...referenceOptionsQuery(target, typed) });
      return ids(answer.data as { id: number }[]).sort((a, b) => a - b);
    };

    it('offers Đorđe for "djordje" and Ilić for "ilic", only of its own organisation', async () => {
      expect(await options(employeesResource, 'djordje')).toEqual([employeeDorde]);
      expect(await options(employeesResource, 'ilic')).toEqual([employeeIlic]);
      expect(await options(clientsResource, 'dorde')).toEqual([client.dorde]);
      expect(await options(clientsResource, 'zivkovic')).toEqual([client.zivkovic]);
    });
  });
});
