import { z } from 'zod';
import { filterGroupSchema } from '../list-query';
import type { MessageChannel, TemplateVariable } from './notification-events';
import type { SkipReason } from './message-log';
import { templatePreviewSchema } from './message-template';
import { templateBodySchema, templateSubjectSchema } from './template-text';

/**
 * A broadcast (issue 17 item 5): one message to the clients of a branch that a filter of the clients list picks,
 * by e-mail, SMS or a linked Telegram chat, now or at a set time. The form, the API and the tests read this file.
 */

export const broadcastChannels = ['email', 'sms', 'telegram'] as const satisfies readonly MessageChannel[];
export const broadcastChannelSchema = z.enum(broadcastChannels);
export type BroadcastChannel = z.infer<typeof broadcastChannelSchema>;

/**
 * The Marketing area's tabs (`email`, `sms`) and what each lists: Telegram goes with SMS, the other short message
 * to a phone, so a branch without a bot never sees an empty tab of its own.
 */
export const broadcastTabs = { email: ['email'], sms: ['sms', 'telegram'] } as const satisfies Record<string, readonly BroadcastChannel[]>;
export type BroadcastTab = keyof typeof broadcastTabs;
export const broadcastTabOf = (channel: BroadcastChannel): BroadcastTab => (channel === 'email' ? 'email' : 'sms');

export const broadcastStatuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export const broadcastStatusSchema = z.enum(broadcastStatuses);
export type BroadcastStatus = z.infer<typeof broadcastStatusSchema>;

/** What a broadcast's words may name: the client and the branch; an e-mail also its unsubscribe link. */
export const broadcastVariables = (channel: BroadcastChannel): readonly TemplateVariable[] => [
  'clientName',
  'clientFullName',
  'branchName',
  'branchAddress',
  ...(channel === 'email' ? (['unsubscribeLink'] as const) : []),
];

const emptyFilter = { combiner: 'and' as const, conditions: [] };

/** The clients list's search and filter bar, as that list sends them (src/schema/list-query.ts). */
export const broadcastAudienceSchema = z.object({
  q: z.string().trim().max(200).default(''),
  filters: filterGroupSchema.default(emptyFilter),
});
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;
export const everyClient: BroadcastAudience = { q: '', filters: emptyFilter };

const textIssues = (schema: z.ZodType<string>, value: string, path: string, ctx: z.RefinementCtx) => {
  const checked = schema.safeParse(value);
  if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
};

/**
 * Subject and body are checked against the channel's variables, so `{{unsubscribeLink}}` in an SMS is named as
 * unknown; only an e-mail has (and needs) a subject.
 */
const withTemplateChecks = <T extends z.ZodType<{ channel: BroadcastChannel; subject: string; body: string }>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    const variables = broadcastVariables(value.channel);
    textIssues(templateBodySchema(variables), value.body, 'body', ctx);
    if (value.channel !== 'email') return;
    if (value.subject.trim() === '') ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Write the subject' });
    else textIssues(templateSubjectSchema(variables), value.subject, 'subject', ctx);
  });

const broadcastFields = z.object({
  channel: broadcastChannelSchema,
  name: z.string().trim().min(1, 'Required').max(120, 'At most 120 characters'),
  subject: z.string().max(200, 'At most 200 characters').default(''),
  body: z.string().max(4000, 'At most 4000 characters'),
  audience: broadcastAudienceSchema.default(everyClient),
});

/** A draft as the form keeps it (POST creates one, PUT changes one with the version read). */
export const broadcastInputSchema = withTemplateChecks(broadcastFields);
export type BroadcastInput = z.input<typeof broadcastInputSchema>;
export const broadcastWriteSchema = withTemplateChecks(broadcastFields.extend({ version: z.number().int().min(1) }));

