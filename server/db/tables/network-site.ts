import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NetworkAboutSettings } from '../../../src/schema/network/network-site';
import { createdAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { organizations } from './organizations';

/**
 * Network, the chain's public site (migration 0040, docs/network-site.md). `network_sites`: the About page's words
 * and which branches it shows, one row per chain, made by its first save (until then every branch is shown with no
 * text). `network_posts`: the blog, each post in one language, its HTML kept only as the sanitiser left it.
 * `network_images`: photos uploaded for posts, public from the upload (the HTML names them).
 */
export const networkSites = pgTable(
  'network_sites',
  {
    organizationId: organizationIdColumn(),
    about: jsonb('about').$type<NetworkAboutSettings>().notNull(),
    version: integer('version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'network_sites_pkey', columns: [t.organizationId] }),
    foreignKey({ name: 'network_sites_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
  ],
);

export const networkPosts = pgTable(
  'network_posts',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    coverPhotoId: uuid('cover_photo_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'network_posts_pkey', columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'network_posts_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    uniqueIndex('network_posts_slug_key').on(t.organizationId, t.slug),
    index('network_posts_published_idx').on(t.organizationId, t.status, t.publishedAt),
  ],
);

export const networkImages = pgTable(
  'network_images',
  {
    photoId: uuid('photo_id').notNull(),
    organizationId: organizationIdColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'network_images_pkey', columns: [t.organizationId, t.photoId] }),
    foreignKey({ name: 'network_images_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    // The public image check asks by photo alone (imageIsPublic).
    index('network_images_photo_idx').on(t.photoId),
  ],
);

export type NetworkPostRow = typeof networkPosts.$inferSelect;
