import { z } from 'zod';
import { languageSchema } from '../enums';
import { messageChannelSchema, notificationEventKeySchema, notificationEvents, type NotificationEventKey } from './notification-events';
import { ruleSourceSchema } from './notification-rule';
import { templateBodySchema, templateSubjectSchema } from './template-text';

/**
 * A notification's words for one channel and language, as a branch reads them (its own, the chain's, or the default
 * written for every language: `source`), and what the template editor sends and previews.
 */
export const messageTemplateSchema = z.object({
  event: notificationEventKeySchema,
  channel: messageChannelSchema,
  language: languageSchema,
  subject: z.string(),
  body: z.string(),
  source: ruleSourceSchema,
  /** Of the scope's own row; 0 while it reads the level above. */
  version: z.number().int(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** A template's text, checked against the variables its event allows (an unknown one is named). */
export const messageTemplateInputSchema = (event: NotificationEventKey) =>
  z.object({
    subject: templateSubjectSchema(notificationEvents[event].variables),
    body: templateBodySchema(notificationEvents[event].variables),
  });
export const messageTemplateWriteSchema = (event: NotificationEventKey) => messageTemplateInputSchema(event).extend({ version: z.number().int().min(0) });

export const templatePreviewRequestSchema = z.object({
  event: notificationEventKeySchema,
  channel: messageChannelSchema,
  language: languageSchema,
  subject: z.string().max(200),
  body: z.string().max(4000),
});
export type TemplatePreviewRequest = z.infer<typeof templatePreviewRequestSchema>;

export const smsPartsSchema = z.object({
  encoding: z.enum(['GSM-7', 'UCS-2']),
  characters: z.number(),
  parts: z.number(),
  perPart: z.number(),
  remainingInPart: z.number(),
  nonGsmCharacters: z.array(z.string()),
});

export const templatePreviewSchema = z.object({
  subject: z.string(),
  body: z.string(),
  html: z.string().nullable(),
  /** SMS only: how the text is counted, and the same text in GSM-7 letters with its own count. */
  sms: z.object({ parts: smsPartsSchema, latin: z.string(), latinParts: smsPartsSchema }).nullable(),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;
