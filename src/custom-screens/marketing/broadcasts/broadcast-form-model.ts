import type { FilterGroup } from '@/schema/list-query';
import { broadcastInputSchema, broadcastVariables, everyClient, type Broadcast, type BroadcastAudience, type BroadcastChannel, type BroadcastInput } from '@/schema/messages/broadcast';
import { unknownVariables } from '@/schema/messages/template-text';
import { zonedToInstant } from '@/schema/schedule/time-zone';
import { effectiveFilterGroup } from '@/resources/engine/filter-conditions';

/**
 * The broadcast form's values apart from React: what is typed (the filter bar's conditions as the person has them,
 * unfinished ones too), what is sent (only complete conditions), the problems the shared schema finds per field, and
 * the instant a date and time of the branch's clock name.
 */

export type BroadcastFormValues = { channel: BroadcastChannel; name: string; subject: string; body: string; q: string; filters: FilterGroup };
export type FormField = 'name' | 'subject' | 'body';

/** A new broadcast: to every client, or to a saved audience (the clients list's "Send a broadcast to it"). */
export const emptyForm = (channel: BroadcastChannel, audience: BroadcastAudience = everyClient): BroadcastFormValues => ({ channel, name: '', subject: '', body: '', q: audience.q, filters: audience.filters });

export const formOf = (broadcast: Broadcast): BroadcastFormValues => ({
  channel: broadcast.channel,
  name: broadcast.name,
  subject: broadcast.subject,
  body: broadcast.body,
  q: broadcast.audience.q,
  filters: broadcast.audience.filters,
});

/** The audience as the server takes it: the search, and the conditions that are complete. */
export const audienceOf = (values: Pick<BroadcastFormValues, 'q' | 'filters'>): BroadcastAudience => ({
  q: values.q.trim(),
  filters: effectiveFilterGroup(values.filters) ?? everyClient.filters,
});

export const inputOf = (values: BroadcastFormValues): BroadcastInput => ({
  channel: values.channel,
  name: values.name,
  subject: values.channel === 'email' ? values.subject : '',
  body: values.body,
  audience: audienceOf(values),
});

/** What is wrong with a field, for the form to say in the reader's language. */
export type FieldProblem = { kind: 'required' } | { kind: 'tooLong' } | { kind: 'variables'; entries: string[] };

/**
 * The shared schema judges (as the server will); the problem is then told by its kind: an empty field, unknown or
 * malformed variables (each named as typed), or too long.
 */
export function formProblems(values: BroadcastFormValues): Partial<Record<FormField, FieldProblem>> {
  const checked = broadcastInputSchema.safeParse(inputOf(values));
  const problems: Partial<Record<FormField, FieldProblem>> = {};
  if (checked.success) return problems;
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if ((field !== 'name' && field !== 'subject' && field !== 'body') || problems[field]) continue;
    const entries = field === 'name' ? [] : unknownVariables(values[field], broadcastVariables(values.channel));
    problems[field] = values[field].trim() === '' ? { kind: 'required' } : entries.length > 0 ? { kind: 'variables', entries } : { kind: 'tooLong' };
  }
  return problems;
}

/** A date and time on the branch's clock as an ISO instant; null until both are whole. */
export function scheduledInstant(date: string | null, time: string | null, timeZone: string): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !time || !/^\d{2}:\d{2}$/.test(time)) return null;
  return new Date(zonedToInstant(date, time, timeZone)).toISOString();
}
