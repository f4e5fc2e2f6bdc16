import Switch from '@mui/material/Switch';
import type { NotificationRule } from '@/schema/messages/notification-rule';
import { useNotificationWords } from './use-notification-words';

export type RuleSwitchProps = {
  rule: NotificationRule;
  busy: boolean;
  viewOnly: boolean;
  onToggle: (rule: NotificationRule, enabled: boolean) => void;
};

/** A notification's on/off in the matrix; a click on it never opens the row. */
export function RuleSwitch({ rule, busy, viewOnly, onToggle }: RuleSwitchProps) {
  const words = useNotificationWords();
  return (
    <Switch
      checked={rule.enabled}
      disabled={busy || viewOnly}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, checked) => onToggle(rule, checked)}
      slotProps={{
        // An on/off that acts at once is a switch to assistive technology, not a checkbox to submit later.
        input: {
          role: 'switch',
          'aria-label': words.t('automations.switch', { name: words.eventName(rule.event) }),
        },
      }}
    />
  );
}
