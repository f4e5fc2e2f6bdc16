import { and, eq, isNull, sql } from 'drizzle-orm';
import { languageSchema, type Language } from '../../../src/schema/enums';
import { defaultTemplate } from '../../../src/schema/messages/default-templates';
import type { MessageTemplate } from '../../../src/schema/messages/message-template';
import { notificationEvents, type MessageChannel, type NotificationEventKey } from '../../../src/schema/messages/notification-events';
import type { DbExecutor } from '../../db/client';
import { messageTemplates } from '../../db/tables';
import { DomainError } from '../../plugins/app/domain-error';
import type { RuleScope } from './notification-rules.repository';

const scopeMatch = (scope: RuleScope) =>
  and(eq(messageTemplates.organizationId, scope.organizationId), scope.branchId === null ? isNull(messageTemplates.branchId) : eq(messageTemplates.branchId, scope.branchId));

const languageCodes = languageSchema.options;

/** Every channel and language of `event` as `scope` reads it: its own row, else the chain's, else the default. */
export async function templatesOfEvent(db: DbExecutor, scope: RuleScope, event: NotificationEventKey): Promise<MessageTemplate[]> {
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.organizationId, scope.organizationId), eq(messageTemplates.event, event)));
  const own = (channel: MessageChannel, language: Language, branchId: number | null) =>
    rows.find((row) => row.channel === channel && row.language === language && row.branchId === branchId);
  return notificationEvents[event].channels.flatMap((channel) =>
    languageCodes.map((language): MessageTemplate => {
      const mine = own(channel, language, scope.branchId);
      const chain = scope.branchId === null ? undefined : own(channel, language, null);
      const found = mine ?? chain;
      const text = found ?? defaultTemplate(event, language, channel);
      return {
        event,
        channel,
        language,
        subject: text.subject,
        body: text.body,
        source: mine ? (scope.branchId === null ? 'chain' : 'branch') : chain ? 'chain' : 'default',
        version: mine?.version ?? 0,
      };
    }),
  );
}

/** Keeps the scope's own words for one channel and language; `version` as read (0: it had none of its own). */
export async function saveTemplate(
  db: DbExecutor,
  scope: RuleScope,
  key: { event: NotificationEventKey; channel: MessageChannel; language: Language },
  text: { subject: string; body: string },
  version: number,
): Promise<void> {
  if (version === 0) {
    const [row] = await db
      .insert(messageTemplates)
      .values({ organizationId: scope.organizationId, branchId: scope.branchId, ...key, ...text })
      .onConflictDoNothing()
      .returning({ id: messageTemplates.id });
    if (!row) throw new DomainError('stale_version', (m) => m.common.staleVersion);
    return;
  }
  const [row] = await db
    .update(messageTemplates)
    .set({ ...text, version: sql`${messageTemplates.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        scopeMatch(scope),
        eq(messageTemplates.event, key.event),
        eq(messageTemplates.channel, key.channel),
        eq(messageTemplates.language, key.language),
        eq(messageTemplates.version, version),
      ),
    )
    .returning({ id: messageTemplates.id });
  if (!row) throw new DomainError('stale_version', (m) => m.common.staleVersion);
}

export async function forgetTemplate(db: DbExecutor, scope: RuleScope, key: { event: NotificationEventKey; channel: MessageChannel; language: Language }): Promise<void> {
  await db
    .delete(messageTemplates)
    .where(and(scopeMatch(scope), eq(messageTemplates.event, key.event), eq(messageTemplates.channel, key.channel), eq(messageTemplates.language, key.language)));
}
