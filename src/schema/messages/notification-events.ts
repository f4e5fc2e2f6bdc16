import { z } from 'zod';

/**
 * What the product tells people, and how (issue 17): the channels a message can take, who it is for (spec §1's
 * recipient types), and every automated notification — its event, its timing, the channels it may use, and the
 * variables its templates may name. The matrix screen, the rules API, the planner and the template checks all read
 * this one catalog.
 */

/** `instagram`: through ManyChat, to a client who wrote to the salon on Instagram (Integrations → ManyChat). */
export const messageChannels = ['email', 'sms', 'telegram', 'push', 'inApp', 'instagram'] as const;
export const messageChannelSchema = z.enum(messageChannels);
export type MessageChannel = z.infer<typeof messageChannelSchema>;

/** Spec §1's recipient types; the route `notifications/{recipient}/{notificationType}` names one of them. */
export const recipientTypes = ['customer', 'employee', 'administrator', 'owner'] as const;
export const recipientTypeSchema = z.enum(recipientTypes);
export type RecipientType = z.infer<typeof recipientTypeSchema>;

/**
 * Why a message is sent, which decides consent: a client's own booking needs none (transactional); a message that
 * sells (birthday, come back, a broadcast) needs the client's consent for its channel and obeys the caps and the
 * marketing quiet hours (marketing).
 */
export const messageKindSchema = z.enum(['system', 'transactional', 'marketing']);
export type MessageKind = z.infer<typeof messageKindSchema>;

/**
 * When a notification goes:
 * - `immediate`: as the change that causes it commits;
 * - `beforeVisit`: lead times before the visit's start (a reminder may have up to three);
 * - `afterVisit`: a delay after the visit ends (thank-you);
 * - `daily`: once a day at a set hour in the branch's time zone (tomorrow's schedule, a day's summary, birthdays, a
 *   membership running out);
 * - `afterWeeks`: N weeks after the client's last visit (come back).
 */
export const notificationTimingSchema = z.enum(['immediate', 'beforeVisit', 'afterVisit', 'daily', 'afterWeeks']);
export type NotificationTiming = z.infer<typeof notificationTimingSchema>;

/** The variables templates may use, each with a sample for previews without data. */
export const templateVariables = {
  clientName: 'Ana',
  clientFullName: 'Ana Petrović',
  date: '28.11.2026',
  time: '10:30',
  services: 'Haircut, Colour',
  employee: 'Marko',
  branchName: 'Centre',
  branchAddress: 'Knez Mihailova 1, Belgrade',
  branchPhone: '+381 11 123 4567',
  previousDate: '27.11.2026',
  previousTime: '09:00',
  membership: '10 visits',
  remaining: '1 visit',
  expiresOn: '31.12.2026',
  visitCount: '12',
  completedCount: '9',
  cancelledCount: '2',
  missedCount: '1',
  schedule: '10:00 Ana Petrović · Haircut\n11:30 Marko Jović · Colour',
  total: '4 500 RSD',
  difference: '−200 RSD',
  shiftOpenedBy: 'Mila',
  manageLink: 'https://example.com/b/manage',
  unsubscribeLink: 'https://example.com/u/…',
} as const;
export type TemplateVariable = keyof typeof templateVariables;

const visit: readonly TemplateVariable[] = ['clientName', 'clientFullName', 'date', 'time', 'services', 'employee', 'branchName', 'branchAddress', 'branchPhone'];
const client: readonly TemplateVariable[] = ['clientName', 'clientFullName', 'branchName', 'branchAddress', 'branchPhone'];
const daySummary: readonly TemplateVariable[] = ['branchName', 'date', 'total', 'visitCount', 'completedCount', 'cancelledCount', 'missedCount'];

export type NotificationEventDefinition = {
  recipient: RecipientType;
  /** The `notificationType` segment of the route. */
  type: string;
  kind: MessageKind;
  timing: NotificationTiming;
  /** Channels this event may use, in the order the matrix shows them. */
  channels: readonly MessageChannel[];
  /** On in a new branch, with these channels. */
  defaultOn: boolean;
  defaultChannels: readonly MessageChannel[];
  variables: readonly TemplateVariable[];
};

const clientChannels: readonly MessageChannel[] = ['sms', 'email', 'telegram'];
const staffChannels: readonly MessageChannel[] = ['push', 'inApp', 'email', 'telegram'];

/**
 * What a client hears about their own booking may also go by Instagram (ManyChat): Meta allows a business to answer
 * there, not to advertise, so marketing and the confirm request (whose reply is read only by SMS and Telegram) stay out.
 */
const instagramTypes: readonly string[] = ['bookingMade', 'bookingChanged', 'bookingCancelled', 'reminder', 'thankYou'];

const define = <const T extends Omit<NotificationEventDefinition, 'channels' | 'variables'> & Partial<Pick<NotificationEventDefinition, 'channels' | 'variables'>>>(
  event: T,
): NotificationEventDefinition => ({
  ...event,
  channels:
    event.channels ??
    (event.recipient !== 'customer' ? staffChannels : instagramTypes.includes(event.type) ? [...clientChannels, 'instagram'] : clientChannels),
  variables: event.variables ?? visit,
});

