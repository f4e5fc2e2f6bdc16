import { useTranslation } from 'react-i18next';
import { skipReasonSchema, type MessageStatus } from '@/schema/messages/message-log';
import type {
  MessageChannel,
  NotificationEventKey,
  RecipientType,
} from '@/schema/messages/notification-events';
import type { RuleSource } from '@/schema/messages/notification-rule';
import { useFormats } from '@/components/session/use-formats';
import { minutesOfSpan, type Span, type TimingSummary } from './rule-timing';

const eventPath = (event: string) => `events.${event}`;

/** The `messages` namespace's words for the catalog's things, in one place for every notification screen. */
export function useNotificationWords() {
  const { t } = useTranslation('messages');
  const formats = useFormats();
  const list = new Intl.ListFormat(formats.locale, { type: 'conjunction' });
  const span = (value: Span) =>
    value.unit === 'days'
      ? t('timing.days', { count: value.amount })
      : formats.duration(minutesOfSpan(value));
  return {
    t,
    recipient: (recipient: RecipientType) => t(`recipients.${recipient}`),
    channel: (channel: MessageChannel) => t(`channels.${channel}`),
    /** A log entry's event may be one the catalog no longer has, or none (a broadcast). */
    eventName: (event: NotificationEventKey | string | null) =>
      event ? t(`${eventPath(event)}.name`, { defaultValue: event }) : t('log.broadcast'),
    eventDescription: (event: NotificationEventKey) => t(`${eventPath(event)}.description`),
    source: (source: RuleSource) => t(`source.${source}`),
    status: (status: MessageStatus) => t(`statuses.${status}`),
    reason: (reason: string) => {
      const known = skipReasonSchema.safeParse(reason);
      return known.success ? t(`reasons.${known.data}`) : reason;
    },
    span,
    timing: (summary: TimingSummary): string => {
      switch (summary.kind) {
        case 'immediate':
          return t('timing.immediate');
        case 'beforeVisit':
          return t('timing.before', { lead: list.format(summary.leads.map(span)) });
        case 'afterVisit':
          return t('timing.after', { delay: span(summary.delay) });
        case 'daily':
          return t('timing.daily', { time: formats.clock(summary.atTime) });
        case 'afterWeeks':
          return t(summary.perService ? 'timing.afterWeeksPerService' : 'timing.afterWeeks', {
            count: summary.weeks,
            time: formats.clock(summary.atTime),
          });
      }
    },
  };
}
