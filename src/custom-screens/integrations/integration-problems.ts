import type { TFunction } from 'i18next';
import { z } from 'zod';
import { messageProviders, type MessageProvider } from '@/schema/messages/provider-settings';

/**
 * The provider schemas (src/schema/messages/provider-settings.ts) speak English, and the server answers with the same
 * sentences: each known one has its words in the integrations namespace; a server sentence not listed (already in
 * the reader's language) is shown as it came, and zod's own wording becomes "Check this value".
 */
const known: Readonly<Record<string, string>> = {
  Required: 'problems.required',
  'Enter a host name, such as smtp.example.com': 'problems.host',
  'Use a name of up to 11 letters and digits, or a number such as +381641234567': 'problems.sender',
  'Use the https address Infobip shows for your account': 'problems.infobipUrl',
  'An Account SID starts with AC and has 32 more characters': 'problems.accountSid',
  'A Messaging Service SID starts with MG and has 32 more characters': 'problems.messagingServiceSid',
  'Give a sender or a Messaging Service': 'problems.senderOrService',
  'An Auth Token has 32 characters': 'problems.authToken',
  'A bot token looks like 123456789:AA… (from @BotFather)': 'problems.botToken',
  'An API key looks like 1234567:0a1b2c… (ManyChat → Settings → API)': 'problems.manychatKey',
  'Enter a valid e-mail address': 'problems.email',
};

export type Problems = Partial<Record<string, string>>;

export const problemText = (t: TFunction, message: string, fromServer: boolean): string => {
  const key = known[message];
  if (key) return t(key);
  return fromServer ? message : t('problems.invalid');
};

/**
 * What the form would send, checked before it goes: the settings by the provider's schema, each secret typed by its
 * own, and a secret neither typed nor stored named when the provider needs it. Answers problems by field path
 * (`settings.baseUrl`, `secrets.apiKey`), the server's naming.
 */
export function checkIntegration(t: TFunction, provider: MessageProvider, settings: Record<string, unknown>, secrets: Record<string, string>, secretsSet: Record<string, boolean>): Problems {
  const problems: Problems = {};
  const schemas = messageProviders[provider];
  const checked = schemas.settings.safeParse(settings);
  if (!checked.success) for (const issue of checked.error.issues) problems[['settings', ...issue.path].join('.')] ??= problemText(t, issue.message, false);
  for (const [name, field] of Object.entries(schemas.secrets.shape) as [string, z.ZodType][]) {
    const typed = secrets[name]?.trim() ?? '';
    if (typed === '' && !secretsSet[name] && !field.safeParse(undefined).success) problems[`secrets.${name}`] = t('problems.required');
    if (typed !== '') {
      const result = field.safeParse(typed);
      if (!result.success) problems[`secrets.${name}`] = problemText(t, result.error.issues[0]?.message ?? '', false);
    }
  }
  return problems;
}
