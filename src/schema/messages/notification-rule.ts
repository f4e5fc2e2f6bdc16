import { z } from 'zod';
import { timeOfDaySchema } from '../primitives';
import {
  maxReminders,
  messageChannelSchema,
  notificationEventKeySchema,
  notificationEvents,
  type MessageChannel,
  type NotificationEventKey,
} from './notification-events';

/**
 * A branch's rule for one notification: on or off, its channels and its timing. A chain keeps defaults every branch
 * follows until it sets its own (`source` says which one the branch reads); with neither, the catalog's defaults.
 */

/** Quiet hours in the branch's time zone: a message due inside them waits for `to` (or is skipped if late is wrong). */
export const quietHoursSchema = z.object({ from: timeOfDaySchema, to: timeOfDaySchema });
export type QuietHours = z.infer<typeof quietHoursSchema>;

const minutes = (max: number) => z.number().int().min(0).max(max);
const twoWeeks = 14 * 24 * 60;

export const notificationTimingSettingsSchema = z.object({
  /** Before the visit (reminders, confirm requests): up to three lead times, in minutes. */
  leadMinutes: z.array(minutes(twoWeeks).min(10)).min(1).max(maxReminders).optional(),
  /** After the visit ends (thank-you), in minutes. */
  delayMinutes: minutes(twoWeeks).optional(),
  /** Daily ones and come back: the hour in the branch's time zone they are planned at. */
  atTime: timeOfDaySchema.optional(),
  /** Come back: weeks since the last visit. */
  weeks: z.number().int().min(1).max(104).optional(),
  /**
   * Come back, counted per service: a client is invited back for a service last had `weeks` ago, even if they came
   * since for another one. Off: for the last visit of any kind.
   */
  perService: z.boolean().optional(),
  /** Membership running out: told when this many visits or fewer are left (a used-up one has run out, not "ending"). */
  remainingVisits: z.number().int().min(1).max(100).optional(),
  /** Membership running out: told when it ends within this many days. */
  daysBefore: z.number().int().min(0).max(365).optional(),
  /** null: any hour. */
  quietHours: quietHoursSchema.nullable().optional(),
});
export type NotificationTimingSettings = z.infer<typeof notificationTimingSettingsSchema>;

export const ruleSourceSchema = z.enum(['default', 'chain', 'branch']);
export type RuleSource = z.infer<typeof ruleSourceSchema>;

export const notificationRuleInputSchema = z.object({
  enabled: z.boolean(),
  channels: z.array(messageChannelSchema).max(5),
  settings: notificationTimingSettingsSchema,
});
export type NotificationRuleInput = z.infer<typeof notificationRuleInputSchema>;

export const notificationRuleSchema = notificationRuleInputSchema.extend({
  event: notificationEventKeySchema,
  source: ruleSourceSchema,
  /** Of the row the branch (or chain) keeps; 0 while it follows the level above. */
  version: z.number().int(),
});
export type NotificationRule = z.infer<typeof notificationRuleSchema>;

/** `PUT …/notification-rules/{event}`: the rule with the version read (0 when none was kept). */
export const notificationRuleWriteSchema = notificationRuleInputSchema.extend({ version: z.number().int().min(0) });

export const marketingQuietHours: QuietHours = { from: '20:00', to: '09:00' };
const visitQuietHours: QuietHours = { from: '21:00', to: '08:00' };

const dailyHours: Partial<Record<NotificationEventKey, string>> = { 'owner.daySummary': '21:00', 'administrator.daySummary': '21:00', 'employee.tomorrowSchedule': '18:00' };

/** The catalog's timing defaults, by timing kind. */
export function defaultTimingSettings(event: NotificationEventKey): NotificationTimingSettings {
  const definition = notificationEvents[event];
  const quietHours = definition.kind === 'marketing' ? marketingQuietHours : definition.timing === 'immediate' ? null : visitQuietHours;
  switch (definition.timing) {
    case 'beforeVisit':
      return { leadMinutes: [event === 'customer.confirmRequest' ? 48 * 60 : 24 * 60], quietHours };
    case 'afterVisit':
      return { delayMinutes: 120, quietHours };
    case 'daily': {
      // Sent at an hour the branch chose; only a marketing one (birthday) keeps the marketing quiet hours.
      const daily = { atTime: dailyHours[event] ?? '10:00', quietHours: definition.kind === 'marketing' ? quietHours : null };
      return event === 'customer.membershipEnding' ? { ...daily, remainingVisits: 1, daysBefore: 7 } : daily;
    }
    case 'afterWeeks':
      return { weeks: 6, perService: false, atTime: '10:00', quietHours };
    case 'immediate':
      return { quietHours };
  }
}

/**
 * The settings a notification reads, and so the ones its form shows and sends: exactly those its defaults hold (its
 * timing's, the event's own thresholds, quiet hours).
 */
export const ruleSettingKeys = (event: NotificationEventKey) =>
  Object.keys(defaultTimingSettings(event)) as (keyof NotificationTimingSettings)[];

export const defaultRule = (event: NotificationEventKey): NotificationRule => ({
  event,
  enabled: notificationEvents[event].defaultOn,
  channels: [...notificationEvents[event].defaultChannels],
  settings: defaultTimingSettings(event),
  source: 'default',
  version: 0,
});

/** Channels the event may not use are refused by name, so a form never saves one the matrix cannot show. */
export const channelsOutsideEvent = (event: NotificationEventKey, channels: readonly MessageChannel[]): MessageChannel[] =>
  channels.filter((channel) => !notificationEvents[event].channels.includes(channel));
