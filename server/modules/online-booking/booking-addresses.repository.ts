import { and, eq, isNull, sql } from 'drizzle-orm';
import { slugFromName } from '../../../src/schema/online-booking/slug';
import type { WorkingHours } from '../../../src/schema/organization';
import type { DbExecutor } from '../../db/client';
import { bookingAddresses, branches } from '../../db/tables';

/**
 * Booking pages' addresses (docs/online-booking.md decision 1). Every chain and branch gets a slug from its name
 * when it is made, as the leaders give every location a booking address at once; the owner may change it later.
 * The key (kind, address) keeps the namespace: a taken slug is a conflict, never another chain's page.
 */
export type AddressOwner = { organizationId: number; branchId: number | null };

const ownerIs = (owner: AddressOwner) =>
  and(
    eq(bookingAddresses.kind, 'slug'),
    eq(bookingAddresses.organizationId, owner.organizationId),
    owner.branchId === null ? isNull(bookingAddresses.branchId) : eq(bookingAddresses.branchId, owner.branchId),
  );

/** The first free slug from a name ("centre", else "centre-2", "centre-3" …), claimed for its owner. */
export async function claimSlugFromName(db: DbExecutor, owner: AddressOwner, name: string): Promise<string> {
  const base = slugFromName(name);
  for (;;) {
    // The numbers taken after this base, at once: a hundred "Main Street" branches cost one read, not a hundred.
    const taken = await db.execute<{ address: string }>(
      sql`select address from ${bookingAddresses} where kind = 'slug' and (address = ${base} or address ~ ${`^${base}-[0-9]+$`})`,
    );
    const numbers = new Set(taken.rows.map(({ address }) => (address === base ? 1 : Number(address.slice(base.length + 1)))));
    let next = 1;
    while (numbers.has(next)) next += 1;
    const slug = next === 1 ? base : `${base}-${next}`;
    if (await insertSlug(db, owner, slug)) return slug;
    // Refused: another request took that slug between the read and the write (then read again), or gave this owner
    // its slug meanwhile (two servers starting at once, booking-slugs-step.ts): then that one stands.
    const own = await ownSlug(db, owner);
    if (own) return own;
  }
}

async function ownSlug(db: DbExecutor, owner: AddressOwner): Promise<string | null> {
  const [row] = await db.select({ address: bookingAddresses.address }).from(bookingAddresses).where(ownerIs(owner));
  return row?.address ?? null;
}

async function insertSlug(db: DbExecutor, owner: AddressOwner, slug: string): Promise<boolean> {
  const inserted = await db
    .insert(bookingAddresses)
    .values({ kind: 'slug', address: slug, organizationId: owner.organizationId, branchId: owner.branchId })
    .onConflictDoNothing()
    .returning({ address: bookingAddresses.address });
  return inserted.length > 0;
}

/** The chain's slug and the branch's, in one read. */
export async function findSlugs(db: DbExecutor, organizationId: number, branchId: number): Promise<{ chain: string | null; branch: string | null }> {
  const rows = await db
    .select({ address: bookingAddresses.address, branchId: bookingAddresses.branchId })
    .from(bookingAddresses)
    .where(and(eq(bookingAddresses.kind, 'slug'), eq(bookingAddresses.organizationId, organizationId), sql`(${bookingAddresses.branchId} is null or ${bookingAddresses.branchId} = ${branchId})`));
  return { chain: rows.find((row) => row.branchId === null)?.address ?? null, branch: rows.find((row) => row.branchId === branchId)?.address ?? null };
}

/**
 * Gives the owner this slug in place of its old one; false when someone else holds it. Its own slug again is no
 * change. The old address stops answering at once (a page printed with it gets the 404 of an unknown one).
 */
export async function replaceSlug(db: DbExecutor, owner: AddressOwner, slug: string): Promise<boolean> {
  const [holder] = await db
    .select({ organizationId: bookingAddresses.organizationId, branchId: bookingAddresses.branchId })
    .from(bookingAddresses)
    .where(and(eq(bookingAddresses.kind, 'slug'), eq(bookingAddresses.address, slug)));
  if (holder) return holder.organizationId === owner.organizationId && holder.branchId === owner.branchId;
  await db.delete(bookingAddresses).where(ownerIs(owner));
  return insertSlug(db, owner, slug);
}

/** A deleted branch gives its addresses back, so a new branch may take them. */
export async function releaseBranchAddresses(db: DbExecutor, organizationId: number, branchId: number): Promise<void> {
  await db.delete(bookingAddresses).where(and(eq(bookingAddresses.organizationId, organizationId), eq(bookingAddresses.branchId, branchId)));
}

/** A page's owner: a live branch with what its times need, or a chain (`branch` null). */
export type BookingPageOwner = {
  organizationId: number;
  branch: { id: number; guid: string; timeZone: string; workingHours: WorkingHours; slotStepMinutes: number } | null;
};

/** Whose page a slug or a listed domain is; null: nobody's (or a deleted branch's). */
export async function findPageOwner(db: DbExecutor, kind: 'slug' | 'domain', address: string): Promise<BookingPageOwner | null> {
  const [row] = await db
    .select({
      organizationId: bookingAddresses.organizationId,
      branchId: bookingAddresses.branchId,
      guid: branches.guid,
      timeZone: branches.timeZone,
      workingHours: branches.workingHours,
      slotStepMinutes: branches.slotStepMinutes,
      deletedAt: branches.deletedAt,
    })
    .from(bookingAddresses)
    .leftJoin(branches, and(eq(branches.organizationId, bookingAddresses.organizationId), eq(branches.id, bookingAddresses.branchId)))
    .where(and(eq(bookingAddresses.kind, kind), eq(bookingAddresses.address, address)));
  if (!row || row.deletedAt) return null;
  const { organizationId, branchId, guid, timeZone, workingHours, slotStepMinutes } = row;
  if (branchId === null) return { organizationId, branch: null };
  return { organizationId, branch: { id: branchId, guid: guid!, timeZone: timeZone!, workingHours: workingHours!, slotStepMinutes: slotStepMinutes! } };
}
