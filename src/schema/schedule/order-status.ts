import { z } from 'zod';
import { orderStatusSchema } from '../enums';

export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * What a person can do to an order, named for the button (i18n key `schedule.orderActions.<action>`).
 *
 * The spec shows no transitions, so the table follows Fresha's and Altegio's calendars:
 * - Waiting (Fresha "booked", Altegio "pending") may be confirmed, started, completed, marked missed or
 *   cancelled; a confirmation can be taken back (both calendars let the status be set back by hand).
 * - Started ("in progress") can only finish or be taken back to approved when pressed by mistake: the client
 *   is in the chair, so neither missed nor cancelled makes sense any more.
 * - Missed (`pass`, Fresha "no-show") can be reopened (both calendars undo a no-show marked by mistake) or
 *   completed directly: the nightly job marks visits nobody closed as missed, and the usual correction is "they
 *   did come".
 * - Cancelled is final: the time it held may already be booked again, so Fresha offers "rebook" (a new order)
 *   rather than reinstating it. Cancelling goes through its own call (`PATCH /orders/{id}/cancel`) because it
 *   records who cancelled.
 * - Completed (`success`) can be reopened when pressed by mistake, or cancelled (the client's visit did not happen
 *   after all): both calendars allow it. The visit count follows, and a membership visit it drew is given back;
 *   money already taken stays until it is refunded in sales.
 */
export const orderActionSchema = z.enum(['confirm', 'unconfirm', 'start', 'undoStart', 'complete', 'markMissed', 'reopen', 'cancel']);
export type OrderAction = z.infer<typeof orderActionSchema>;

/** The status each action leads to. */
export const orderActionTarget: Readonly<Record<OrderAction, OrderStatus>> = {
  confirm: 'order_status.approved',
  unconfirm: 'order_status.waiting',
  start: 'order_status.has_started',
  undoStart: 'order_status.approved',
  complete: 'order_status.success',
  markMissed: 'order_status.pass',
  reopen: 'order_status.waiting',
  cancel: 'order_status.canceled',
};

/** The actions offered from each status, in the order the drawer shows them. */
export const orderStatusActions: Readonly<Record<OrderStatus, readonly OrderAction[]>> = {
  'order_status.waiting': ['confirm', 'start', 'complete', 'markMissed', 'cancel'],
  'order_status.approved': ['start', 'complete', 'unconfirm', 'markMissed', 'cancel'],
  'order_status.has_started': ['complete', 'undoStart'],
  'order_status.pass': ['reopen', 'complete'],
  'order_status.canceled': [],
  'order_status.success': ['reopen', 'cancel'],
};

export const initialOrderStatus: OrderStatus = 'order_status.waiting';

/** Statuses that no longer hold the employee's time (they leave the overlap checks and availability). */
export const releasesTime = (status: OrderStatus): boolean => status === 'order_status.canceled';

export const isFinalOrderStatus = (status: OrderStatus): boolean => orderStatusActions[status].length === 0;

/**
 * Why a change of status is refused: a code and its params, which the server turns into a 409's sentence
 * (`orderTransitionMessage`) and the screen into its own language (`schedule.transitionRefusals.<code>`).
 */
export type OrderTransitionRefusal =
  | { code: 'same_status'; params: { status: OrderStatus } }
  | { code: 'final_status'; params: { from: OrderStatus; to: OrderStatus } }
  | { code: 'not_allowed'; params: { from: OrderStatus; to: OrderStatus } }
  | { code: 'cancel_has_own_call'; params: { from: OrderStatus } }
  | { code: 'not_begun'; params: { from: OrderStatus; to: OrderStatus } }
  | { code: 'before_day'; params: { to: OrderStatus; date: string } };

export type TransitionContext = {
  /** The call cancelling: only `PATCH /orders/{id}/cancel` may lead to `canceled`. */
  viaCancelCall?: boolean;
  /** When given, a visit can be marked missed only once its start time has come. */
  startsAt?: number;
  now?: number;
  /** When given (both YYYY-MM-DD, the visit's day and the branch's today), start and complete wait for the day. */
  date?: string;
  today?: string;
};