/** Send a draft: now (`scheduledAt` null), or at a time still ahead. */
export const broadcastSendSchema = z.object({
  version: z.number().int().min(1),
  scheduledAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type BroadcastSend = z.input<typeof broadcastSendSchema>;

/** Why a client of the audience will not get it, in the order the screen lists them. */
export const leftOutReasons = ['no_consent', 'unsubscribed', 'no_email', 'no_phone', 'no_telegram', 'capped'] as const satisfies readonly SkipReason[];
export type LeftOutReason = (typeof leftOutReasons)[number];
const leftOutSchema = z.object(Object.fromEntries(leftOutReasons.map((reason) => [reason, z.number().int()])) as Record<LeftOutReason, z.ZodNumber>);
export type LeftOut = z.infer<typeof leftOutSchema>;
export const noneLeftOut = (): LeftOut => Object.fromEntries(leftOutReasons.map((reason) => [reason, 0])) as LeftOut;

/** `POST …/broadcasts/audience`: who the filter picks, who of them will get it, and why the others will not. */
export const audienceRequestSchema = z.object({ channel: broadcastChannelSchema, audience: broadcastAudienceSchema.default(everyClient) });
const audienceHeadcountSchema = z.object({
  matching: z.number().int(),
  recipients: z.number().int(),
  leftOut: leftOutSchema,
});
export type AudienceHeadcount = z.infer<typeof audienceHeadcountSchema>;
/**
 * Why the channel would refuse every message of the broadcast, so the form says it before anything is sent: a real
 * SMTP server is handed a marketing e-mail only with its https one-click unsubscribe link, and the server's links are
 * https only when its PUBLIC_URL is.
 */
export const broadcastRefusalSchema = z.enum(['unsubscribe_link_not_https']);
export type BroadcastRefusal = z.infer<typeof broadcastRefusalSchema>;
export const audienceCountSchema = audienceHeadcountSchema.extend({ refusal: broadcastRefusalSchema.nullable() });
export type AudienceCount = z.infer<typeof audienceCountSchema>;

/**
 * What a broadcast came to, counted from its outbox rows: `sent` counts delivered ones too; `skipped` every row that
 * did not go (capped, unsubscribed meanwhile, withdrawn by a cancel); `unsubscribed` those who left through it.
 */
export const broadcastFiguresSchema = z.object({
  recipients: z.number().int(),
  pending: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  capped: z.number().int(),
  unsubscribed: z.number().int(),
});
export type BroadcastFigures = z.infer<typeof broadcastFiguresSchema>;
export const noFigures = (): BroadcastFigures => ({ recipients: 0, pending: 0, sent: 0, delivered: 0, failed: 0, skipped: 0, capped: 0, unsubscribed: 0 });

/** How far a sending broadcast has come, 0–100: every row no longer pending is done, whatever became of it. */
export const broadcastProgress = (figures: BroadcastFigures): number =>
  figures.recipients === 0 ? 0 : Math.round(((figures.recipients - figures.pending) / figures.recipients) * 100);

export const broadcastSchema = z.object({
  id: z.number(),
  branchId: z.number(),
  channel: broadcastChannelSchema,
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: broadcastAudienceSchema,
  status: broadcastStatusSchema,
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Left out when it was sent: counted as the audience was expanded. */
  leftOut: leftOutSchema.nullable(),
  figures: broadcastFiguresSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

/** `POST …/broadcasts/preview`: the words as one real client of the audience would get them. */
export const broadcastPreviewRequestSchema = z.object({
  channel: broadcastChannelSchema,
  subject: z.string().max(200).default(''),
  body: z.string().max(4000),
  audience: broadcastAudienceSchema.default(everyClient),
});
export type BroadcastPreviewRequest = z.infer<typeof broadcastPreviewRequestSchema>;

export const broadcastPreviewSchema = templatePreviewSchema.extend({
  /** The client whose values filled it: the audience's first recipient, else the first client it matches. */
  client: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type BroadcastPreview = z.infer<typeof broadcastPreviewSchema>;

/** A saved audience: the clients list's search and filter under a name, kept by the branch. */
export const clientSegmentInputSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(80, 'At most 80 characters'),
  audience: broadcastAudienceSchema,
});
export const clientSegmentSchema = clientSegmentInputSchema.extend({ id: z.number(), createdAt: z.string() });
export type ClientSegment = z.infer<typeof clientSegmentSchema>;
