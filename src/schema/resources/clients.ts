import { z } from 'zod';
import {
  descriptionSchema,
  dialCodeSchema,
  emailSchema,
  lifeDateRange,
  lifeDateSchema,
  moneySchema,
  personNameSchema,
  phoneSchema,
} from '../primitives';
import { manychatSubscriberIdSchema } from '../messages/provider-settings';
import { photoIdSchema } from '../photos';
import { booleanMatchModes, dateMatchModes, defineResource, numberMatchModes, textMatchModes } from '../resource-definition';

/** Spec §3 Client. Visit counts and the balance are kept by the schedule and sales; people never type them. */
export const clientsResource = defineResource({
  name: 'clients',
  table: 'clients',
  scope: 'branch',
  fields: {
    firstName: personNameSchema,
    lastName: z.string().trim().max(100, 'At most 100 characters').default(''),
    phone: phoneSchema.nullable().default(null),
    dialCode: dialCodeSchema.nullable().default(null),
    email: emailSchema.nullable().default(null),
    birthDate: lifeDateSchema.nullable().default(null),
    description: descriptionSchema.nullable().default(null),
    /** Where ManyChat reaches the client on Instagram (Integrations → ManyChat); without it, no Instagram message. */
    manychatSubscriberId: manychatSubscriberIdSchema.nullable().default(null),
    visitCount: z.number().int().nonnegative(),
    missedVisitCount: z.number().int().nonnegative(),
    balance: moneySchema,
    tgChatId: z.string().nullable(),
    /** Consents to marketing messages by e-mail, SMS and Telegram: off until the client agrees. */
    marketingEmail: z.boolean().default(false),
    marketingSms: z.boolean().default(false),
    marketingTelegram: z.boolean().default(false),
    /** The current photo (server/modules/photos sets it): its files are read through the record's photo path. */
    photoId: photoIdSchema.nullable(),
  },
  readOnly: ['visitCount', 'missedVisitCount', 'balance', 'tgChatId', 'photoId'],
  hints: {
    firstName: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    lastName: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    phone: { kind: 'phone', list: true, filter: ['contains', 'startsWith', 'equals'] },
    // The dial code follows the number (src/schema/phone.ts): the phone input shows it, no input of its own.
    dialCode: { kind: 'dialCode', form: false },
    email: { kind: 'email', list: true, filter: textMatchModes, sort: true },
    birthDate: { kind: 'date', filter: dateMatchModes, sort: true, dates: lifeDateRange },
    description: { kind: 'multiline' },
    // In the details form with the other ways to reach the client, last: most salons have no ManyChat. The card
    // shows it among the contacts only when the client has one (client-contacts.tsx).
    manychatSubscriberId: { kind: 'text' },
    visitCount: { kind: 'integer', list: true, filter: numberMatchModes, sort: true },
    missedVisitCount: { kind: 'integer', filter: numberMatchModes, sort: true },
    balance: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
    tgChatId: { kind: 'text', form: false },
    // Edited on the card's About tab, beside who changed each and when; the details form leaves them out.
    marketingEmail: { kind: 'boolean', filter: booleanMatchModes, form: false },
    marketingSms: { kind: 'boolean', filter: booleanMatchModes, form: false },
    marketingTelegram: { kind: 'boolean', filter: booleanMatchModes, form: false },
    photoId: { kind: 'text', form: false },
  },
  // One person of the chain's ManyChat account is one client, whichever branch keeps the record.
  uniqueInChain: ['manychatSubscriberId'],
  titleFields: ['firstName', 'lastName'],
  avatar: { photo: 'photoId' },
  search: ['firstName', 'lastName', 'phone', 'email'],
  defaultSort: [
    { field: 'lastName', order: 'asc' },
    { field: 'firstName', order: 'asc' },
  ],
  permission: 'clients',
  // An employee sees the clients they serve or added, with contacts as the branch's rules say.
  employeeReach: 'clients',
  menuKey: 'clients',
  live: true,
  softDelete: true,
  importable: true,
  screens: { area: 'clients', list: '', show: ':clientId' },
});
