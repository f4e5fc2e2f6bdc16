import { bigint, check, date, foreignKey, integer, jsonb, pgTable, primaryKey, text, time } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ProfileAboutSettings, ProfileContactsSettings, ProfilePlace } from '../../../src/schema/online-booking/profile';
import { branches } from './branches';
import { organizationIdColumn, updatedAt } from './columns';

/**
 * What a branch's public page says about it (migration 0027): about, contacts and the place (area, coordinates; the
 * address is the branch's own column). One row per branch, made by its first save; a part left null holds its
 * defaults. Each part has its own version; `hoursVersion` guards the list of hours exceptions.
 */
export const branchProfiles = pgTable(
  'branch_profiles',
  {
    organizationId: organizationIdColumn(),
    branchId: bigint('branch_id', { mode: 'number' }).notNull(),
    about: jsonb('about').$type<ProfileAboutSettings>(),
    aboutVersion: integer('about_version').notNull().default(0),
    contacts: jsonb('contacts').$type<ProfileContactsSettings>(),
    contactsVersion: integer('contacts_version').notNull().default(0),
    location: jsonb('location').$type<ProfilePlace>(),
    locationVersion: integer('location_version').notNull().default(0),
    hoursVersion: integer('hours_version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'branch_profiles_pkey', columns: [t.organizationId, t.branchId] }),
    foreignKey({ name: 'branch_profiles_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
  ],
);

/** A dated exception to the branch's hours: closed (no opens/closes) or open other hours, with a note. */
export const branchHoursExceptions = pgTable(
  'branch_hours_exceptions',
  {
    organizationId: organizationIdColumn(),
    branchId: bigint('branch_id', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    opens: time('opens'),
    closes: time('closes'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ name: 'branch_hours_exceptions_pkey', columns: [t.organizationId, t.branchId, t.date] }),
    foreignKey({ name: 'branch_hours_exceptions_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
    check('branch_hours_exceptions_hours_check', sql`(${t.opens} IS NULL) = (${t.closes} IS NULL) AND (${t.opens} IS NULL OR ${t.opens} < ${t.closes})`),
  ],
);
