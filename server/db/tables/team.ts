import { bigint, boolean, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { branchIdColumn, createdAt, deletedAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { services } from './catalog';
import { branchKeys } from './tenant-keys';

/** The team of a branch: job titles, members, rooms and equipment, and who performs which service. */
export const jobTitles = pgTable(
  'job_titles',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => branchKeys(t, 'job_titles'),
);

export const employees = pgTable(
  'employees',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    specialtyDisplayName: text('specialty_display_name').notNull().default(''),
    /** No foreign key: soft-deleted members may keep a title that is later deleted; server/crud checks live ones. */
    jobTitleId: bigint('job_title_id', { mode: 'number' }),
    phone: text('phone'),
    dialCode: text('dial_code'),
    email: text('email'),
    color: text('color').notNull().default('#3f7cac'),
    hiredOn: date('hired_on', { mode: 'string' }),
    about: text('about'),
    telegramUsername: text('telegram_username'),
    bookableOnline: boolean('bookable_online').notNull().default(true),
    /**
     * The member's own account (src/schema/staff-account.ts), set when their invitation is accepted. Migration 0012
     * keys it to organization_users (organization_id, user_id) ON DELETE SET NULL (user_id): a person removed from
     * the chain is unlinked with it. One live member per account and branch.
     */
    userId: bigint('user_id', { mode: 'number' }),
    /** As clients.photo_id: `photos/<photo_id>.webp`, a new id per upload. */
    photoId: uuid('photo_id'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  // `/employees/{id}/…` (schedule, slots) names no chain: the member is found by id first.
  (t) => [...branchKeys(t, 'employees'), index('employees_id_idx').on(t.id)],
);

export const resources = pgTable(
  'resources',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    name: text('name').notNull(),
    kind: text('kind').$type<'room' | 'equipment'>().notNull().default('room'),
    capacity: integer('capacity').notNull().default(1),
    description: text('description'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => branchKeys(t, 'resources'),
);

/**
 * Which member performs which service; `price` and `durationMinutes` are their own price and length, null for the
 * service's (`memberServiceTermsSql` in server/modules/catalog/catalog.repository.ts reads the pair a booking
 * uses; migration 0017 bounds the length).
 */
export const employeeServices = pgTable(
  'employee_services',
  {
    organizationId: organizationIdColumn(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    serviceId: bigint('service_id', { mode: 'number' }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }),
    durationMinutes: integer('duration_minutes'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.employeeId, t.serviceId] }),
    foreignKey({ name: 'employee_services_employee_fk', columns: [t.organizationId, t.employeeId], foreignColumns: [employees.organizationId, employees.id] }).onDelete('cascade'),
    foreignKey({ name: 'employee_services_service_fk', columns: [t.organizationId, t.serviceId], foreignColumns: [services.organizationId, services.id] }).onDelete('cascade'),
  ],
);
