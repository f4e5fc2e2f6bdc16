import { z } from 'zod';
import {
  colorSchema,
  descriptionSchema,
  dialCodeSchema,
  emailSchema,
  idSchema,
  lifeDateRange,
  lifeDateSchema,
  personNameSchema,
  phoneSchema,
} from '../primitives';
import { licenceKeys } from '../licence-gates';
import { photoIdSchema } from '../photos';
import {
  booleanMatchModes,
  choiceMatchModes,
  dateMatchModes,
  defineResource,
  textMatchModes,
} from '../resource-definition';

/**
 * Spec §3 Employee: team members of a branch. The licence's maxEmployees caps how many may be active in the
 * chain (server/crud answers 409 naming the limit). Their services and own prices are kept beside them.
 */
export const employeesResource = defineResource({
  name: 'employees',
  table: 'employees',
  scope: 'branch',
  fields: {
    firstName: personNameSchema,
    lastName: z.string().trim().max(100, 'At most 100 characters').default(''),
    specialtyDisplayName: z.string().trim().max(100, 'At most 100 characters').default(''),
    jobTitleId: idSchema.nullable().default(null),
    phone: phoneSchema.nullable().default(null),
    dialCode: dialCodeSchema.nullable().default(null),
    email: emailSchema.nullable().default(null),
    color: colorSchema.default('#3f7cac'),
    hiredOn: lifeDateSchema.nullable().default(null),
    about: descriptionSchema.nullable().default(null),
    telegramUsername: z
      .string()
      .regex(/^[A-Za-z0-9_]{5,32}$/, 'Use a Telegram username such as anna_studio')
      .nullable()
      .default(null),
    bookableOnline: z.boolean().default(true),
    /** The current photo (server/modules/photos sets it): its files are read through the record's photo path. */
    photoId: photoIdSchema.nullable(),
  },
  readOnly: ['photoId'],
  hints: {
    firstName: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    lastName: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    specialtyDisplayName: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    jobTitleId: { kind: 'reference', references: 'jobTitles', list: true, filter: choiceMatchModes },
    phone: { kind: 'phone', list: true, filter: ['contains', 'startsWith', 'equals'] },
    // The dial code follows the number (src/schema/phone.ts): the phone input shows it, no input of its own.
    dialCode: { kind: 'dialCode', form: false },
    email: { kind: 'email', filter: textMatchModes },
    color: { kind: 'color' },
    hiredOn: { kind: 'date', filter: dateMatchModes, sort: true, dates: lifeDateRange },
    about: { kind: 'multiline' },
    telegramUsername: { kind: 'text' },
    bookableOnline: { kind: 'boolean', list: true, filter: booleanMatchModes },
    photoId: { kind: 'text', form: false },
  },
  titleFields: ['firstName', 'lastName'],
  avatar: { photo: 'photoId', colour: 'color' },
  search: ['firstName', 'lastName', 'specialtyDisplayName', 'phone'],
  defaultSort: [
    { field: 'firstName', order: 'asc' },
    { field: 'lastName', order: 'asc' },
  ],
  permission: 'team',
  menuKey: 'team',
  live: true,
  softDelete: true,
  licenceLimit: 'maxEmployees',
  fieldLicences: { bookableOnline: licenceKeys.bookableProviders },
  screens: { area: 'team', list: 'members', show: 'members/:empId' },
});
