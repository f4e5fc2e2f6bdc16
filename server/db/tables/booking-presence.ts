import { bigint, foreignKey, integer, jsonb, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import type { PresenceImagesSettings } from '../../../src/schema/online-booking/presence-images';
import type { PresenceMarketingSettings } from '../../../src/schema/online-booking/presence-marketing';
import type { PresenceSeoSettings } from '../../../src/schema/online-booking/presence-seo';
import { branches } from './branches';
import { organizationIdColumn, updatedAt } from './columns';

/**
 * What a branch's public page shows besides its catalog (migration 0028): the gallery, the promo text and tracking
 * ids, the search engines' title, description and image. One row per branch, made by its first save; a part left null
 * holds its defaults. Each part has its own version, so saving one screen never makes another stale.
 */
export const bookingPagePresence = pgTable(
  'booking_page_presence',
  {
    organizationId: organizationIdColumn(),
    branchId: bigint('branch_id', { mode: 'number' }).notNull(),
    images: jsonb('images').$type<PresenceImagesSettings>(),
    imagesVersion: integer('images_version').notNull().default(0),
    marketing: jsonb('marketing').$type<PresenceMarketingSettings>(),
    marketingVersion: integer('marketing_version').notNull().default(0),
    seo: jsonb('seo').$type<PresenceSeoSettings>(),
    seoVersion: integer('seo_version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'booking_page_presence_pkey', columns: [t.organizationId, t.branchId] }),
    foreignKey({ name: 'booking_page_presence_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
  ],
);
