import { sql } from 'drizzle-orm';
import type { FunnelStep } from '../../../src/schema/online-booking/funnel';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import type { Db } from '../../db/client';

/**
 * The booking funnel's counts (docs/online-booking.md decision 10) are added up in memory and written every few
 * seconds as one upsert that adds this process's increments to the rows (`count + excluded.count`), so a page view
 * costs no write of its own and several processes each add theirs. A write that fails puts its counts back for the
 * next; only a process that dies between two flushes loses its last few seconds.
 */
export type FunnelKey = { organizationId: number; branchId: number; day: string; step: FunnelStep };
export type FunnelCount = FunnelKey & { count: number };

const keyOf = (key: FunnelKey) => `${key.organizationId}:${key.branchId}:${key.day}:${key.step}`;

export class FunnelCounter {
  private pending = new Map<string, FunnelCount>();

  constructor(private readonly write: (counts: FunnelCount[]) => Promise<void>) {}

  add(key: FunnelKey, count = 1): void {
    const id = keyOf(key);
    const kept = this.pending.get(id);
    if (kept) kept.count += count;
    else this.pending.set(id, { organizationId: key.organizationId, branchId: key.branchId, day: key.day, step: key.step, count });
  }

  /** The counts not written yet (for tests and the staff read's own process). */
  get size(): number {
    return this.pending.size;
  }

  /** Writes what was counted so far; what is counted meanwhile waits for the next flush. */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const counts = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.write(counts);
    } catch (error) {
      for (const counted of counts) this.add(counted, counted.count);
      throw error;
    }
  }
}

/**
 * One statement for every key. Rows of a branch deleted meanwhile are dropped by the join, rather than failing the
 * foreign key and with it every other branch's counts, for good.
 */
export async function upsertFunnelCounts(db: Db, counts: FunnelCount[]): Promise<void> {
  const rows = counts.map((c) => ({ organization_id: c.organizationId, branch_id: c.branchId, day: c.day, step: c.step, count: c.count }));
  await db.execute(sql`
    insert into booking_funnel_days (organization_id, branch_id, day, step, count)
    select row.organization_id, row.branch_id, row.day, row.step, row.count
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row(organization_id bigint, branch_id bigint, day date, step text, count integer)
    join branches on branches.organization_id = row.organization_id and branches.id = row.branch_id
    on conflict (organization_id, branch_id, day, step) do update set count = booking_funnel_days.count + excluded.count`);
}

/** One counter per database (per app: tests run several), like the page owners kept in public-page.ts. */
const counters = new WeakMap<Db, FunnelCounter>();

export function funnelCounterOf(db: Db): FunnelCounter {
  let counter = counters.get(db);
  if (!counter) counters.set(db, (counter = new FunnelCounter((counts) => upsertFunnelCounts(db, counts))));
  return counter;
}

/** Counts a step on a branch's page, on the branch's own date. */
export function countFunnelStep(db: Db, branch: { organizationId: number; branchId: number; timeZone: string }, step: FunnelStep, now = Date.now()): void {
  funnelCounterOf(db).add({ organizationId: branch.organizationId, branchId: branch.branchId, day: instantToZoned(now, branch.timeZone).date, step });
}

/** Writes this process's counts for a database now (the repeating flush, the app's close, the staff read, tests). */
export const flushFunnelCounts = (db: Db): Promise<void> => funnelCounterOf(db).flush();
