import { and, eq, sql } from 'drizzle-orm';
import { defaultPresenceImages, type PresenceImagesSettings } from '../../../src/schema/online-booking/presence-images';
import { defaultPresenceMarketing, type PresenceMarketingSettings } from '../../../src/schema/online-booking/presence-marketing';
import { defaultPresenceSeo, type PresenceSeoSettings } from '../../../src/schema/online-booking/presence-seo';
import type { DbExecutor } from '../../db/client';
import { bookingPagePresence } from '../../db/tables';

/**
 * A branch's page presence (migration 0028): the gallery, marketing and SEO parts of one row, made by the first save
 * of any. A write names the version it read and changes the row only while that version holds, in one statement, so
 * two editors never both win (null: someone saved meanwhile), as page-settings.repository.ts does for its parts.
 */
export type PresenceScope = { organizationId: number; branchId: number };

export type PresenceRow = {
  images: PresenceImagesSettings;
  imagesVersion: number;
  marketing: PresenceMarketingSettings;
  marketingVersion: number;
  seo: PresenceSeoSettings;
  seoVersion: number;
};

const columns = {
  images: bookingPagePresence.images,
  imagesVersion: bookingPagePresence.imagesVersion,
  marketing: bookingPagePresence.marketing,
  marketingVersion: bookingPagePresence.marketingVersion,
  seo: bookingPagePresence.seo,
  seoVersion: bookingPagePresence.seoVersion,
};

type StoredRow = { [K in keyof PresenceRow]: PresenceRow[K] | null };

/** A part never saved holds its defaults. */
const withDefaults = (row: StoredRow | undefined): PresenceRow => ({
  images: row?.images ?? defaultPresenceImages,
  imagesVersion: row?.imagesVersion ?? 0,
  marketing: row?.marketing ?? defaultPresenceMarketing,
  marketingVersion: row?.marketingVersion ?? 0,
  seo: row?.seo ?? defaultPresenceSeo,
  seoVersion: row?.seoVersion ?? 0,
});

const ofBranch = (scope: PresenceScope) => and(eq(bookingPagePresence.organizationId, scope.organizationId), eq(bookingPagePresence.branchId, scope.branchId));

/** `forUpdate`: inside a transaction that changes the gallery, so an upload and a save take turns. */
export async function findPresence(db: DbExecutor, scope: PresenceScope, forUpdate = false): Promise<PresenceRow> {
  const query = db.select(columns).from(bookingPagePresence).where(ofBranch(scope));
  const [row] = forUpdate ? await query.for('update') : await query;
  return withDefaults(row);
}

type Part = 'images' | 'marketing' | 'seo';
const versionColumns = { images: bookingPagePresence.imagesVersion, marketing: bookingPagePresence.marketingVersion, seo: bookingPagePresence.seoVersion };

/**
 * Writes a part when its version is still `version`: an update of the row, or (version 0) its making, which meets a
 * row another part made on the key and then updates it under the same condition. Null: stale.
 */
export async function savePresencePart<P extends Part>(db: DbExecutor, scope: PresenceScope, part: P, value: PresenceRow[P], version: number): Promise<PresenceRow | null> {
  const versionColumn = versionColumns[part];
  const values = { [part]: value, [`${part}Version`]: version + 1 } as Partial<typeof bookingPagePresence.$inferInsert>;
  const set = { ...values, updatedAt: sql`now()` };
  const [row] =
    version === 0
      ? await db
          .insert(bookingPagePresence)
          .values({ ...scope, ...values })
          .onConflictDoUpdate({ target: [bookingPagePresence.organizationId, bookingPagePresence.branchId], set, setWhere: eq(versionColumn, version) })
          .returning(columns)
      : await db.update(bookingPagePresence).set(set).where(and(ofBranch(scope), eq(versionColumn, version))).returning(columns);
  return row ? withDefaults(row) : null;
}
