-- Issue 21, reports from summaries (docs/report-summaries.md): per branch and day, what Sales by Day and the key
-- indicators add up, kept by triggers that run inside the writer's own transaction, so a report is exact the moment
-- after any write commits, whichever code wrote it. Each trigger adds the DELTA of its statement with
-- `insert … on conflict do update set x = x + excluded.x`: the row lock makes concurrent writers add up in READ
-- COMMITTED, where recomputing a day from a snapshot would lose one of them. No foreign keys: the rows are derived,
-- and chains and branches are never deleted (server/db/distribution.ts citusDroppedForeignKeys).

-- Money per branch, day and currency: sale items not cancelled (by the sale's currency and the item's day), sales
-- not cancelled, deposits taken at online booking (the payment's currency, the transaction's day). Amounts in cents:
-- every source column is numeric(12, 2), and sums of bigint are the fast ones.
CREATE TABLE "report_day_money" (
	"organization_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"local_date" date NOT NULL,
	"currency" text NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"services_cents" bigint DEFAULT 0 NOT NULL,
	"products_cents" bigint DEFAULT 0 NOT NULL,
	"memberships_cents" bigint DEFAULT 0 NOT NULL,
	"discounts_cents" bigint DEFAULT 0 NOT NULL,
	"items_cents" bigint DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"deposits_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_day_money_pkey" PRIMARY KEY ("organization_id", "branch_id", "local_date", "currency")
);
--> statement-breakpoint
-- Time per branch and day: successful visits (breaks are none), booked seconds of lines that hold time (by their
-- start on the branch's clock) and seconds of active work slots. Seconds as numeric, as extract(epoch) gives them.
CREATE TABLE "report_day_time" (
	"organization_id" bigint NOT NULL,
	"branch_id" bigint NOT NULL,
	"local_date" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"booked_seconds" numeric DEFAULT 0 NOT NULL,
	"slot_seconds" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "report_day_time_pkey" PRIMARY KEY ("organization_id", "branch_id", "local_date")
);
--> statement-breakpoint
-- The same per chain and day, for a report over every branch of the chain: a year of 200 branches is 73 000
-- branch-day rows but 365 chain-day rows. Money is also keyed by the branch's currency, as Sales by Day groups by
-- it while the key indicators group by the money's own. Kept by row triggers on the branch-day tables below, so
-- every path that moves a branch-day (the fact triggers, a rebuild) moves its chain-day with it.
CREATE TABLE "report_chain_money" (
	"organization_id" bigint NOT NULL,
	"local_date" date NOT NULL,
	"currency" text NOT NULL,
	"branch_currency" text NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"services_cents" bigint DEFAULT 0 NOT NULL,
	"products_cents" bigint DEFAULT 0 NOT NULL,
	"memberships_cents" bigint DEFAULT 0 NOT NULL,
	"discounts_cents" bigint DEFAULT 0 NOT NULL,
	"items_cents" bigint DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"deposits_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_chain_money_pkey" PRIMARY KEY ("organization_id", "local_date", "currency", "branch_currency")
);
--> statement-breakpoint
CREATE TABLE "report_chain_time" (
	"organization_id" bigint NOT NULL,
	"local_date" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"booked_seconds" numeric DEFAULT 0 NOT NULL,
	"slot_seconds" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "report_chain_time_pkey" PRIMARY KEY ("organization_id", "local_date")
);
--> statement-breakpoint
-- A client's active days (a sale not cancelled, a successful visit, a group class joined), per scope: a branch
-- (scope_id = its id) and the whole chain (scope_id = 0). `facts` counts what made the day active; `previous_date`
-- is the client's active day before it in that scope (null on the first), so a branch's new and returning clients
-- of a period are read from its rows in the period alone.
CREATE TABLE "report_client_days" (
	"organization_id" bigint NOT NULL,
	"scope_id" bigint NOT NULL,
	"client_id" bigint NOT NULL,
	"local_date" date NOT NULL,
	"facts" integer NOT NULL,
	"previous_date" date,
	CONSTRAINT "report_client_days_pkey" PRIMARY KEY ("organization_id", "scope_id", "client_id", "local_date")
);
--> statement-breakpoint
-- A branch's rows of a period (the chain's are read from report_chain_days); partial, so that a lookup of one
-- client's day in the chain, thousands of rows a day, never picks it over the primary key.
CREATE INDEX "report_client_days_day_idx" ON "report_client_days" USING btree ("organization_id", "scope_id", "local_date") INCLUDE ("previous_date") WHERE "scope_id" <> 0;
--> statement-breakpoint
-- The whole chain's clients per day, so a chain-wide period reads one row a day: `first_clients` came for the first
-- time that day; `clients_by_gap[g]` (g = 1 … 731, a report's longest period) came that day with their previous
-- active day at least g days earlier, first-timers included. The clients active in [from, to] are
-- Σ over its days d of clients_by_gap[d − from + 1]: each counted on their first day of the period.
CREATE TABLE "report_chain_days" (
	"organization_id" bigint NOT NULL,
	"local_date" date NOT NULL,
	"first_clients" integer DEFAULT 0 NOT NULL,
	"clients_by_gap" integer[] NOT NULL,
	CONSTRAINT "report_chain_days_pkey" PRIMARY KEY ("organization_id", "local_date")
);
--> statement-breakpoint
-- Kept in the row, uncompressed (about 3 KB): each write rewrites a few of its elements, and TOAST would make that
-- a compression and an out-of-line write every time.
ALTER TABLE "report_chain_days" ALTER COLUMN "clients_by_gap" SET STORAGE PLAIN;
--> statement-breakpoint
-- A chain day's counts move by `sign` for the clients whose gap is above `above` and at most `upto` days (null: a
-- first visit, counted in every element), and its first visits by `first`. Only the elements that move are rebuilt.
CREATE FUNCTION report_move_chain_gaps(org bigint, day date, above integer, upto integer, sign integer, first integer) RETURNS void LANGUAGE plpgsql AS $$
declare
  low integer := least(above, 731);
  high integer := least(coalesce(upto, 731), 731);
