import { beforeAll, describe, expect, it } from 'vitest';
import { checkStatement, loadParser } from './chain-filter';

/** The check behind tests/sql-capture/: which tables of a statement it finds without their chain. */
describe('chain filter of a statement', () => {
  beforeAll(loadParser);

  const tablesWithoutChain = (text: string) => {
    const verdict = checkStatement(text);
    if ('unparsed' in verdict) throw new Error(verdict.unparsed);
    return verdict.offences.map((offence) => offence.table);
  };

  it('accepts a table equal to a value on its chain, by =, = any and in, also inside a row comparison', () => {
    expect(
      tablesWithoutChain(
        'select "id" from "orders" where ("orders"."organization_id" = $1 and "orders"."id" = $2)',
      ),
    ).toEqual([]);
    expect(
      tablesWithoutChain('update sales set paid = $1 where organization_id = any($2::bigint[]) and id = $3'),
    ).toEqual([]);
    expect(tablesWithoutChain('delete from clients c where c.organization_id in ($1, $2)')).toEqual([]);
    expect(tablesWithoutChain('select 1 from clients where (organization_id, id) = ($1, $2)')).toEqual([]);
    expect(tablesWithoutChain('select name from organizations where id = $1')).toEqual([]);
  });

  it('names a table read or written without its chain, and one whose chain is only in an OR', () => {
    expect(tablesWithoutChain('select "organization_id" from "orders" where "orders"."id" = $1')).toEqual([
      'orders',
    ]);
    expect(tablesWithoutChain('update orders set status = $1 where starts_at < now()')).toEqual(['orders']);
    expect(tablesWithoutChain('delete from clients where organization_id = $1 or id = $2')).toEqual([
      'clients',
    ]);
    expect(tablesWithoutChain('select 1 from clients where organization_id > $1')).toEqual(['clients']);
  });

  it('accepts tables joined on the chain to a filtered one, through joins, USING, correlated subqueries, CTEs and derived tables', () => {
    expect(
      tablesWithoutChain(
        'select 1 from orders o join order_services s on s.organization_id = o.organization_id and s.order_id = o.id where o.organization_id = $1',
      ),
    ).toEqual([]);
    expect(
      tablesWithoutChain(
        'select 1 from orders join order_clients using (organization_id) where orders.organization_id = $1',
      ),
    ).toEqual([]);
    expect(
      tablesWithoutChain(
        'select 1 from orders o where o.organization_id = $1 and exists (select 1 from sales s where s.organization_id = o.organization_id and s.order_id = o.id)',
      ),
    ).toEqual([]);
    expect(
      tablesWithoutChain(
        'with mine as (select organization_id, id from clients where organization_id = $1) select 1 from mine join sales s on s.organization_id = mine.organization_id',
      ),
    ).toEqual([]);
    expect(
      tablesWithoutChain(
        'select 1 from (select * from branches where organization_id = $1) b join employees e on e.organization_id = b.organization_id',
      ),
    ).toEqual([]);
    expect(
      tablesWithoutChain(
        'select 1 from licenses where organization_id = (select organization_id from employees where organization_id = $1 and id = $2)',
      ),
    ).toEqual([]);
    expect(
      tablesWithoutChain(
        'select 1 from licenses where organization_id in (select organization_id from clients where id = $1)',
      ),
    ).toEqual(['licenses', 'clients']);
    expect(
      tablesWithoutChain(
        'with d as (select * from unnest($1::bigint[], $2::bigint[]) as d(organization_id, branch_id)) select 1 from d join branches b on b.organization_id = d.organization_id',
      ),
    ).toEqual([]);
  });

  it('checks both sides of a UNION, and passes its chain on only when both sides have it', () => {
    expect(
      tablesWithoutChain(
        'select id from clients where organization_id = $1 union all select id from employees',
      ),
    ).toEqual(['employees']);
    const joinedToUnion = (second: string) =>
      `with u as (select organization_id, id from clients where organization_id = $1 union all select organization_id, id from employees ${second}) select 1 from u join sales s on s.organization_id = u.organization_id`;
    expect(tablesWithoutChain(joinedToUnion('where organization_id = $2'))).toEqual([]);
    expect(tablesWithoutChain(joinedToUnion(''))).toEqual(['employees', 'sales']);
  });

  it('names a table joined on something else than the chain, even to a filtered one', () => {
    expect(
      tablesWithoutChain(
        'select 1 from orders o left join lateral (select 1 from order_services s where s.order_id = o.id) x on true where o.organization_id = $1',
      ),
    ).toEqual(['order_services']);
  });

  it('accepts an insert that names the chain, and checks the rows an insert copies', () => {
    expect(
      tablesWithoutChain(
        'insert into audit_log (organization_id, entity) values ($1, $2) on conflict do nothing',
      ),
    ).toEqual([]);
    expect(tablesWithoutChain('insert into audit_log (entity) values ($1)')).toEqual(['audit_log']);
    expect(
      tablesWithoutChain(
        'insert into audit_log (organization_id, entity) select organization_id, $1 from orders where id = $2',
      ),
    ).toEqual(['orders']);
  });

  it('allows a lookup by a key unique across chains, and the tables joined to its row on the chain', () => {
    expect(
      tablesWithoutChain(
        'select 1 from online_payments p join orders o on o.organization_id = p.organization_id and o.id = p.order_id where p.token = $1',
      ),
    ).toEqual([]);
    expect(tablesWithoutChain('select 1 from online_payments p where p.client_id = $1')).toEqual([
      'online_payments',
    ]);
  });

  it('leaves alone tables that are not distributed and statements that read no table', () => {
    expect(tablesWithoutChain('select id from users where lower(login) = $1')).toEqual([]);
    expect(tablesWithoutChain('update outbox set status = $1 where next_attempt_at < now()')).toEqual([]);
    expect(tablesWithoutChain('begin')).toEqual([]);
    expect(tablesWithoutChain('with orders as (select 1 as id) select id from orders')).toEqual([]);
  });

  it('says so when PostgreSQL would not parse a statement', () => {
    expect(checkStatement('select from where')).toHaveProperty('unparsed');
  });
});
