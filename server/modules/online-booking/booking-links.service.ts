import { and, asc, eq, isNull } from 'drizzle-orm';
import type { BookingLinks } from '../../../src/schema/online-booking/links';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { bookingAddresses, branches, organizations } from '../../db/tables';
import { authorizeChainBooking } from './online-booking-access';
import { pageUrlOf } from './booking-settings.service';
import { openBookingPages } from './open-pages.repository';

/**
 * Online booking → Links (chain): the chain's page and every live branch's, each with whether it takes bookings now,
 * for the links and QR codes a salon shares. The addresses are public already (the chain's page lists its branches);
 * who may see the list is the chain's online booking area.
 */
export async function bookingLinks(db: Db, userId: number, organizationId: number, origin: string): Promise<BookingLinks> {
  await authorizeChainBooking(db, userId, organizationId, 'view');
  const [[chain], rows, open] = await readTogether(
    db,
    () =>
      db
        .select({ name: organizations.name, slug: bookingAddresses.address })
        .from(organizations)
        .leftJoin(bookingAddresses, and(eq(bookingAddresses.organizationId, organizations.id), isNull(bookingAddresses.branchId), eq(bookingAddresses.kind, 'slug')))
        .where(eq(organizations.id, organizationId)),
    () =>
      db
        .select({ id: branches.id, name: branches.name, address: branches.address, slug: bookingAddresses.address })
        .from(branches)
        .innerJoin(bookingAddresses, and(eq(bookingAddresses.organizationId, branches.organizationId), eq(bookingAddresses.branchId, branches.id), eq(bookingAddresses.kind, 'slug')))
        .where(and(eq(branches.organizationId, organizationId), isNull(branches.deletedAt)))
        .orderBy(asc(branches.name), asc(branches.id)),
    () => openBookingPages(db, organizationId),
  );
  const openSlugs = new Set(open.map((page) => page.slug));
  const link = (slug: string) => ({ slug, pageUrl: pageUrlOf(origin, slug)!, open: openSlugs.has(slug) });
  return {
    chain: chain?.slug ? { name: chain.name, ...link(chain.slug) } : null,
    branches: rows.map((row) => ({ id: row.id, name: row.name, address: row.address, ...link(row.slug) })),
  };
}
