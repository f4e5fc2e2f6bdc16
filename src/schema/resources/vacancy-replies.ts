import { z } from 'zod';
import { descriptionSchema, dialCodeSchema, emailSchema, idSchema, personNameSchema, phoneSchema } from '../primitives';
import { choiceMatchModes, defineResource, textMatchModes } from '../resource-definition';

export const vacancyReplyStatuses = ['new', 'invited', 'hired', 'rejected'] as const;

/** A candidate's reply to a vacancy: arrives from the jobs site, or is entered by staff for a walk-in. */
export const vacancyRepliesResource = defineResource({
  name: 'vacancyReplies',
  table: 'vacancy_replies',
  scope: 'organization',
  fields: {
    vacancyId: idSchema,
    candidateName: personNameSchema,
    email: emailSchema.nullable().default(null),
    phone: phoneSchema.nullable().default(null),
    dialCode: dialCodeSchema.nullable().default(null),
    message: descriptionSchema.default(''),
    status: z.enum(vacancyReplyStatuses).default('new'),
  },
  hints: {
    vacancyId: { kind: 'reference', references: 'vacancies', form: false, filter: choiceMatchModes },
    candidateName: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    email: { kind: 'email', list: true, filter: textMatchModes },
    phone: { kind: 'phone', list: true, filter: ['contains', 'startsWith', 'equals'] },
    // The dial code follows the number (src/schema/phone.ts): the phone input shows it, no input of its own.
    dialCode: { kind: 'dialCode', form: false },
    message: { kind: 'multiline', filter: ['contains', 'notContains'] },
    status: { kind: 'enum', options: vacancyReplyStatuses, list: true, filter: choiceMatchModes, sort: true },
  },
  titleFields: ['candidateName'],
  search: ['candidateName', 'email', 'phone'],
  defaultSort: [{ field: 'createdAt', order: 'desc' }],
  permission: 'vacancies',
  menuKey: 'org:vacancies',
  live: false,
  softDelete: false,
  screens: {
    area: 'vacancies',
    list: ':vacancyId/vacancy/replies',
    parent: { field: 'vacancyId', param: 'vacancyId' },
  },
});
