import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EmployeeRules } from '../../../src/schema/access';
import type { SlotStepMinutes, WorkingHours } from '../../../src/schema/organization';
import { createdAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { organizations } from './organizations';

export const branches = pgTable(
  'branches',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    name: text('name').notNull(),
    isoCurrency: text('iso_currency').notNull(),
    timeZone: text('time_zone').notNull(),
    workingHours: jsonb('working_hours').$type<WorkingHours>().notNull(),
    address: text('address'),
    /** The branch's own number in E.164 (migration 0020), which messages name as `{{branchPhone}}`. */
    phone: text('phone'),
    /** Free times are offered every this many minutes (5, 10 or 15: `slotStepMinutesSchema`; migration 0016). */
    slotStepMinutes: integer('slot_step_minutes').$type<SlotStepMinutes>().notNull().default(15),
    /** What the branch's employees may do (src/schema/access.ts `employeeRulesSchema`); `{}` reads as the defaults. */
    employeeRules: jsonb('employee_rules').$type<Partial<EmployeeRules>>().notNull().default({}),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    // Paths name a branch by its id alone (`/branches/:branchId/…`): finding its organisation needs this.
    index('branches_id_idx').on(t.id),
  ],
);