begin
  insert into report_chain_days values (org, day, 0, array_fill(0, array[731])) on conflict (organization_id, local_date) do nothing;
  update report_chain_days
  set first_clients = first_clients + first,
      clients_by_gap = clients_by_gap[1:low] || array(select v + sign from unnest(clients_by_gap[low + 1:high]) with ordinality u(v, g) order by g) || clients_by_gap[high + 1:731]
  where organization_id = org and local_date = day;
end $$;
--> statement-breakpoint
-- One scope's client-day moves by `delta` facts. When the day becomes active or idle, it and the client's next
-- active day get their previous day anew (and, for the chain, their gaps move in report_chain_days). The caller
-- holds the client's lock, so no other transaction moves this client's days meanwhile.
CREATE FUNCTION report_move_scope_day(org bigint, scope bigint, client bigint, day date, delta integer) RETURNS void LANGUAGE plpgsql AS $$
declare
  was integer;
  before date;
  after date;
begin
  select facts, previous_date into was, before from report_client_days
  where organization_id = org and scope_id = scope and client_id = client and local_date = day;
  was := coalesce(was, 0);
  if was > 0 and was + delta > 0 then
    update report_client_days set facts = facts + delta where organization_id = org and scope_id = scope and client_id = client and local_date = day;
    return;
  end if;
  if (was > 0) = (was + delta > 0) then return; end if;
  select min(local_date) into after from report_client_days where organization_id = org and scope_id = scope and client_id = client and local_date > day;
  if was = 0 then
    select max(local_date) into before from report_client_days where organization_id = org and scope_id = scope and client_id = client and local_date < day;
    insert into report_client_days values (org, scope, client, day, delta, before);
    update report_client_days set previous_date = day where organization_id = org and scope_id = scope and client_id = client and local_date = after;
    if scope = 0 then
      -- The day counts with its gap; the next day's gap shrinks from after − before to after − day.
      perform report_move_chain_gaps(org, day, 0, day - before, 1, case when before is null then 1 else 0 end);
      if after is not null then
        perform report_move_chain_gaps(org, after, after - day, after - before, -1, case when before is null then -1 else 0 end);
      end if;
    end if;
  else
    delete from report_client_days where organization_id = org and scope_id = scope and client_id = client and local_date = day;
    update report_client_days set previous_date = before where organization_id = org and scope_id = scope and client_id = client and local_date = after;
    if scope = 0 then
      perform report_move_chain_gaps(org, day, 0, day - before, -1, case when before is null then -1 else 0 end);
      if after is not null then
        perform report_move_chain_gaps(org, after, after - day, after - before, 1, case when before is null then 1 else 0 end);
      end if;
    end if;
  end if;
