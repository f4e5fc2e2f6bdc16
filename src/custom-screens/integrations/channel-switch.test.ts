import { describe, expect, it } from 'vitest';
import { defaultRule } from '@/schema/messages/notification-rule';
import { channelOn, withChannel } from './channel-switch';

describe('a channel of a notification as a switch', () => {
  const rule = { ...defaultRule('employee.bookingMade'), enabled: true, channels: ['inApp' as const] };

  it('is on only while the rule is on and names the channel', () => {
    expect(channelOn(rule, 'push')).toBe(false);
    expect(channelOn({ ...rule, channels: ['inApp', 'push'] }, 'push')).toBe(true);
    expect(channelOn({ ...rule, enabled: false, channels: ['push'] }, 'push')).toBe(false);
  });

  it('adds the channel to a rule that is on, and alone to a rule that was off', () => {
    expect(withChannel(rule, 'push', true)).toEqual({ enabled: true, channels: ['inApp', 'push'], settings: rule.settings });
    expect(withChannel({ ...rule, enabled: false }, 'push', true)).toEqual({ enabled: true, channels: ['push'], settings: rule.settings });
  });

  it('takes the channel out and keeps the rule on only while another channel is left', () => {
    expect(withChannel({ ...rule, channels: ['inApp', 'push'] }, 'push', false)).toEqual({ enabled: true, channels: ['inApp'], settings: rule.settings });
    expect(withChannel({ ...rule, channels: ['push'] }, 'push', false)).toEqual({ enabled: false, channels: [], settings: rule.settings });
  });
});
