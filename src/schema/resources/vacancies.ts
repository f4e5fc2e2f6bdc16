import { z } from 'zod';
import { businessDateSchema, descriptionSchema, idSchema, priceSchema, titleSchema } from '../primitives';
import {
  choiceMatchModes,
  dateMatchModes,
  defineResource,
  numberMatchModes,
  textMatchModes,
} from '../resource-definition';

export const vacancyStatuses = ['draft', 'published', 'closed'] as const;

/** Chain-level job openings, published to the jobs site; candidates' replies are kept under each. */
export const vacanciesResource = defineResource({
  name: 'vacancies',
  table: 'vacancies',
  scope: 'organization',
  fields: {
    title: titleSchema,
    branchId: idSchema.nullable().default(null),
    status: z.enum(vacancyStatuses).default('draft'),
    salaryFrom: priceSchema.nullable().default(null),
    salaryTo: priceSchema.nullable().default(null),
    closesOn: businessDateSchema.nullable().default(null),
    description: descriptionSchema.default(''),
  },
  hints: {
    title: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    branchId: { kind: 'reference', references: 'branches', list: true, filter: choiceMatchModes },
    status: { kind: 'enum', options: vacancyStatuses, list: true, filter: choiceMatchModes, sort: true },
    salaryFrom: { kind: 'money', currencyOfBranch: 'branchId', list: true, filter: numberMatchModes, sort: true },
    salaryTo: { kind: 'money', currencyOfBranch: 'branchId', filter: numberMatchModes, sort: true },
    closesOn: { kind: 'date', list: true, filter: dateMatchModes, sort: true },
    description: { kind: 'multiline' },
  },
  titleFields: ['title'],
  search: ['title', 'description'],
  defaultSort: [{ field: 'createdAt', order: 'desc' }],
  permission: 'vacancies',
  menuKey: 'org:vacancies',
  live: false,
  softDelete: false,
  screens: { area: 'vacancies', list: '', show: ':vacancyId/vacancy' },
});
