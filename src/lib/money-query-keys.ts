import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { addDays, daysBetween } from '@/schema/schedule/calendar';
import { orderListQueryKey, scheduleOrderKey, scheduleQueryRoot } from './schedule-query-keys';

/**
 * Every cached read that shows money, and which of them a money change makes stale: the one rule behind the
 * refresh after a sale, payment, refund, cash shift or membership written here (`refreshAfterMoneyWrite`) and
 * after one written by anyone else (the live `money:changed` event, src/app/refine/use-money-live.ts), the way
 * src/custom-screens/schedule/schedule-query-keys.ts rules the schedule. Branch reads sit under
 * `['money', 'branch', id]`; reports, which may read the whole chain, under `['money', 'report']`.
 */
export const moneyQueryRoot = ['money'] as const;

export type MoneyReportName = 'sales-by-day' | 'cash-flow' | 'key-indicators';
/** One branch's figures, or the chain's (every branch the person reaches). */
export type MoneyReportTarget = { kind: 'branch' | 'chain'; id: number };
type Period = { from: string; to: string };
export type MoneyList = 'transactions' | 'sales' | 'events';

const branchRoot = (branchId: number) => [...moneyQueryRoot, 'branch', branchId] as const;

export const moneyKeys = {
  report: (name: MoneyReportName, target: MoneyReportTarget, period: Period) =>
    [...moneyQueryRoot, 'report', name, target.kind, target.id, period.from, period.to] as const,
  /** The register's setting and open shift (the panel's "expected now"). */
  cashState: (branchId: number) => [...branchRoot(branchId), 'cash-register', 'state'] as const,
  cashShifts: (branchId: number, page: number) => [...branchRoot(branchId), 'cash-register', 'shifts', page] as const,
  cashShift: (branchId: number, shiftId: number) => [...branchRoot(branchId), 'cash-register', 'shift', shiftId] as const,
  /** Payments, Sales and Events, the branch's and a client card's (the list appends its page and filters). */
  list: (branchId: number, list: MoneyList) => [...branchRoot(branchId), 'list', list] as const,
  soldMemberships: (branchId: number, query: object) => [...branchRoot(branchId), 'sold-memberships', query] as const,
  soldMembership: (branchId: number, id: number) => [...branchRoot(branchId), 'sold-membership', id] as const,
  instalment: (branchId: number, id: number) => [...branchRoot(branchId), 'instalment', id] as const,
  /** One sale as the drawer's "pay the rest" reads it (its lines, payments and what it still owes). */
  sale: (branchId: number, saleId: number) => [...branchRoot(branchId), 'sale', saleId] as const,
  /** A client's debt and usable memberships (the client card, the order drawer). */
  clientMoney: (branchId: number, clientId: number) => [...branchRoot(branchId), 'client', clientId] as const,
  /** An order's payments and payment state come with the order as its drawer reads it. */
  order: scheduleOrderKey,
};

/**
 * What a money change touched. `dates` are the branch's business days whose figures changed; a write made on
 * this device leaves them out, and every dated read of the branch counts as touched (it cannot know, say, the
 * day of the sale a refunded payment belonged to, and one refetch of the report on screen is cheap).
 */
export type MoneyFacts = {
  organizationId: number;
  branchId: number;
  dates?: readonly string[];
  clientId?: number | null;
  orderIds?: readonly number[];
};

/** Key indicators compare with the previous period of equal length, so a change there shows too. */
const firstDayRead = (name: unknown, from: string, to: string) =>
  name === 'key-indicators' ? addDays(from, -(daysBetween(from, to) + 1)) : from;

function reportIsStale(facts: MoneyFacts, queryKey: QueryKey): boolean {
  const [, , name, kind, id, from, to] = queryKey;
  const reaches = kind === 'branch' ? id === facts.branchId : kind === 'chain' && id === facts.organizationId;
  if (!reaches || typeof from !== 'string' || typeof to !== 'string') return false;
  const first = firstDayRead(name, from, to);
  return facts.dates === undefined || facts.dates.some((date) => first <= date && date <= to);
}

/**
 * Whether a cached read is one the money change made stale: the branch's register, lists and memberships; its
 * reports (and the chain's) that read one of the changed days; the client's money; and, when it paid orders, the
 * schedule and the order lists, whose blocks and rows show each visit's payment state and whose drawer lists its
 * payments. Nothing else is refetched.
 */
export function isStaleAfterMoney(facts: MoneyFacts, queryKey: QueryKey): boolean {
  const paidOrders = (facts.orderIds?.length ?? 0) > 0;
  if (queryKey[0] === scheduleQueryRoot[0]) return paidOrders;
  const orderLists = orderListQueryKey(facts.branchId);
  if (queryKey[0] === orderLists[0]) return paidOrders && queryKey[1] === orderLists[1];
  if (queryKey[0] !== moneyQueryRoot[0]) return false;
  if (queryKey[1] === 'report') return reportIsStale(facts, queryKey);
  if (queryKey[1] !== 'branch' || queryKey[2] !== facts.branchId) return false;
  if (queryKey[3] === 'client') return facts.clientId != null && queryKey[4] === facts.clientId;
  return true;
}

/**
 * What every money write made on this device calls once it succeeded: the reads on screen refetch now, the rest
 * when next shown. The live event that follows refreshes every other device the same way.
 */
export function refreshAfterMoneyWrite(queryClient: QueryClient, facts: MoneyFacts): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isStaleAfterMoney(facts, query.queryKey) });
}
