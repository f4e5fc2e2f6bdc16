import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import { branchPhoneCountry, formatPhone } from '../../../src/schema/phone';
import type { MessageChannel, NotificationEventKey, TemplateVariable } from '../../../src/schema/messages/notification-events';
import { defaultTemplate } from '../../../src/schema/messages/default-templates';
import { renderMessage } from '../../../src/schema/messages/template-text';
import type { DbExecutor } from '../../db/client';
import { messageTemplates } from '../../db/tables';
import { groupBy } from '../../../src/schema/group-by';

/**
 * A message's words: the branch's own template for the event, channel and language, else the chain's, else the
 * default one written for every language; rendered with the values of the visit, escaped for the channel.
 */

export type MessageValues = Partial<Record<TemplateVariable, string>>;
export type ComposedMessage = { subject: string; body: string; html: string | null };
export type StoredTemplate = { subject: string; body: string };
/** The scope's own templates by `event|channel|language`, the branch's over the chain's. */
export type TemplateSet = ReadonlyMap<string, StoredTemplate>;

const templateKey = (event: string, channel: string, language: string) => `${event}|${channel}|${language}`;

const templateColumns = {
  organizationId: messageTemplates.organizationId,
  branchId: messageTemplates.branchId,
  event: messageTemplates.event,
  channel: messageTemplates.channel,
  language: messageTemplates.language,
  subject: messageTemplates.subject,
  body: messageTemplates.body,
};
type TemplateRow = { branchId: number | null; event: string; channel: string; language: string; subject: string; body: string };

/** A branch's set from its chain's rows: chain rows first, so a branch's own row of the same key replaces it. */
function templateSetOf(rows: readonly TemplateRow[], branchId: number | null): TemplateSet {
  const own = rows.filter((row) => row.branchId === null || row.branchId === branchId);
  own.sort((a, b) => Number(a.branchId !== null) - Number(b.branchId !== null));
  return new Map(own.map((row) => [templateKey(row.event, row.channel, row.language), { subject: row.subject, body: row.body }]));
}

export async function loadTemplates(db: DbExecutor, scope: { organizationId: number; branchId: number | null }): Promise<TemplateSet> {
  const rows = await db
    .select(templateColumns)
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.organizationId, scope.organizationId),
        scope.branchId === null ? isNull(messageTemplates.branchId) : or(isNull(messageTemplates.branchId), eq(messageTemplates.branchId, scope.branchId)),
      ),
    );
  return templateSetOf(rows, scope.branchId);
}

/** The templates of `events` for many chains in one query (the daily planner's); each branch's set is built when asked. */
export async function loadTemplateSets(db: DbExecutor, organizationIds: readonly number[], events: readonly NotificationEventKey[]) {
  const rows = organizationIds.length
    ? await db
        .select(templateColumns)
        .from(messageTemplates)
        .where(and(inArray(messageTemplates.organizationId, [...organizationIds]), inArray(messageTemplates.event, [...events])))
    : [];
  const byChain = groupBy(rows, (row) => row.organizationId);
  return (organizationId: number, branchId: number): TemplateSet => templateSetOf(byChain.get(organizationId) ?? [], branchId);
}

export const templateOf = (templates: TemplateSet, event: NotificationEventKey, channel: MessageChannel, language: Language): StoredTemplate =>
  templates.get(templateKey(event, channel, language)) ?? defaultTemplate(event, language, channel);

export const composeMessage =
  (templates: TemplateSet) =>
  (event: NotificationEventKey, channel: MessageChannel, language: Language, values: MessageValues): ComposedMessage =>
    renderMessage(templateOf(templates, event, channel, language), values, channel, language);

/** What a message may name about its branch. */
export type MessageBranch = { name: string; address: string | null; phone: string | null; timeZone: string };

/** The branch's name, address and phone, the phone written as the app shows the branch's numbers (formatPhone). */
export const branchValues = (branch: MessageBranch): MessageValues => ({
  branchName: branch.name,
  branchAddress: branch.address ?? '',
  branchPhone: branch.phone ? formatPhone(branch.phone, branchPhoneCountry(branch)) : '',
});

const localeOf: Record<Language, string> = { EN: 'en-GB', SR: 'sr-Latn-RS', RU: 'ru-RU', TR: 'tr-TR', PT: 'pt-PT' };

/** A visit's date as its reader says it: "Sat 28 Nov", "sub 28. nov", … (the date is already the branch's own). */
export function formatMessageDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf[language], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