end $$;
--> statement-breakpoint
-- Client activity facts moved by one statement: `changes` is a json array of {o, b, c, d, n} (chain, branch,
-- client, day, facts added or taken). The clients whose days move (an edit that moves none locks none) are locked
-- in id order (their row FOR NO KEY UPDATE, which foreign key checks do not wait on), then each day moves in its
-- branch and in the chain.
CREATE FUNCTION report_move_client_days(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
declare
  change record;
begin
  for change in
    select distinct o, c from (
      select o, c from jsonb_to_recordset(changes) as e(o bigint, b bigint, c bigint, d date, n integer) group by o, b, c, d having sum(n) <> 0
    ) moving order by o, c
  loop
    perform 1 from clients where organization_id = change.o and id = change.c for no key update;
  end loop;
  for change in
    select o, b, c, d, sum(n)::integer as n
    from jsonb_to_recordset(changes) as e(o bigint, b bigint, c bigint, d date, n integer)
    group by o, b, c, d having sum(n) <> 0 order by o, c, d, b
  loop
    perform report_move_scope_day(change.o, change.b, change.c, change.d, change.n);
    perform report_move_scope_day(change.o, 0, change.c, change.d, change.n);
  end loop;
end $$;
--> statement-breakpoint
-- The rows a trigger reads, with their sign: the statement's old rows (−1) and new rows (+1), as its event has them.
-- Old and new are netted in one statement, ordered by key, so a statement locks its summary rows in one order
-- (two writers moving days in opposite directions cannot deadlock on them) and an update that moves no figure
-- touches none (the HAVING clauses).
CREATE FUNCTION report_changed_rows(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  select case op when 'INSERT' then '(select n.*, 1 as sign from new_rows n)'
                 when 'DELETE' then '(select o.*, -1 as sign from old_rows o)'
                 else '(select o.*, -1 as sign from old_rows o union all select n.*, 1 from new_rows n)' end;
$$;
--> statement-breakpoint
CREATE FUNCTION report_sale_items_changed() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  execute format($q$
    insert into report_day_money as m (organization_id, branch_id, local_date, currency, items, services_cents, products_cents, memberships_cents, discounts_cents, items_cents)
    select i.organization_id, i.branch_id, i.local_date, s.currency, sum(i.sign),
           coalesce(sum(i.sign * i.total * 100) filter (where i.kind = 'service'), 0), coalesce(sum(i.sign * i.total * 100) filter (where i.kind = 'product'), 0),
           coalesce(sum(i.sign * i.total * 100) filter (where i.kind = 'membership'), 0), sum(i.sign * i.discount_amount * 100), sum(i.sign * i.total * 100)
    from %s i join sales s on s.organization_id = i.organization_id and s.id = i.sale_id
    where not i.canceled
    group by 1, 2, 3, 4
    having sum(i.sign) <> 0 or sum(i.sign * i.total) <> 0 or sum(i.sign * i.discount_amount) <> 0 or sum(i.sign * i.total) filter (where i.kind = 'service') <> 0
        or sum(i.sign * i.total) filter (where i.kind = 'product') <> 0 or sum(i.sign * i.total) filter (where i.kind = 'membership') <> 0
    order by 1, 2, 3, 4
    on conflict (organization_id, branch_id, local_date, currency) do update
    set items = m.items + excluded.items, services_cents = m.services_cents + excluded.services_cents, products_cents = m.products_cents + excluded.products_cents,
        memberships_cents = m.memberships_cents + excluded.memberships_cents, discounts_cents = m.discounts_cents + excluded.discounts_cents,
        items_cents = m.items_cents + excluded.items_cents$q$, report_changed_rows(TG_OP));
  return null;
end $$;
--> statement-breakpoint
CREATE FUNCTION report_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  changes jsonb;
begin
  execute format($q$
    insert into report_day_money as m (organization_id, branch_id, local_date, currency, sales, revenue_cents, paid_cents)
    select organization_id, branch_id, local_date, currency, sum(sign), sum(sign * total * 100), sum(sign * paid * 100)
    from %s r where canceled_at is null
    group by 1, 2, 3, 4
    having sum(sign) <> 0 or sum(sign * total) <> 0 or sum(sign * paid) <> 0
    order by 1, 2, 3, 4
    on conflict (organization_id, branch_id, local_date, currency) do update
    set sales = m.sales + excluded.sales, revenue_cents = m.revenue_cents + excluded.revenue_cents, paid_cents = m.paid_cents + excluded.paid_cents$q$,
    report_changed_rows(TG_OP));
  execute format($q$
    select coalesce(jsonb_agg(jsonb_build_object('o', organization_id, 'b', branch_id, 'c', client_id, 'd', local_date, 'n', sign)), '[]')
    from %s r where canceled_at is null and client_id is not null$q$, report_changed_rows(TG_OP)) into changes;
  if jsonb_array_length(changes) > 0 then perform report_move_client_days(changes); end if;
  return null;
end $$;
--> statement-breakpoint
-- A deposit is a pair: a payment transaction and the booking-deposit attempt that names it. Each side's trigger adds
-- the pairs its rows make with the other side as it stands, so a pair counts from whichever write joins it.
CREATE FUNCTION report_transactions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  execute format($q$
    insert into report_day_money as m (organization_id, branch_id, local_date, currency, deposits, deposits_cents)
    select t.organization_id, t.branch_id, t.local_date, p.currency, sum(t.sign), sum(t.sign * t.amount * 100)
    from %s t join online_payments p on p.organization_id = t.organization_id and p.transaction_id = t.id and p.purpose = 'booking_deposit'
    where t.kind = 'payment'
    group by 1, 2, 3, 4
    having sum(t.sign) <> 0 or sum(t.sign * t.amount) <> 0
    order by 1, 2, 3, 4
    on conflict (organization_id, branch_id, local_date, currency) do update
    set deposits = m.deposits + excluded.deposits, deposits_cents = m.deposits_cents + excluded.deposits_cents$q$, report_changed_rows(TG_OP));
  return null;
end $$;
--> statement-breakpoint
CREATE FUNCTION report_online_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  execute format($q$
    insert into report_day_money as m (organization_id, branch_id, local_date, currency, deposits, deposits_cents)
    select t.organization_id, t.branch_id, t.local_date, p.currency, sum(p.sign), sum(p.sign * t.amount * 100)
    from %s p join transactions t on t.organization_id = p.organization_id and t.id = p.transaction_id
    where p.purpose = 'booking_deposit' and t.kind = 'payment'
    group by 1, 2, 3, 4
    having sum(p.sign) <> 0 or sum(p.sign * t.amount) <> 0
    order by 1, 2, 3, 4
    on conflict (organization_id, branch_id, local_date, currency) do update
    set deposits = m.deposits + excluded.deposits, deposits_cents = m.deposits_cents + excluded.deposits_cents$q$, report_changed_rows(TG_OP));
  return null;
end $$;
--> statement-breakpoint
-- Who an order's visit counts: a group class's joined clients, another order's client; only when it succeeded.
CREATE FUNCTION report_order_client_facts(org bigint, order_ids bigint[], sign integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  select coalesce(jsonb_agg(jsonb_build_object('o', o.organization_id, 'b', o.branch_id, 'c', coalesce(oc.client_id, o.client_id), 'd', o.local_date, 'n', sign)), '[]')
  from orders o
  left join order_clients oc on oc.organization_id = o.organization_id and oc.order_id = o.id
  where o.organization_id = org and o.id = any(order_ids) and o.status = 'order_status.success' and coalesce(oc.client_id, o.client_id) is not null;
$$;
--> statement-breakpoint
-- Orders inserted or updated: their visits and their clients' days move from the old rows to the new ones (their
-- joined clients do not change in the same statement). A deleted order is taken out before it goes (below), while
-- its joined clients are still there to say whom it counted.
CREATE FUNCTION report_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  changes jsonb;
begin
  execute format($q$
    insert into report_day_time as t (organization_id, branch_id, local_date, visits)
    select organization_id, branch_id, local_date, sum(sign) from %s r
    where status = 'order_status.success' and mode <> 'order.break'
    group by 1, 2, 3
    having sum(sign) <> 0
    order by 1, 2, 3
    on conflict (organization_id, branch_id, local_date) do update set visits = t.visits + excluded.visits$q$, report_changed_rows(TG_OP));
  execute format($q$
    select coalesce(jsonb_agg(jsonb_build_object('o', o.organization_id, 'b', o.branch_id, 'c', coalesce(oc.client_id, o.client_id), 'd', o.local_date, 'n', o.sign)), '[]')
    from %s o left join order_clients oc on oc.organization_id = o.organization_id and oc.order_id = o.id
    where o.status = 'order_status.success' and coalesce(oc.client_id, o.client_id) is not null$q$, report_changed_rows(TG_OP)) into changes;
  if jsonb_array_length(changes) > 0 then perform report_move_client_days(changes); end if;
  return null;
end $$;
--> statement-breakpoint
CREATE FUNCTION report_order_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  if old.status = 'order_status.success' then
    if old.mode <> 'order.break' then
      update report_day_time set visits = visits - 1 where organization_id = old.organization_id and branch_id = old.branch_id and local_date = old.local_date;
    end if;
    perform report_move_client_days(report_order_client_facts(old.organization_id, array[old.id], -1));
  end if;
  return old;
end $$;
--> statement-breakpoint
-- Joined clients changed: each successful order touched counts its clients anew, against what it counted before
-- (its joined clients then: those now, less the statement's new rows, plus its old ones). Orders are locked first,
-- so a status change in another transaction is seen once it commits. An order deleted with its joined clients is
-- gone by now and was taken out whole before it went.
CREATE FUNCTION report_order_clients_changed() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  touched bigint[];
  org bigint;
  before jsonb;
begin
  for org, touched in
    execute format('select organization_id, array_agg(distinct order_id) from (%s) r group by organization_id',
      case TG_OP when 'INSERT' then 'select organization_id, order_id from new_rows' when 'DELETE' then 'select organization_id, order_id from old_rows'
        else 'select organization_id, order_id from new_rows union all select organization_id, order_id from old_rows' end)
  loop
    perform 1 from orders where organization_id = org and id = any(touched) order by id for no key update;
    execute format($q$
      with joined_before as (
        (select order_id, client_id from order_clients where organization_id = $1 and order_id = any($2) except all %1$s)
        union all %2$s
      )
      select coalesce(jsonb_agg(jsonb_build_object('o', o.organization_id, 'b', o.branch_id, 'c', coalesce(j.client_id, o.client_id), 'd', o.local_date, 'n', -1)), '[]')
      from orders o left join joined_before j on j.order_id = o.id
      where o.organization_id = $1 and o.id = any($2) and o.status = 'order_status.success' and coalesce(j.client_id, o.client_id) is not null$q$,
      case when TG_OP = 'DELETE' then 'select null::bigint, null::bigint where false' else 'select order_id, client_id from new_rows where organization_id = $1' end,
      case when TG_OP = 'INSERT' then 'select null::bigint, null::bigint where false' else 'select order_id, client_id from old_rows where organization_id = $1' end)
      using org, touched into before;
    perform report_move_client_days(before || report_order_client_facts(org, touched, 1));
  end loop;
  return null;
end $$;
--> statement-breakpoint
-- Booked lines by their start on the branch's clock (the branch's time zone as it stands; a change of zone
-- re-reads the branch's lines, below).
CREATE FUNCTION report_order_services_changed() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  execute format($q$
    insert into report_day_time as t (organization_id, branch_id, local_date, booked_seconds)
    select os.organization_id, os.branch_id, (os.starts_at at time zone b.time_zone)::date, sum(os.sign * extract(epoch from os.ends_at - os.starts_at))
    from %s os join branches b on b.organization_id = os.organization_id and b.id = os.branch_id
    where os.holds_time and os.service_id is not null
    group by 1, 2, 3
    having sum(os.sign * extract(epoch from os.ends_at - os.starts_at)) <> 0
    order by 1, 2, 3
    on conflict (organization_id, branch_id, local_date) do update set booked_seconds = t.booked_seconds + excluded.booked_seconds$q$, report_changed_rows(TG_OP));
  return null;
end $$;
--> statement-breakpoint
CREATE FUNCTION report_work_slots_changed() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  execute format($q$
    insert into report_day_time as t (organization_id, branch_id, local_date, slot_seconds)
    select organization_id, branch_id, date, sum(sign * extract(epoch from slot_end::time - slot_start::time))
    from %s r where type = 'work_slot.active' and slot_start is not null and slot_end is not null
    group by 1, 2, 3
    having sum(sign * extract(epoch from slot_end::time - slot_start::time)) <> 0
    order by 1, 2, 3
    on conflict (organization_id, branch_id, local_date) do update set slot_seconds = t.slot_seconds + excluded.slot_seconds$q$, report_changed_rows(TG_OP));
  return null;
end $$;
--> statement-breakpoint
CREATE FUNCTION report_branch_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
begin
  update report_day_time set booked_seconds = 0 where organization_id = new.organization_id and branch_id = new.id;
  insert into report_day_time as t (organization_id, branch_id, local_date, booked_seconds)
  select os.organization_id, os.branch_id, (os.starts_at at time zone new.time_zone)::date, sum(extract(epoch from os.ends_at - os.starts_at))
  from order_services os where os.organization_id = new.organization_id and os.branch_id = new.id and os.holds_time and os.service_id is not null
  group by 1, 2, 3
  on conflict (organization_id, branch_id, local_date) do update set booked_seconds = excluded.booked_seconds;
  return null;
end $$;
--> statement-breakpoint
-- A branch-day's move, added to its chain-day (money under the branch's currency as it stands).
CREATE FUNCTION report_day_money_moved() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  row_now report_day_money := case when TG_OP = 'DELETE' then null else new end;
  row_was report_day_money := case when TG_OP = 'INSERT' then null else old end;
  key report_day_money := coalesce(row_now, row_was);
begin
  -- A rebuild sums the chain-days itself, at once (report_rebuild).
  if current_setting('report.rebuilding', true) = 'on' then return null; end if;
  insert into report_chain_money as c (organization_id, local_date, currency, branch_currency, items, services_cents, products_cents, memberships_cents,
                                       discounts_cents, items_cents, sales, revenue_cents, paid_cents, deposits, deposits_cents)
  select key.organization_id, key.local_date, key.currency, b.iso_currency,
         coalesce(row_now.items, 0) - coalesce(row_was.items, 0), coalesce(row_now.services_cents, 0) - coalesce(row_was.services_cents, 0),
         coalesce(row_now.products_cents, 0) - coalesce(row_was.products_cents, 0), coalesce(row_now.memberships_cents, 0) - coalesce(row_was.memberships_cents, 0),
         coalesce(row_now.discounts_cents, 0) - coalesce(row_was.discounts_cents, 0), coalesce(row_now.items_cents, 0) - coalesce(row_was.items_cents, 0),
         coalesce(row_now.sales, 0) - coalesce(row_was.sales, 0), coalesce(row_now.revenue_cents, 0) - coalesce(row_was.revenue_cents, 0),
         coalesce(row_now.paid_cents, 0) - coalesce(row_was.paid_cents, 0), coalesce(row_now.deposits, 0) - coalesce(row_was.deposits, 0),
         coalesce(row_now.deposits_cents, 0) - coalesce(row_was.deposits_cents, 0)
  from branches b where b.organization_id = key.organization_id and b.id = key.branch_id
  on conflict (organization_id, local_date, currency, branch_currency) do update
  set items = c.items + excluded.items, services_cents = c.services_cents + excluded.services_cents, products_cents = c.products_cents + excluded.products_cents,
      memberships_cents = c.memberships_cents + excluded.memberships_cents, discounts_cents = c.discounts_cents + excluded.discounts_cents,
      items_cents = c.items_cents + excluded.items_cents, sales = c.sales + excluded.sales, revenue_cents = c.revenue_cents + excluded.revenue_cents,
      paid_cents = c.paid_cents + excluded.paid_cents, deposits = c.deposits + excluded.deposits, deposits_cents = c.deposits_cents + excluded.deposits_cents;
  return null;
end $$;
--> statement-breakpoint
CREATE FUNCTION report_day_time_moved() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  row_now report_day_time := case when TG_OP = 'DELETE' then null else new end;
  row_was report_day_time := case when TG_OP = 'INSERT' then null else old end;
  key report_day_time := coalesce(row_now, row_was);
begin
  -- A rebuild sums the chain-days itself, at once (report_rebuild).
  if current_setting('report.rebuilding', true) = 'on' then return null; end if;
  insert into report_chain_time as c (organization_id, local_date, visits, booked_seconds, slot_seconds)
  values (key.organization_id, key.local_date, coalesce(row_now.visits, 0) - coalesce(row_was.visits, 0),
          coalesce(row_now.booked_seconds, 0) - coalesce(row_was.booked_seconds, 0), coalesce(row_now.slot_seconds, 0) - coalesce(row_was.slot_seconds, 0))
  on conflict (organization_id, local_date) do update
  set visits = c.visits + excluded.visits, booked_seconds = c.booked_seconds + excluded.booked_seconds, slot_seconds = c.slot_seconds + excluded.slot_seconds;
  return null;
end $$;
--> statement-breakpoint
-- A branch's change of currency moves its money in the chain-days from the old currency to the new.
CREATE FUNCTION report_branch_currency_changed() RETURNS trigger LANGUAGE plpgsql AS $$
declare
  side record;
begin
  for side in select * from (values (old.iso_currency, -1), (new.iso_currency, 1)) v(branch_currency, sign) loop
    insert into report_chain_money as c (organization_id, local_date, currency, branch_currency, items, services_cents, products_cents, memberships_cents,
                                         discounts_cents, items_cents, sales, revenue_cents, paid_cents, deposits, deposits_cents)
    select organization_id, local_date, currency, side.branch_currency, side.sign * items, side.sign * services_cents, side.sign * products_cents,
           side.sign * memberships_cents, side.sign * discounts_cents, side.sign * items_cents, side.sign * sales, side.sign * revenue_cents,
           side.sign * paid_cents, side.sign * deposits, side.sign * deposits_cents
    from report_day_money where organization_id = new.organization_id and branch_id = new.id
    on conflict (organization_id, local_date, currency, branch_currency) do update
    set items = c.items + excluded.items, services_cents = c.services_cents + excluded.services_cents, products_cents = c.products_cents + excluded.products_cents,
        memberships_cents = c.memberships_cents + excluded.memberships_cents, discounts_cents = c.discounts_cents + excluded.discounts_cents,
        items_cents = c.items_cents + excluded.items_cents, sales = c.sales + excluded.sales, revenue_cents = c.revenue_cents + excluded.revenue_cents,
        paid_cents = c.paid_cents + excluded.paid_cents, deposits = c.deposits + excluded.deposits, deposits_cents = c.deposits_cents + excluded.deposits_cents;
  end loop;
  return null;
end $$;
--> statement-breakpoint
CREATE TRIGGER report_day_money_moved AFTER INSERT OR UPDATE OR DELETE ON report_day_money FOR EACH ROW EXECUTE FUNCTION report_day_money_moved();
--> statement-breakpoint
CREATE TRIGGER report_day_time_moved AFTER INSERT OR UPDATE OR DELETE ON report_day_time FOR EACH ROW EXECUTE FUNCTION report_day_time_moved();
--> statement-breakpoint
CREATE TRIGGER report_branch_currency_changed AFTER UPDATE OF iso_currency ON branches FOR EACH ROW WHEN (old.iso_currency IS DISTINCT FROM new.iso_currency) EXECUTE FUNCTION report_branch_currency_changed();
--> statement-breakpoint
CREATE TRIGGER report_sale_items_inserted AFTER INSERT ON sale_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sale_items_changed();
--> statement-breakpoint
CREATE TRIGGER report_sale_items_updated AFTER UPDATE ON sale_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sale_items_changed();
--> statement-breakpoint
CREATE TRIGGER report_sale_items_deleted AFTER DELETE ON sale_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sale_items_changed();
--> statement-breakpoint
CREATE TRIGGER report_sales_inserted AFTER INSERT ON sales REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sales_changed();
--> statement-breakpoint
CREATE TRIGGER report_sales_updated AFTER UPDATE ON sales REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sales_changed();
--> statement-breakpoint
CREATE TRIGGER report_sales_deleted AFTER DELETE ON sales REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_sales_changed();
--> statement-breakpoint
CREATE TRIGGER report_transactions_inserted AFTER INSERT ON transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_transactions_changed();
--> statement-breakpoint
CREATE TRIGGER report_transactions_updated AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_transactions_changed();
--> statement-breakpoint
CREATE TRIGGER report_transactions_deleted AFTER DELETE ON transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_transactions_changed();
--> statement-breakpoint
CREATE TRIGGER report_online_payments_inserted AFTER INSERT ON online_payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_online_payments_changed();
--> statement-breakpoint
CREATE TRIGGER report_online_payments_updated AFTER UPDATE ON online_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_online_payments_changed();
--> statement-breakpoint
CREATE TRIGGER report_online_payments_deleted AFTER DELETE ON online_payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_online_payments_changed();
--> statement-breakpoint
CREATE TRIGGER report_orders_inserted AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();
--> statement-breakpoint
CREATE TRIGGER report_orders_updated AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_orders_changed();
--> statement-breakpoint
CREATE TRIGGER report_orders_deleting BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION report_order_deleting();
--> statement-breakpoint
CREATE TRIGGER report_order_clients_inserted AFTER INSERT ON order_clients REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_clients_changed();
--> statement-breakpoint
CREATE TRIGGER report_order_clients_updated AFTER UPDATE ON order_clients REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_clients_changed();
--> statement-breakpoint
CREATE TRIGGER report_order_clients_deleted AFTER DELETE ON order_clients REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_clients_changed();
--> statement-breakpoint
CREATE TRIGGER report_order_services_inserted AFTER INSERT ON order_services REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_services_changed();
--> statement-breakpoint
CREATE TRIGGER report_order_services_updated AFTER UPDATE ON order_services REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_services_changed();
--> statement-breakpoint
CREATE TRIGGER report_order_services_deleted AFTER DELETE ON order_services REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_order_services_changed();
--> statement-breakpoint
CREATE TRIGGER report_work_slots_inserted AFTER INSERT ON work_slots REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_work_slots_changed();
--> statement-breakpoint
CREATE TRIGGER report_work_slots_updated AFTER UPDATE ON work_slots REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_work_slots_changed();
--> statement-breakpoint
CREATE TRIGGER report_work_slots_deleted AFTER DELETE ON work_slots REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_work_slots_changed();
--> statement-breakpoint
CREATE TRIGGER report_branch_zone_changed AFTER UPDATE OF time_zone ON branches FOR EACH ROW WHEN (old.time_zone IS DISTINCT FROM new.time_zone) EXECUTE FUNCTION report_branch_zone_changed();
--> statement-breakpoint
-- Every summary of a chain recomputed from its facts, set-based (npm run reports:rebuild; the bench seeds after a
-- bulk load with the triggers off). The caller's transaction holds it: readers see the old rows until it commits.
CREATE FUNCTION report_rebuild(org bigint) RETURNS void LANGUAGE plpgsql AS $$
begin
  -- The chain-days are summed at the end, set-based, not row by row by the branch-day tables' triggers.
  perform set_config('report.rebuilding', 'on', true);
  delete from report_day_money where organization_id = org;
  delete from report_day_time where organization_id = org;
  delete from report_chain_money where organization_id = org;
  delete from report_chain_time where organization_id = org;
  delete from report_client_days where organization_id = org;
  delete from report_chain_days where organization_id = org;
  insert into report_day_money (organization_id, branch_id, local_date, currency, items, services_cents, products_cents, memberships_cents, discounts_cents,
                                items_cents, sales, revenue_cents, paid_cents, deposits, deposits_cents)
  select org, branch_id, local_date, currency, sum(items), sum(services), sum(products), sum(memberships), sum(discounts), sum(items_total),
         sum(sales), sum(revenue), sum(paid), sum(deposits), sum(deposits_total)
  from (
    select i.branch_id, i.local_date, s.currency, count(*) as items, coalesce(sum(i.total * 100) filter (where i.kind = 'service'), 0) as services,
           coalesce(sum(i.total * 100) filter (where i.kind = 'product'), 0) as products, coalesce(sum(i.total * 100) filter (where i.kind = 'membership'), 0) as memberships,
           sum(i.discount_amount * 100) as discounts, sum(i.total * 100) as items_total, 0 as sales, 0 as revenue, 0 as paid, 0 as deposits, 0 as deposits_total
    from sale_items i join sales s on s.organization_id = i.organization_id and s.id = i.sale_id
    where i.organization_id = org and not i.canceled group by 1, 2, 3
    union all
    select branch_id, local_date, currency, 0, 0, 0, 0, 0, 0, count(*), sum(total * 100), sum(paid * 100), 0, 0
    from sales where organization_id = org and canceled_at is null group by 1, 2, 3
    union all
    select t.branch_id, t.local_date, p.currency, 0, 0, 0, 0, 0, 0, 0, 0, 0, count(*), sum(t.amount * 100)
    from transactions t join online_payments p on p.organization_id = t.organization_id and p.transaction_id = t.id and p.purpose = 'booking_deposit'
    where t.organization_id = org and t.kind = 'payment' group by 1, 2, 3
  ) parts
  group by branch_id, local_date, currency;
  insert into report_day_time (organization_id, branch_id, local_date, visits, booked_seconds, slot_seconds)
  select org, branch_id, local_date, sum(visits), sum(booked), sum(slots)
  from (
    select branch_id, local_date, count(*) as visits, 0 as booked, 0 as slots
    from orders where organization_id = org and status = 'order_status.success' and mode <> 'order.break' group by 1, 2
    union all
    select os.branch_id, (os.starts_at at time zone b.time_zone)::date, 0, sum(extract(epoch from os.ends_at - os.starts_at)), 0
    from order_services os join branches b on b.organization_id = os.organization_id and b.id = os.branch_id
    where os.organization_id = org and os.holds_time and os.service_id is not null group by 1, 2
    union all
    select branch_id, date, 0, 0, sum(extract(epoch from slot_end::time - slot_start::time))
    from work_slots where organization_id = org and type = 'work_slot.active' and slot_start is not null and slot_end is not null group by 1, 2
  ) parts
  group by branch_id, local_date;
  create temp table report_activity as
  select branch_id, client_id, local_date, count(*)::integer as facts
  from (
    select branch_id, client_id, local_date from sales where organization_id = org and canceled_at is null and client_id is not null
    union all
    select o.branch_id, coalesce(oc.client_id, o.client_id), o.local_date
    from orders o left join order_clients oc on oc.organization_id = o.organization_id and oc.order_id = o.id
    where o.organization_id = org and o.status = 'order_status.success' and coalesce(oc.client_id, o.client_id) is not null
  ) facts
  group by 1, 2, 3;
  insert into report_client_days (organization_id, scope_id, client_id, local_date, facts, previous_date)
  select org, scope_id, client_id, local_date, facts, lag(local_date) over (partition by scope_id, client_id order by local_date)
  from (
    select branch_id as scope_id, client_id, local_date, facts from report_activity
    union all
    select 0, client_id, local_date, sum(facts)::integer from report_activity group by client_id, local_date
  ) days;
  drop table report_activity;
  insert into report_chain_money (organization_id, local_date, currency, branch_currency, items, services_cents, products_cents, memberships_cents, discounts_cents,
                                  items_cents, sales, revenue_cents, paid_cents, deposits, deposits_cents)
  select org, m.local_date, m.currency, b.iso_currency, sum(m.items), sum(m.services_cents), sum(m.products_cents), sum(m.memberships_cents), sum(m.discounts_cents),
         sum(m.items_cents), sum(m.sales), sum(m.revenue_cents), sum(m.paid_cents), sum(m.deposits), sum(m.deposits_cents)
  from report_day_money m join branches b on b.organization_id = m.organization_id and b.id = m.branch_id
  where m.organization_id = org group by 1, 2, 3, 4;
  insert into report_chain_time (organization_id, local_date, visits, booked_seconds, slot_seconds)
  select org, local_date, sum(visits), sum(booked_seconds), sum(slot_seconds) from report_day_time where organization_id = org group by 1, 2;
  perform set_config('report.rebuilding', 'off', true);
  -- Each day's clients by gap (the first-timers and gaps past 731 at 731), summed from the longest gap down.
  insert into report_chain_days (organization_id, local_date, first_clients, clients_by_gap)
  select org, local_date, sum(first_clients)::integer, array_agg(at_least::integer order by g)
  from (
    select d.local_date, g.g, coalesce(h.first_clients, 0) as first_clients,
           sum(coalesce(h.clients, 0)) over (partition by d.local_date order by g.g desc) as at_least
    from (select distinct local_date from report_client_days where organization_id = org and scope_id = 0) d
    cross join generate_series(1, 731) g(g)
    left join (
      select local_date, least(coalesce(local_date - previous_date, 731), 731) as gap, count(*) as clients, count(*) filter (where previous_date is null) as first_clients
      from report_client_days where organization_id = org and scope_id = 0 group by 1, 2
    ) h on h.local_date = d.local_date and h.gap = g.g
  ) cumulative
  group by local_date;
end $$;
--> statement-breakpoint
SELECT report_rebuild(id) FROM organizations;
