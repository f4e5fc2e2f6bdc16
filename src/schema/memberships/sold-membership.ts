import { z } from 'zod';
import { auditEntrySchema } from '../audit';
import { moneyTextSchema } from '../money/decimal';
import { transactionSchema } from '../sales/checkout';
import { idSchema, isoDateSchema } from '../primitives';
import { choiceMatchModes, dateMatchModes, defineResource, numberMatchModes, textMatchModes } from '../resource-definition';

export const membershipStatuses = ['active', 'not_started', 'expired', 'used_up', 'canceled'] as const;
const statusSchema = z.enum(membershipStatuses);
const kindSchema = z.enum(['visits', 'period']);

/**
 * What `GET /branches/{id}/sold-memberships` filters and sorts on, in the engine's list grammar (its rules,
 * match modes and 400s). Sold memberships are written by the checkout and server/modules/sold-memberships, not
 * by the engine: this definition is not in the registry. `status` is derived from the dates and visits
 * (src/schema/money/membership-usage.ts membershipStatus), so expiry needs no job: a membership is expired the
 * day after it ends.
 */
export const soldMembershipListDefinition = defineResource({
  name: 'soldMemberships',
  table: 'sold_memberships',
  scope: 'branch',
  fields: {
    clientId: idSchema,
    name: z.string(),
    kind: kindSchema,
    status: statusSchema,
    startsOn: isoDateSchema,
    endsOn: isoDateSchema,
    price: moneyTextSchema,
    paid: moneyTextSchema,
  },
  readOnly: ['clientId', 'name', 'kind', 'status', 'startsOn', 'endsOn', 'price', 'paid'],
  hints: {
    clientId: { kind: 'reference', references: 'clients', list: true, filter: choiceMatchModes, sort: true },
    name: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    kind: { kind: 'enum', options: kindSchema.options, list: true, filter: choiceMatchModes },
    status: { kind: 'enum', options: [...membershipStatuses], list: true, filter: choiceMatchModes },
    startsOn: { kind: 'date', list: true, filter: dateMatchModes, sort: true },
    endsOn: { kind: 'date', list: true, filter: dateMatchModes, sort: true },
    price: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
    paid: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
  },
  titleFields: ['name'],
  search: ['name'],
  defaultSort: [{ field: 'startsOn', order: 'desc' }],
  permission: 'sales',
  menuKey: 'sales',
  live: false,
  softDelete: false,
  screens: { area: 'sales', list: 'sold-memberships' },
});

/** A row of the sold-memberships list and of a client's memberships. */
export const soldMembershipSchema = z.object({
  id: idSchema,
  branchId: idSchema,
  clientId: idSchema,
  clientName: z.string(),
  membershipId: idSchema,
  saleId: idSchema,
  name: z.string(),
  kind: kindSchema,
  visitsTotal: z.number().int().nullable(),
  visitsUsed: z.number().int(),
  /** Null for a period membership. */
  visitsLeft: z.number().int().nullable(),
  daysLeft: z.number().int(),
  startsOn: isoDateSchema,
  endsOn: isoDateSchema,
  status: statusSchema,
  price: moneyTextSchema,
  paid: moneyTextSchema,
  debt: moneyTextSchema,
  canceledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
});
export type SoldMembership = z.infer<typeof soldMembershipSchema>;

export const membershipVisitSchema = z.object({
  id: idSchema,
  orderId: idSchema,
  orderServiceId: idSchema,
  serviceName: z.string().nullable(),
  date: isoDateSchema,
  drawnAt: z.string(),
  /** When the visit was given back (the order was cancelled or left success). */
  returnedAt: z.string().nullable(),
});

export const membershipInstalmentSchema = z.object({
  id: idSchema,
  soldMembershipId: idSchema,
  number: z.number().int(),
  dueOn: isoDateSchema,
  amount: moneyTextSchema,
  paid: moneyTextSchema,
  /** amount − paid. */
  due: moneyTextSchema,
});
export type MembershipInstalment = z.infer<typeof membershipInstalmentSchema>;

/** `GET /sold-memberships/{id}`: the terms, visits drawn, instalments, payments and the audit trail. */
export const soldMembershipDetailsSchema = soldMembershipSchema.extend({
  serviceIds: z.array(idSchema),
  serviceNames: z.array(z.string()),
  visits: z.array(membershipVisitSchema),
  instalments: z.array(membershipInstalmentSchema),
  transactions: z.array(transactionSchema),
  trail: z.array(auditEntrySchema),
});
export type SoldMembershipDetails = z.infer<typeof soldMembershipDetailsSchema>;

/** `GET /membership-instalments/{id}`: what the membership-payment page shows. */
export const instalmentViewSchema = z.object({
  instalment: membershipInstalmentSchema,
  membership: soldMembershipSchema,
  /** The branch has a payment provider set up: the instalment can be paid by link (docs/online-payments.md). */
  payableByLink: z.boolean(),
});
export type InstalmentView = z.infer<typeof instalmentViewSchema>;

/** `POST /membership-instalments/{id}/payments` answers the instalment and its sale as they stand, and the change. */
export const instalmentReceiptSchema = z.object({
  instalment: membershipInstalmentSchema,
  sale: z.object({ id: idSchema, total: moneyTextSchema, paid: moneyTextSchema, debt: moneyTextSchema }),
  change: moneyTextSchema,
});
export type InstalmentReceipt = z.infer<typeof instalmentReceiptSchema>;

export const membershipCancelSchema = z.object({ reason: z.string().trim().min(1, 'Say why it is cancelled.').max(500) });

/** `GET /clients/{id}/money-summary`: the client card's debt and memberships still to use. */
export const clientMoneySummarySchema = z.object({
  /** The sum of the client's sales' debts (total − paid, cancelled sales left out). */
  debt: moneyTextSchema,
  activeMemberships: z.array(soldMembershipSchema),
});
export type ClientMoneySummary = z.infer<typeof clientMoneySummarySchema>;
