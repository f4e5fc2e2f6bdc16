import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { RuleRow } from '../../../src/schema/online-booking/settings';
import type { Db } from '../../db/client';
import { bookingAddresses, branches, onlineBookingRules } from '../../db/tables';
import { branchRules } from './rules-in-force';

/** A booking page that takes bookings: a branch open online, or a chain with at least one such branch. */
export type OpenPage = { slug: string; organizationId: number; branchId: number | null };

/** Sitemaps list at most 50 000 addresses each (sitemaps.org); past that a sitemap index would be needed. */
export const sitemapLimit = 50_000;

/**
 * Every page open online across the product (or one chain's), in two statements whatever the number of chains: the
 * slugs of live branches and chains, and the chain- and branch-level rules that decide "bookable" (`branchRules`, as
 * the page does).
 */
export async function openBookingPages(db: Db, organizationId?: number): Promise<OpenPage[]> {
  const ofChain = (column: typeof bookingAddresses.organizationId | typeof onlineBookingRules.organizationId) => (organizationId === undefined ? undefined : eq(column, organizationId));
  const [addresses, ruleRows] = await Promise.all([
    db
      .select({ slug: bookingAddresses.address, organizationId: bookingAddresses.organizationId, branchId: bookingAddresses.branchId })
      .from(bookingAddresses)
      .leftJoin(branches, and(eq(branches.organizationId, bookingAddresses.organizationId), eq(branches.id, bookingAddresses.branchId)))
      .where(and(eq(bookingAddresses.kind, 'slug'), or(isNull(bookingAddresses.branchId), isNull(branches.deletedAt)), ofChain(bookingAddresses.organizationId)))
      .orderBy(asc(bookingAddresses.address))
      .limit(sitemapLimit),
    db
      .select({ organizationId: onlineBookingRules.organizationId, branchId: onlineBookingRules.branchId, level: onlineBookingRules.level, refId: onlineBookingRules.refId, overrides: onlineBookingRules.overrides, version: onlineBookingRules.version })
      .from(onlineBookingRules)
      .where(and(inArray(onlineBookingRules.level, ['chain', 'branch']), ofChain(onlineBookingRules.organizationId))),
  ]);
  const rowsOf = new Map<number, (RuleRow & { branchId: number | null })[]>();
  for (const row of ruleRows) rowsOf.set(row.organizationId, [...(rowsOf.get(row.organizationId) ?? []), row]);
  const open = (organizationId: number, branchId: number) =>
    branchRules((rowsOf.get(organizationId) ?? []).filter((row) => row.branchId === null || row.branchId === branchId)).values.bookable;

  const openBranches = new Set(addresses.filter((page) => page.branchId !== null && open(page.organizationId, page.branchId)));
  const chainsWithOpenBranch = new Set([...openBranches].map((page) => page.organizationId));
  return addresses.filter((page) => (page.branchId === null ? chainsWithOpenBranch.has(page.organizationId) : openBranches.has(page)));
}