/**
 * Starting or completing draws a membership's visit and counts the visit: a tap on tomorrow's order must not do
 * either, so both wait for the appointment's day by the branch's clock (Fresha's calendar offers neither early).
 */
const waitsForTheDay: readonly OrderStatus[] = ['order_status.has_started', 'order_status.success'];

/** The actions offered for an order on `date` while the branch's day is `today` (start and complete wait for the day). */
export const offeredOrderActions = (status: OrderStatus, date: string, today: string): readonly OrderAction[] =>
  orderStatusActions[status].filter((action) => date <= today || !waitsForTheDay.includes(orderActionTarget[action]));

/** The action that takes `from` to `to`, if a person may do it. */
export const actionFor = (from: OrderStatus, to: OrderStatus): OrderAction | undefined =>
  orderStatusActions[from].find((action) => orderActionTarget[action] === to);

/** Null when `from` may become `to`; else the refusal. */
export function checkOrderTransition(from: OrderStatus, to: OrderStatus, context: TransitionContext = {}): OrderTransitionRefusal | null {
  if (from === to) return { code: 'same_status', params: { status: from } };
  if (isFinalOrderStatus(from)) return { code: 'final_status', params: { from, to } };
  if (!actionFor(from, to)) return { code: 'not_allowed', params: { from, to } };
  if (to === 'order_status.canceled' && !context.viaCancelCall) return { code: 'cancel_has_own_call', params: { from } };
  if (to === 'order_status.pass' && context.startsAt !== undefined && context.now !== undefined && context.startsAt > context.now) {
    return { code: 'not_begun', params: { from, to } };
  }
  if (waitsForTheDay.includes(to) && context.date !== undefined && context.today !== undefined && context.date > context.today) {
    return { code: 'before_day', params: { to, date: context.date } };
  }
  return null;
}

/** English words for a status inside a sentence ("An appointment that was cancelled …"). */
const statusWords: Readonly<Record<OrderStatus, { was: string; become: string }>> = {
  'order_status.waiting': { was: 'is waiting', become: 'set back to waiting' },
  'order_status.approved': { was: 'was confirmed', become: 'confirmed' },
  'order_status.has_started': { was: 'has started', become: 'started' },
  'order_status.pass': { was: 'was marked missed', become: 'marked missed' },
  'order_status.canceled': { was: 'was cancelled', become: 'cancelled' },
  'order_status.success': { was: 'was completed', become: 'completed' },
};

/** The API's sentence for a refusal (the 409's `message`). */
export function orderTransitionMessage(refusal: OrderTransitionRefusal): string {
  switch (refusal.code) {
    case 'same_status':
      return `The appointment ${statusWords[refusal.params.status].was} already.`;
    case 'final_status':
    case 'not_allowed':
      return `An appointment that ${statusWords[refusal.params.from].was} cannot be ${statusWords[refusal.params.to].become}.`;
    case 'cancel_has_own_call':
      return 'An appointment is cancelled through its cancel action, which records who cancelled it.';
    case 'not_begun':
      return 'An appointment cannot be marked missed before its start time.';
    case 'before_day':
      return `An appointment on ${refusal.params.date} cannot be ${statusWords[refusal.params.to].become} before its day.`;
  }
}

/**
 * Status colours of the spec as theme-neutral tokens: the theme maps a hue to its light or dark palette.
 * Two pairs share a hue (waiting and cancelled yellow, approved and completed blue); the closed one of each
 * pair is `soft` (drawn faded, as calendars fade what no longer needs attention), the other `strong`.
 */
export type StatusHue = 'yellow' | 'blue' | 'purple' | 'red';
export type StatusColor = { hue: StatusHue; tone: 'strong' | 'soft' };
export const orderStatusColors: Readonly<Record<OrderStatus, StatusColor>> = {
  'order_status.waiting': { hue: 'yellow', tone: 'strong' },
  'order_status.approved': { hue: 'blue', tone: 'strong' },
  'order_status.has_started': { hue: 'purple', tone: 'strong' },
  'order_status.pass': { hue: 'red', tone: 'strong' },
  'order_status.canceled': { hue: 'yellow', tone: 'soft' },
  'order_status.success': { hue: 'blue', tone: 'soft' },
};