/** Every automated notification, keyed `recipient.type`. */
export const notificationEvents = {
  'customer.bookingMade': define({ recipient: 'customer', type: 'bookingMade', kind: 'transactional', timing: 'immediate', defaultOn: true, defaultChannels: ['sms'], variables: [...visit, 'manageLink'] }),
  'customer.bookingChanged': define({ recipient: 'customer', type: 'bookingChanged', kind: 'transactional', timing: 'immediate', defaultOn: true, defaultChannels: ['sms'], variables: [...visit, 'previousDate', 'previousTime', 'manageLink'] }),
  'customer.bookingCancelled': define({ recipient: 'customer', type: 'bookingCancelled', kind: 'transactional', timing: 'immediate', defaultOn: true, defaultChannels: ['sms'] }),
  'customer.reminder': define({ recipient: 'customer', type: 'reminder', kind: 'transactional', timing: 'beforeVisit', defaultOn: true, defaultChannels: ['sms'], variables: [...visit, 'manageLink'] }),
  'customer.confirmRequest': define({ recipient: 'customer', type: 'confirmRequest', kind: 'transactional', timing: 'beforeVisit', defaultOn: false, defaultChannels: ['sms'], variables: [...visit, 'manageLink'] }),
  'customer.thankYou': define({ recipient: 'customer', type: 'thankYou', kind: 'transactional', timing: 'afterVisit', defaultOn: false, defaultChannels: ['email'], variables: [...visit, 'manageLink'] }),
  'customer.missedVisit': define({ recipient: 'customer', type: 'missedVisit', kind: 'transactional', timing: 'immediate', defaultOn: false, defaultChannels: ['sms'] }),
  'customer.birthday': define({ recipient: 'customer', type: 'birthday', kind: 'marketing', timing: 'daily', defaultOn: false, defaultChannels: ['sms'], variables: [...client, 'unsubscribeLink'] }),
  'customer.comeBack': define({ recipient: 'customer', type: 'comeBack', kind: 'marketing', timing: 'afterWeeks', defaultOn: false, defaultChannels: ['sms'], variables: [...client, 'services', 'visitCount', 'unsubscribeLink'] }),
  'customer.membershipEnding': define({ recipient: 'customer', type: 'membershipEnding', kind: 'transactional', timing: 'daily', defaultOn: false, defaultChannels: ['sms'], variables: [...client, 'membership', 'remaining', 'expiresOn'] }),
  'employee.bookingMade': define({ recipient: 'employee', type: 'bookingMade', kind: 'transactional', timing: 'immediate', defaultOn: true, defaultChannels: ['inApp'] }),
  'employee.bookingChanged': define({ recipient: 'employee', type: 'bookingChanged', kind: 'transactional', timing: 'immediate', defaultOn: true, defaultChannels: ['inApp'], variables: [...visit, 'previousDate', 'previousTime'] }),
  'employee.bookingCancelled': define({ recipient: 'employee', type: 'bookingCancelled', kind: 'transactional', timing: 'immediate', defaultOn: true, defaultChannels: ['inApp'] }),
  'employee.tomorrowSchedule': define({ recipient: 'employee', type: 'tomorrowSchedule', kind: 'transactional', timing: 'daily', defaultOn: false, defaultChannels: ['telegram'], variables: ['employee', 'date', 'services', 'schedule', 'visitCount', 'branchName'] }),
  'administrator.onlineBookingMade': define({ recipient: 'administrator', type: 'onlineBookingMade', kind: 'transactional', timing: 'immediate', defaultOn: true, defaultChannels: ['inApp'] }),
  'administrator.onlineBookingCancelled': define({ recipient: 'administrator', type: 'onlineBookingCancelled', kind: 'transactional', timing: 'immediate', defaultOn: true, defaultChannels: ['inApp'] }),
  'administrator.cashShiftDifference': define({ recipient: 'administrator', type: 'cashShiftDifference', kind: 'transactional', timing: 'immediate', defaultOn: true, defaultChannels: ['inApp'], variables: ['branchName', 'date', 'difference', 'shiftOpenedBy'] }),
  'administrator.daySummary': define({ recipient: 'administrator', type: 'daySummary', kind: 'transactional', timing: 'daily', defaultOn: false, defaultChannels: ['email'], variables: daySummary }),
  'owner.onlineBookingMade': define({ recipient: 'owner', type: 'onlineBookingMade', kind: 'transactional', timing: 'immediate', defaultOn: false, defaultChannels: ['inApp'] }),
  'owner.onlineBookingCancelled': define({ recipient: 'owner', type: 'onlineBookingCancelled', kind: 'transactional', timing: 'immediate', defaultOn: false, defaultChannels: ['inApp'] }),
  'owner.daySummary': define({ recipient: 'owner', type: 'daySummary', kind: 'transactional', timing: 'daily', defaultOn: false, defaultChannels: ['email'], variables: daySummary }),
  'owner.cashShiftDifference': define({ recipient: 'owner', type: 'cashShiftDifference', kind: 'transactional', timing: 'immediate', defaultOn: false, defaultChannels: ['inApp'], variables: ['branchName', 'date', 'difference', 'shiftOpenedBy'] }),
} as const satisfies Record<string, NotificationEventDefinition>;

export type NotificationEventKey = keyof typeof notificationEvents;
export const notificationEventKeys = Object.keys(notificationEvents) as NotificationEventKey[];
export const notificationEventKeySchema = z.enum(notificationEventKeys as [NotificationEventKey, ...NotificationEventKey[]]);

/** The catalog entry of a route's `{recipient}/{notificationType}`, or undefined for an unknown pair. */
export const notificationEventOf = (recipient: string, type: string): (NotificationEventDefinition & { key: NotificationEventKey }) | undefined => {
  const key = `${recipient}.${type}` as NotificationEventKey;
  const event = notificationEvents[key] as NotificationEventDefinition | undefined;
  return event ? { ...event, key } : undefined;
};

/** A reminder may be sent up to three times, each with its own lead time. */
export const maxReminders = 3;
