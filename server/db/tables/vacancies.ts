import { bigint, date, foreignKey, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { organizationKeys } from './tenant-keys';

/** Chain-level job openings and the candidates' replies to them. */
export const vacancies = pgTable(
  'vacancies',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    title: text('title').notNull(),
    /** The branch the opening is for, if one; checked against the chain's branches by server/crud. */
    branchId: bigint('branch_id', { mode: 'number' }),
    status: text('status').$type<'draft' | 'published' | 'closed'>().notNull().default('draft'),
    salaryFrom: numeric('salary_from', { precision: 12, scale: 2 }),
    salaryTo: numeric('salary_to', { precision: 12, scale: 2 }),
    closesOn: date('closes_on', { mode: 'string' }),
    description: text('description').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => organizationKeys(t, 'vacancies'),
);

export const vacancyReplies = pgTable(
  'vacancy_replies',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    vacancyId: bigint('vacancy_id', { mode: 'number' }).notNull(),
    candidateName: text('candidate_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    dialCode: text('dial_code'),
    message: text('message').notNull().default(''),
    status: text('status').$type<'new' | 'invited' | 'hired' | 'rejected'>().notNull().default('new'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...organizationKeys(t, 'vacancy_replies'),
    foreignKey({ name: 'vacancy_replies_vacancy_fk', columns: [t.organizationId, t.vacancyId], foreignColumns: [vacancies.organizationId, vacancies.id] }).onDelete('cascade'),
  ],
);
