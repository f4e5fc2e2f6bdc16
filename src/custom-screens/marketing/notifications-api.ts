import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Language } from '@/schema/enums';
import { encodeFilters, type FilterCondition } from '@/schema/list-query';
import { messageLogEntrySchema, type MessageLogEntry } from '@/schema/messages/message-log';
import {
  messageTemplateSchema,
  templatePreviewSchema,
  type MessageTemplate,
  type TemplatePreview,
  type TemplatePreviewRequest,
} from '@/schema/messages/message-template';
import type { MessageChannel, NotificationEventKey } from '@/schema/messages/notification-events';
import {
  notificationRuleSchema,
  type NotificationRule,
  type NotificationRuleInput,
} from '@/schema/messages/notification-rule';
import type { TemplateText } from '@/schema/messages/template-text';
import { listResponseSchema, type ListMeta } from '@/schema/protocol';
import { httpClient } from '@/lib/http-client';

/**
 * The notifications API (server/modules/notifications), answers checked with the server's own schemas: each
 * notification's rule and words of a scope (a branch, or the chain's defaults), the preview, and the message log of
 * a branch or a client. Every query of a scope lives under ['notifications', kind, id], so a change refreshes them
 * as one.
 */

/** Whose rules and words: a branch's (its own, else the chain's, else the default) or the chain's defaults. */
export type NotificationScope = { kind: 'branch' | 'chain'; id: number };
export const branchScope = (branchId: number): NotificationScope => ({ kind: 'branch', id: branchId });

export const notificationKeys = {
  all: (scope: NotificationScope) => ['notifications', scope.kind, scope.id] as const,
  /** Every branch's queries: a change of the chain's defaults changes what each of them reads. */
  branches: ['notifications', 'branch'] as const,
  rules: (scope: NotificationScope) => [...notificationKeys.all(scope), 'rules'] as const,
  templates: (scope: NotificationScope, event: NotificationEventKey) =>
    [...notificationKeys.all(scope), 'templates', event] as const,
  preview: (scope: NotificationScope, request: TemplatePreviewRequest) =>
    [...notificationKeys.all(scope), 'preview', request] as const,
  /** The message log is a branch's only. */
  logs: (branchId: number) => [...notificationKeys.all(branchScope(branchId)), 'log'] as const,
  log: (branchId: number, source: MessageSource, page: number, conditions: readonly FilterCondition[]) =>
    [...notificationKeys.logs(branchId), source, page, conditions] as const,
};

/** After the chain's defaults change, the branches that follow them read anew when next shown. */
export const afterScopeChange = (queryClient: QueryClient, scope: NotificationScope): Promise<void> =>
  scope.kind === 'chain'
    ? queryClient.invalidateQueries({ queryKey: notificationKeys.branches })
    : Promise.resolve();

const base = (scope: NotificationScope) =>
  scope.kind === 'branch' ? `/branches/${scope.id}` : `/organizations/${scope.id}`;
const rulesSchema = z.object({ items: z.array(notificationRuleSchema) });
const templatesSchema = z.object({ items: z.array(messageTemplateSchema) });

export async function getRules(scope: NotificationScope): Promise<NotificationRule[]> {
  return rulesSchema.parse((await httpClient.get<unknown>(`${base(scope)}/notification-rules`)).data).items;
}

/** Keeps the scope's own rule; `version` is the one read (0 while it follows the level above). */
export async function saveRule(
  scope: NotificationScope,
  event: NotificationEventKey,
  input: NotificationRuleInput,
  version: number,
): Promise<NotificationRule> {
  return notificationRuleSchema.parse(
    (await httpClient.put<unknown>(`${base(scope)}/notification-rules/${event}`, { ...input, version })).data,
  );
}

/** The branch follows the chain's setting (or the default) again; the chain, the default. */
export async function forgetRule(scope: NotificationScope, event: NotificationEventKey): Promise<void> {
  await httpClient.delete(`${base(scope)}/notification-rules/${event}`);
}

export async function getTemplates(
  scope: NotificationScope,
  event: NotificationEventKey,
): Promise<MessageTemplate[]> {
  return templatesSchema.parse((await httpClient.get<unknown>(`${base(scope)}/message-templates/${event}`)).data)
    .items;
}

export type TemplateAddress = { event: NotificationEventKey; channel: MessageChannel; language: Language };
const templatePath = (scope: NotificationScope, { event, channel, language }: TemplateAddress) =>
  `${base(scope)}/message-templates/${event}/${channel}/${language}`;

/** Keeps the scope's own words for one channel and language; answers every template of the event. */
export async function saveTemplate(
  scope: NotificationScope,
  address: TemplateAddress,
  text: TemplateText,
  version: number,
): Promise<MessageTemplate[]> {
  return templatesSchema.parse(
    (await httpClient.put<unknown>(templatePath(scope, address), { ...text, version })).data,
  ).items;
}

/** The level above's words again (the chain's or the default), for one channel and language. */
export async function forgetTemplate(scope: NotificationScope, address: TemplateAddress): Promise<MessageTemplate[]> {
  return templatesSchema.parse((await httpClient.delete<unknown>(templatePath(scope, address))).data).items;
}

export async function previewTemplate(
  scope: NotificationScope,
  request: TemplatePreviewRequest,
): Promise<TemplatePreview> {
  return templatePreviewSchema.parse(
    (await httpClient.post<unknown>(`${base(scope)}/message-templates/preview`, request)).data,
  );
}

/** The branch's log (Marketing → Automations) or one client's, across the chain's branches (their card). */
export type MessageSource = { kind: 'branch' } | { kind: 'client'; clientId: number };
export type MessagePage = { items: MessageLogEntry[]; meta: ListMeta };

export async function listMessages(
  branchId: number,
  source: MessageSource,
  page: number,
  perPage: number,
  conditions: readonly FilterCondition[],
): Promise<MessagePage> {
  const path =
    source.kind === 'client'
      ? `/clients/${source.clientId}/messages`
      : `${base(branchScope(branchId))}/messages`;
  const params = {
    page,
    perPage,
    sort: 'createdAt:desc',
    ...(conditions.length > 0
      ? { filters: encodeFilters({ combiner: 'and', conditions: [...conditions] }) }
      : {}),
  };
  return listResponseSchema(messageLogEntrySchema).parse(
    (await httpClient.get<unknown>(path, { params })).data,
  );
}

/** "Send again" for a failed message. */
export async function resendMessage(id: number): Promise<MessageLogEntry> {
  return messageLogEntrySchema.parse((await httpClient.post<unknown>(`/messages/${id}/resend`)).data);
}
