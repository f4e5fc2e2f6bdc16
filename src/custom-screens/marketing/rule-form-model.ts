import { z } from 'zod';
import {
  messageChannelSchema,
  notificationEvents,
  type MessageChannel,
  type NotificationEventKey,
} from '@/schema/messages/notification-events';
import {
  defaultTimingSettings,
  marketingQuietHours,
  notificationRuleInputSchema,
  ruleSettingKeys,
  type NotificationRule,
  type NotificationRuleInput,
  type NotificationTimingSettings,
} from '@/schema/messages/notification-rule';
import { minutesOfSpan, spanOf, spanUnits, type Span } from './rule-timing';

/**
 * The rule form's values and their way to the API: lead times and the delay as hours or days, quiet hours as a
 * switch with two times. Only the settings the event reads (ruleSettingKeys) are sent. Messages are keys of the
 * `messages` namespace (`form.errors.*`).
 */
export type RuleFormValues = {
  enabled: boolean;
  channels: MessageChannel[];
  leads: Span[];
  delay: Span;
  atTime: string;
  weeks: number;
  perService: boolean;
  remainingVisits: number;
  daysBefore: number;
  quiet: boolean;
  quietFrom: string;
  quietTo: string;
};

export function ruleFormValues(rule: NotificationRule): RuleFormValues {
  const defaults = defaultTimingSettings(rule.event);
  // The rule's own value, else the catalog's; the last fallback only fills a field the event does not show.
  const read = <K extends keyof NotificationTimingSettings>(key: K, fallback: NonNullable<NotificationTimingSettings[K]>) =>
    rule.settings[key] ?? defaults[key] ?? fallback;
  // Quiet hours switched off keep the hours a person would most likely want when switching them on again.
  const quiet = rule.settings.quietHours === undefined ? defaults.quietHours : rule.settings.quietHours;
  const suggested = quiet ?? defaults.quietHours ?? marketingQuietHours;
  return {
    enabled: rule.enabled,
    channels: [...rule.channels],
    leads: read('leadMinutes', [24 * 60]).map(spanOf),
    delay: spanOf(read('delayMinutes', 120)),
    atTime: read('atTime', '10:00'),
    weeks: read('weeks', 6),
    perService: read('perService', false),
    remainingVisits: read('remainingVisits', 1),
    daysBefore: read('daysBefore', 7),
    quiet: quiet != null,
    quietFrom: suggested.from,
    quietTo: suggested.to,
  };
}

/** Each setting as the form holds it. */
const settingOf: { [K in keyof NotificationTimingSettings]-?: (values: RuleFormValues) => NotificationTimingSettings[K] } = {
  leadMinutes: (values) => values.leads.map(minutesOfSpan),
  delayMinutes: (values) => minutesOfSpan(values.delay),
  atTime: (values) => values.atTime,
  weeks: (values) => values.weeks,
  perService: (values) => values.perService,
  remainingVisits: (values) => values.remainingVisits,
  daysBefore: (values) => values.daysBefore,
  quietHours: (values) => (values.quiet ? { from: values.quietFrom, to: values.quietTo } : null),
};

export function ruleInputOf(event: NotificationEventKey, values: RuleFormValues): NotificationRuleInput {
  const settings = Object.fromEntries(ruleSettingKeys(event).map((key) => [key, settingOf[key](values)]));
  // The catalog's order, so the matrix and the form agree however they were ticked.
  const channels = notificationEvents[event].channels.filter((channel) => values.channels.includes(channel));
  return { enabled: values.enabled, channels, settings };
}

/** Where the API's checks (the shared schema's, or the server's 400 by path) land in the form, and what they say there. */
export const fieldOfIssue = (
  path: readonly PropertyKey[],
): { path: (string | number)[]; message: string } => {
  const [root, field, index] = path;
  if (root === 'channels') return { path: ['channels'], message: 'form.errors.channels' };
  if (field === 'leadMinutes')
    return { path: ['leads', typeof index === 'number' ? index : 0, 'amount'], message: 'form.errors.lead' };
  if (field === 'delayMinutes') return { path: ['delay', 'amount'], message: 'form.errors.delay' };
  if (field === 'atTime') return { path: ['atTime'], message: 'form.errors.time' };
  if (field === 'weeks') return { path: ['weeks'], message: 'form.errors.weeks' };
  if (field === 'remainingVisits') return { path: ['remainingVisits'], message: 'form.errors.remainingVisits' };
  if (field === 'daysBefore') return { path: ['daysBefore'], message: 'form.errors.daysBefore' };
  if (field === 'perService') return { path: ['perService'], message: 'form.errors.invalid' };
  if (field === 'quietHours')
    return { path: [index === 'to' ? 'quietTo' : 'quietFrom'], message: 'form.errors.time' };
  return { path: [], message: 'form.errors.invalid' };
};

const amount = z.number({ error: 'form.errors.number' }).positive('form.errors.number');
const spanSchema = z.object({ amount, unit: z.enum(spanUnits) });

/**
 * The form's schema for one event: the fields' own shape first, then the API's rule schema
 * (notificationRuleInputSchema) over what would be sent, its issues put on the fields they concern.
 */
export const ruleFormSchema = (event: NotificationEventKey) =>
  z
    .object({
      enabled: z.boolean(),
      channels: z.array(messageChannelSchema),
      leads: z.array(spanSchema),
      delay: spanSchema,
      atTime: z.string(),
      weeks: z.number({ error: 'form.errors.weeks' }),
      perService: z.boolean(),
      remainingVisits: z.number({ error: 'form.errors.remainingVisits' }),
      daysBefore: z.number({ error: 'form.errors.daysBefore' }),
      quiet: z.boolean(),
      quietFrom: z.string(),
      quietTo: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.enabled && values.channels.length === 0)
        ctx.addIssue({ code: 'custom', path: ['channels'], message: 'form.errors.noChannel' });
      const checked = notificationRuleInputSchema.safeParse(ruleInputOf(event, values));
      if (checked.success) return;
      const placed = new Set<string>();
      for (const issue of checked.error.issues) {
        const { path, message } = fieldOfIssue(issue.path);
        const key = path.join('.');
        if (placed.has(key)) continue;
        placed.add(key);
        ctx.addIssue({ code: 'custom', path, message });
      }
    });
