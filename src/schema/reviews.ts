import { z } from 'zod';
import { idSchema, isoDateSchema, storableTextSchema } from './primitives';
import { booleanMatchModes, choiceMatchModes, dateMatchModes, defineResource, numberMatchModes } from './resource-definition';

/**
 * Reviews after a visit (issue 15): a client rates a completed visit 1–5 with an optional comment, once per visit
 * (per order and client), through a link staff copy from the order drawer or the client card. The link's token is
 * made when staff ask for it; only its SHA-256 is stored.
 */
export const reviewLinkTtlDays = 30;
export const reviewRatings = [1, 2, 3, 4, 5] as const;
export const reviewCommentMax = 2000;
export const reviewReplyMax = 2000;
export const reviewHideReasonMax = 500;

export const reviewRatingSchema = z.number().int().min(1, 'From 1 to 5').max(5, 'From 1 to 5');
const commentSchema = storableTextSchema.pipe(z.string().trim().max(reviewCommentMax, `At most ${reviewCommentMax} characters`));

/** What the public form posts (the token in the path is the capability). */
export const reviewSubmitSchema = z.object({
  rating: z.coerce.number().pipe(reviewRatingSchema),
  comment: commentSchema.optional().transform((value) => (value ? value : null)),
});
export type ReviewSubmit = z.infer<typeof reviewSubmitSchema>;

/** POST /orders/{id}/review-link: a single order's own client by default; a group class names the client. */
export const reviewLinkRequestSchema = z.strictObject({ clientId: idSchema.optional() });
export const reviewLinkSchema = z.object({ url: z.string(), expiresAt: z.string(), orderId: idSchema, clientId: idSchema });
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

export const reviewReplySchema = z.strictObject({
  reply: storableTextSchema.pipe(z.string().trim().min(1, 'Required').max(reviewReplyMax, `At most ${reviewReplyMax} characters`)),
  version: z.number().int().positive(),
});
export const reviewHideSchema = z.strictObject({
  reason: storableTextSchema.pipe(z.string().trim().min(1, 'Required').max(reviewHideReasonMax, `At most ${reviewHideReasonMax} characters`)),
  version: z.number().int().positive(),
});
export const reviewUnhideSchema = z.strictObject({ version: z.number().int().positive() });

const personSchema = z.object({ id: idSchema, name: z.string() });

export const reviewSchema = z.object({
  id: idSchema,
  branchId: idSchema,
  orderId: idSchema,
  client: personSchema,
  /** The visit's branch-local date and its services, as the review page showed them. */
  visitDate: isoDateSchema,
  services: z.array(z.string()),
  employees: z.array(personSchema),
  rating: reviewRatingSchema,
  comment: z.string().nullable(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  repliedAt: z.string().nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  hiddenBy: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  version: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /employees/{id}/reviews/summary: hidden reviews are left out. */
export const reviewSummarySchema = z.object({
  employeeId: idSchema,
  /** Rounded to two decimals; null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many of each rating, 1 to 5. */
  byRating: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/**
 * What `GET /branches/{id}/reviews` and `GET /clients/{id}/reviews` filter and sort on, in the engine's list grammar
 * (not in the registry: written by server/modules/reviews). `employeeId` matches any employee of the visit;
 * `hidden` is whether a manager hid it. Reading is the clients area's; an employee reads their own visits' only.
 */
export const reviewListDefinition = defineResource({
  name: 'reviews',
  table: 'reviews',
  scope: 'branch',
  fields: { rating: reviewRatingSchema, employeeId: idSchema, clientId: idSchema, hidden: z.boolean(), createdAt: z.string() },
  readOnly: ['rating', 'employeeId', 'clientId', 'hidden', 'createdAt'],
  hints: {
    rating: { kind: 'integer', list: true, filter: numberMatchModes, sort: true },
    employeeId: { kind: 'reference', references: 'employees', list: true, filter: choiceMatchModes },
    clientId: { kind: 'reference', references: 'clients', list: true, filter: choiceMatchModes },
    hidden: { kind: 'boolean', list: true, filter: booleanMatchModes },
    createdAt: { kind: 'dateTime', list: true, filter: dateMatchModes, sort: true },
  },
  titleFields: ['rating'],
  search: [],
  defaultSort: [{ field: 'createdAt', order: 'desc' }],
  permission: 'clients',
  menuKey: 'clients',
  live: false,
  softDelete: false,
  screens: { area: 'team', list: 'reviews' },
});
