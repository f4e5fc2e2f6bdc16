import { z } from 'zod';
import { emailSchema, personNameSchema } from '../primitives';

/**
 * The settings of the services e-mail and SMS leave through (issue 17), one pair of schemas per provider, read by the
 * integrations screen and by the server's transports alike. `…SettingsSchema` holds what is stored plain and shown
 * back; `…SecretsSchema` holds the secrets, which are sealed at rest, write-only in the API and never logged.
 */

const hostnamePattern =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export const smtpSettingsSchema = z.object({
  host: z.string().trim().regex(hostnamePattern, 'Enter a host name, such as smtp.example.com'),
  port: z.number().int().min(1).max(65535),
  /** TLS from the first byte (usually port 465); otherwise the connection is upgraded with STARTTLS when offered. */
  secure: z.boolean(),
  /** Empty: the server takes mail without logging in. */
  user: z.string().trim().max(320, 'At most 320 characters').optional(),
  fromAddress: emailSchema,
  /** The name mail is sent under, such as the salon's. */
  fromName: personNameSchema.optional(),
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;

export const smtpSecretsSchema = z.object({
  password: z.string().min(1).max(1000, 'At most 1000 characters').optional(),
});
export type SmtpSecrets = z.infer<typeof smtpSecretsSchema>;

/**
 * What the recipient's phone shows as the sender: a name of up to 11 letters, digits and spaces (a GSM alphanumeric
 * sender ID), or a number in international form. Which ones a country accepts is the provider's and the operator's
 * business; this only keeps out what no network takes.
 */
export const smsSenderSchema = z
  .string()
  .trim()
  .regex(
    /^(?:\+?\d{3,15}|(?=.*[a-z])[a-z0-9 ]{1,11})$/i,
    'Use a name of up to 11 letters and digits, or a number such as +381641234567',
  );

/**
 * A sender of its own for some branches of the chain ("Centre" and "Riverside" from one account), by branch id; a
 * branch not named here sends under the integration's own sender.
 */
export const branchSendersSchema = z.record(z.string().regex(/^\d+$/, 'A branch id'), smsSenderSchema);
export type BranchSenders = z.infer<typeof branchSendersSchema>;

export const infobipSettingsSchema = z.object({
  provider: z.literal('infobip'),
  /** Each Infobip account has its own API address, shown on the portal's home page (https://xxxxx.api.infobip.com). */
  baseUrl: z.url({ protocol: /^https$/, error: 'Use the https address Infobip shows for your account' }),
  sender: smsSenderSchema,
  branchSenders: branchSendersSchema.optional(),
});
export const infobipSecretsSchema = z.object({
  apiKey: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
});
export type InfobipSettings = z.infer<typeof infobipSettingsSchema>;
export type InfobipSecrets = z.infer<typeof infobipSecretsSchema>;

export const twilioSettingsSchema = z
  .object({
    provider: z.literal('twilio'),
    accountSid: z
      .string()
      .trim()
      .regex(/^AC[0-9a-f]{32}$/i, 'An Account SID starts with AC and has 32 more characters'),
    /** A Twilio number, short code or alphanumeric sender ID. */
    from: smsSenderSchema.optional(),
    /** A Messaging Service picks the sender itself (and keeps the STOP list per service). */
    messagingServiceSid: z
      .string()
      .trim()
      .regex(/^MG[0-9a-f]{32}$/i, 'A Messaging Service SID starts with MG and has 32 more characters')
      .optional(),
    /** Senders of their own for some branches (with a Messaging Service, its sender pool decides instead). */
    branchSenders: branchSendersSchema.optional(),
  })
  .refine((settings) => settings.from || settings.messagingServiceSid, {
    path: ['from'],
    error: 'Give a sender or a Messaging Service',
  });
export const twilioSecretsSchema = z.object({
  authToken: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{32}$/i, 'An Auth Token has 32 characters'),
});
export type TwilioSettings = z.infer<typeof twilioSettingsSchema>;
export type TwilioSecrets = z.infer<typeof twilioSecretsSchema>;

/** The SMS provider a chain sends through: one schema for the setup screen and the transport resolver. */
export const smsProviderSettingsSchema = z.discriminatedUnion('provider', [
  infobipSettingsSchema,
  twilioSettingsSchema,
]);
export type SmsProviderSettings = z.infer<typeof smsProviderSettingsSchema>;
export type SmsProvider = SmsProviderSettings['provider'];

/** Each SMS provider's secrets, by provider: the fields named here are the ones sealed and never shown back. */
export const smsProviderSecretsSchemas = {
  infobip: infobipSecretsSchema,
  twilio: twilioSecretsSchema,
} as const;

/** A Telegram bot: the token BotFather gave (the secret); its username is read from Telegram when it is tested. */
export const telegramSettingsSchema = z.object({ botUsername: z.string().trim().max(64).optional() });
export const telegramSecretsSchema = z.object({
  token: z.string().trim().regex(/^\d{5,}:[A-Za-z0-9_-]{30,}$/, 'A bot token looks like 123456789:AA… (from @BotFather)'),
});

/**
 * ManyChat (https://api.manychat.com), which carries messages to clients who wrote to the salon on Instagram: its
 * API key is the secret. Instagram lets a business answer only within 24 hours of the person's last message; past
 * that, only with the one message tag Instagram takes (`HUMAN_AGENT`, up to 7 days; Messenger's other tags it
 * refuses), so the tag is a setting the owner chooses knowingly, none by default. `serviceIds` are the services whose
 * bookings send ManyChat messages.
 */
export const manychatMessageTags = ['HUMAN_AGENT'] as const;
export const manychatSettingsSchema = z.object({
  messageTag: z.enum(manychatMessageTags).optional(),
  serviceIds: z.array(z.number().int().positive()).max(2000).optional(),
});
export const manychatSecretsSchema = z.object({
  // ManyChat's keys are `<page id>:<32 hex characters>`; anything else would only fail later at every send.
  apiKey: z.string().trim().regex(/^\d+:[A-Za-z0-9]{16,128}$/, 'An API key looks like 1234567:0a1b2c… (ManyChat → Settings → API)'),
});
export type ManychatSettings = z.infer<typeof manychatSettingsSchema>;
export type ManychatSecrets = z.infer<typeof manychatSecretsSchema>;

/**
 * A ManyChat subscriber id, the only address its API takes (a client's, a test message's): a positive whole number,
 * sent as a JSON number, so no larger than JavaScript keeps exactly.
 */
export const isManychatSubscriberId = (text: string): boolean => /^\d{1,16}$/.test(text) && Number.isSafeInteger(Number(text)) && Number(text) > 0;
export const manychatSubscriberIdMessage = 'A ManyChat subscriber ID is a number: copy it from the contact’s profile in ManyChat';
export const manychatSubscriberIdSchema = z.string().trim().refine(isManychatSubscriberId, manychatSubscriberIdMessage);

/**
 * Every outside service messages can leave through, by its `integrations.provider` name: the channel it carries, its
 * plain settings and its sealed secrets.
 */
export const messageProviders = {
  smtp: { channel: 'email', settings: smtpSettingsSchema, secrets: smtpSecretsSchema },
  infobip: { channel: 'sms', settings: infobipSettingsSchema, secrets: infobipSecretsSchema },
  twilio: { channel: 'sms', settings: twilioSettingsSchema, secrets: twilioSecretsSchema },
  telegram: { channel: 'telegram', settings: telegramSettingsSchema, secrets: telegramSecretsSchema },
  manychat: { channel: 'instagram', settings: manychatSettingsSchema, secrets: manychatSecretsSchema },
} as const;
export type MessageProvider = keyof typeof messageProviders;
export const messageProviderSchema = z.enum(Object.keys(messageProviders) as [MessageProvider, ...MessageProvider[]]);
