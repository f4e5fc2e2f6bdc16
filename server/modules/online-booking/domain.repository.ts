import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookingAddresses } from '../../db/tables';

/**
 * A branch's custom domains: rows of booking_addresses of kind `domain` (docs/online-booking.md decision 1), whose key
 * (kind, address) gives a domain one owner across the product. A row carries its TXT token and when it was last
 * checked and found (migration 0028), and since when the daily re-check has missed its record (0031); only a found one
 * is served.
 */
export type DomainRow = { domain: string; token: string; checkedAt: Date | null; verifiedAt: Date | null; missingSince: Date | null };
type Scope = { organizationId: number; branchId: number };

const columns = {
  domain: bookingAddresses.address,
  token: sql<string>`${bookingAddresses.verifyToken}`,
  checkedAt: bookingAddresses.checkedAt,
  verifiedAt: bookingAddresses.verifiedAt,
  missingSince: bookingAddresses.txtMissingSince,
};
const ofBranch = (scope: Scope) => and(eq(bookingAddresses.kind, 'domain'), eq(bookingAddresses.organizationId, scope.organizationId), eq(bookingAddresses.branchId, scope.branchId));

export const listDomains = (db: DbExecutor, scope: Scope): Promise<DomainRow[]> =>
  db.select(columns).from(bookingAddresses).where(ofBranch(scope)).orderBy(bookingAddresses.createdAt, bookingAddresses.address);

/** The new row, or who holds the domain already (this branch, another of the chain, or another chain). */
export async function insertDomain(db: DbExecutor, scope: Scope, domain: string, token: string): Promise<{ row: DomainRow } | { holder: { organizationId: number; branchId: number | null } }> {
  const [row] = await db
    .insert(bookingAddresses)
    .values({ kind: 'domain', address: domain, ...scope, verifyToken: token })
    .onConflictDoNothing()
    .returning(columns);
  if (row) return { row };
  const [holder] = await db
    .select({ organizationId: bookingAddresses.organizationId, branchId: bookingAddresses.branchId })
    .from(bookingAddresses)
    .where(and(eq(bookingAddresses.kind, 'domain'), eq(bookingAddresses.address, domain)));
  // Removed between the two statements: as good as free, but the caller asks again rather than looping here.
  return { holder: holder ?? { organizationId: scope.organizationId, branchId: null } };
}

export async function deleteDomain(db: DbExecutor, scope: Scope, domain: string): Promise<boolean> {
  const deleted = await db.delete(bookingAddresses).where(and(ofBranch(scope), eq(bookingAddresses.address, domain))).returning({ domain: bookingAddresses.address });
  return deleted.length > 0;
}

/** A check's outcome: found keeps (or sets) the first time it was proved; not found makes it pending again. */
export async function markChecked(db: DbExecutor, scope: Scope, domain: string, found: boolean): Promise<DomainRow | null> {
  const [row] = await db
    .update(bookingAddresses)
    .set({ checkedAt: sql`now()`, verifiedAt: found ? sql`coalesce(${bookingAddresses.verifiedAt}, now())` : null, txtMissingSince: null })
    .where(and(ofBranch(scope), eq(bookingAddresses.address, domain)))
    .returning(columns);
  return row ?? null;
}

/** The branch a verified domain shows; null for an unlisted or unproved one. */
export async function findVerifiedDomain(db: DbExecutor, domain: string): Promise<{ organizationId: number; branchId: number } | null> {
  const [row] = await db
    .select({ organizationId: bookingAddresses.organizationId, branchId: bookingAddresses.branchId })
    .from(bookingAddresses)
    .where(and(eq(bookingAddresses.kind, 'domain'), eq(bookingAddresses.address, domain), isNotNull(bookingAddresses.verifiedAt)));
  return row?.branchId ? { organizationId: row.organizationId, branchId: row.branchId } : null;
}

/** A verified domain due for its re-check, with its branch (a domain always has one). */
export type DueDomain = Scope & { domain: string; token: string; missingSince: Date | null };

/**
 * Verified domains last checked before `checkedBefore`, in name order after `after` (a run goes through each once),
 * locked for the caller's transaction and skipped by another process's.
 */
export const claimDueDomains = (tx: DbExecutor, checkedBefore: Date, after: string, limit: number): Promise<DueDomain[]> =>
  tx
    .select({ organizationId: bookingAddresses.organizationId, branchId: sql<number>`${bookingAddresses.branchId}`, domain: columns.domain, token: columns.token, missingSince: columns.missingSince })
    .from(bookingAddresses)
    .where(
      and(
        eq(bookingAddresses.kind, 'domain'),
        isNotNull(bookingAddresses.verifiedAt),
        or(isNull(bookingAddresses.checkedAt), lte(bookingAddresses.checkedAt, checkedBefore)),
        gt(bookingAddresses.address, after),
      ),
    )
    .orderBy(asc(bookingAddresses.address))
    .limit(limit)
    .for('update', { skipLocked: true });

/** A re-check's outcome: checked then, its record missing since (null: found), and back to pending when `demote`. */
export async function markRechecked(tx: DbExecutor, domain: string, outcome: { checkedAt: Date; missingSince: Date | null; demote: boolean }): Promise<void> {
  await tx
    .update(bookingAddresses)
    .set({ checkedAt: outcome.checkedAt, txtMissingSince: outcome.demote ? null : outcome.missingSince, ...(outcome.demote ? { verifiedAt: null } : {}) })
    .where(and(eq(bookingAddresses.kind, 'domain'), eq(bookingAddresses.address, domain)));
}
