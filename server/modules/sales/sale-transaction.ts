import type { LiveOutbox } from '../live/live-outbox';
import type { Db, DbTransaction } from '../../db/client';
import { inTransaction } from '../../crud/crud.repository';
import { conflict, type Sentence } from '../../plugins/app/domain-error';
import { claimKey, rememberResult, type KeyedWrite } from './idempotency';

export type SalesDeps = { db: Db; liveOutbox: LiveOutbox };

/** What each money check of migration 0008 means to the person at the till, when a race reaches it first. */
const checkMessages: Record<string, Sentence> = {
  sales_amounts: (m) => m.sales.paidMeanwhile,
  transactions_refunded: (m) => m.sales.refundedMeanwhile,
  products_stock_not_negative: (m) => m.sales.outOfStock,
  sold_memberships_paid: (m) => m.sales.membershipOverpaid,
  membership_instalments_paid: (m) => m.sales.instalmentOverpaid,
  sold_memberships_visits: (m) => m.sales.noVisitsLeft,
};

const visitLineOnAnotherSale: Sentence = (m) => m.sales.visitOnAnotherSale;

const pgErrorOf = (error: unknown): { code?: string; constraint?: string } => {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return { code: fields.code, constraint: typeof fields.constraint === 'string' ? fields.constraint : undefined };
    }
    current = fields.cause;
  }
  return {};
};

/**
 * One transaction for a money write, its live events published once it has committed. The table checks are the
 * last word when two writes race past the service's own checks: a CHECK violation (23514) answers 409 with a
 * sentence, never a 500; so does a second sale of a visit's line (the unique index of migration 0009). A write sent
 * with an Idempotency-Key (`keyed`) claims it first: sent again, it answers what the first one's `work` answered.
 */
export async function writeMoney<T>(deps: SalesDeps, work: (tx: DbTransaction, events: number[]) => Promise<T>, keyed: KeyedWrite | null = null): Promise<T> {
  const events: number[] = [];
  let result: T;
  try {
    result = await inTransaction(deps.db, async (tx) => {
      const earlier = keyed && (await claimKey(tx, keyed));
      if (earlier) return earlier.result as T;
      const answer = await work(tx, events);
      if (keyed) await rememberResult(tx, keyed, answer);
      return answer;
    });
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg.code === '23514') throw conflict(checkMessages[pg.constraint ?? ''] ?? ((m) => m.sales.amountsChanged));
    if (pg.code === '23505' && pg.constraint === 'sale_items_order_service_key') throw conflict(visitLineOnAnotherSale);
    throw error;
  }
  await deps.liveOutbox.publishAfterCommit(events);
  return result;
}
