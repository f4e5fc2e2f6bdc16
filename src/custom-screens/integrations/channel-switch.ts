import type { MessageChannel } from '@/schema/messages/notification-events';
import type { NotificationRule, NotificationRuleInput } from '@/schema/messages/notification-rule';

/**
 * One channel of a notification as a switch (Instagram on the ManyChat templates, web push on the push settings):
 * on only while the rule is on and names the channel. Turning it on turns the rule on — with this channel alone if
 * the rule was off, so channels that were off stay off; turning it off leaves the others, and the rule off when none
 * is left.
 */
export const channelOn = (rule: NotificationRule, channel: MessageChannel): boolean => rule.enabled && rule.channels.includes(channel);

export function withChannel(rule: NotificationRule, channel: MessageChannel, on: boolean): NotificationRuleInput {
  const others = rule.channels.filter((other) => other !== channel);
  if (on) return { enabled: true, channels: rule.enabled ? [...others, channel] : [channel], settings: rule.settings };
  return { enabled: rule.enabled && others.length > 0, channels: others, settings: rule.settings };
}
