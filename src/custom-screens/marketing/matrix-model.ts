import type { MessageChannel, RecipientType } from '@/schema/messages/notification-events';
import type { NotificationRule } from '@/schema/messages/notification-rule';

/** The matrix's channel columns, in the order people name them. */
export const matrixChannels: readonly MessageChannel[] = ['sms', 'email', 'telegram', 'push', 'inApp'];

export type MatrixGroup = { recipient: RecipientType; rules: NotificationRule[] };

/** What both layouts of the matrix (table and cards) take from it. */
export type MatrixViewProps = {
  groups: MatrixGroup[];
  /** Events whose switch is saving. */
  busy: ReadonlySet<string>;
  viewOnly: boolean;
  onToggle: (rule: NotificationRule, enabled: boolean) => void;
  settingsPath: (rule: NotificationRule) => string;
};
