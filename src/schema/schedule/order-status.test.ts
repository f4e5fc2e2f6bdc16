import { describe, expect, it } from 'vitest';
import { orderStatusSchema } from '../enums';
import {
  type OrderStatus,
  actionFor,
  checkOrderTransition,
  orderActionTarget,
  orderStatusActions,
  orderStatusColors,
  orderTransitionMessage,
} from './order-status';

const s = (short: string) => orderStatusSchema.parse(`order_status.${short}`);
const allowed: Array<[string, string]> = [
  ['waiting', 'approved'],
  ['waiting', 'has_started'],
  ['waiting', 'success'],
  ['waiting', 'pass'],
  ['waiting', 'canceled'],
  ['approved', 'waiting'],
  ['approved', 'has_started'],
  ['approved', 'success'],
  ['approved', 'pass'],
  ['approved', 'canceled'],
  ['has_started', 'success'],
  ['has_started', 'approved'],
  ['pass', 'waiting'],
  ['pass', 'success'],
  ['success', 'waiting'],
  ['success', 'canceled'],
];

describe('order status transitions', () => {
  const statuses = orderStatusSchema.options;
  const pairs = statuses.flatMap((from) => statuses.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(pairs)('%s → %s follows the table', (from, to) => {
    const isAllowed = allowed.some(([f, t]) => s(f) === from && s(t) === to);
    expect(checkOrderTransition(from, to, { viaCancelCall: true })).toEqual(
      isAllowed ? null : { code: expect.stringMatching(/^(final_status|not_allowed)$/), params: { from, to } },
    );
  });

  it.each([
    ['canceled', 'has_started', 'An appointment that was cancelled cannot be started.'],
    ['success', 'approved', 'An appointment that was completed cannot be confirmed.'],
    ['has_started', 'pass', 'An appointment that has started cannot be marked missed.'],
    ['pass', 'approved', 'An appointment that was marked missed cannot be confirmed.'],
  ])('refuses %s → %s in words', (from, to, sentence) => {
    const refusal = checkOrderTransition(s(from), s(to));
    expect(refusal).not.toBeNull();
    expect(orderTransitionMessage(refusal!)).toBe(sentence);
  });

  it('cancels only through the cancel call', () => {
    const refusal = checkOrderTransition(s('waiting'), s('canceled'));
    expect(refusal).toEqual({ code: 'cancel_has_own_call', params: { from: s('waiting') } });
    expect(checkOrderTransition(s('waiting'), s('canceled'), { viaCancelCall: true })).toBeNull();
  });

  it('marks missed only once the start has come', () => {
    const startsAt = Date.UTC(2025, 5, 1, 10);
    expect(checkOrderTransition(s('approved'), s('pass'), { startsAt, now: startsAt - 60_000 })?.code).toBe('not_begun');
    expect(checkOrderTransition(s('approved'), s('pass'), { startsAt, now: startsAt })).toBeNull();
  });

  it('refuses the same status', () => {
    expect(orderTransitionMessage(checkOrderTransition(s('approved'), s('approved'))!)).toBe('The appointment was confirmed already.');
  });

  it('offers as actions exactly the allowed transitions', () => {
    const fromActions = statuses.flatMap((from) => orderStatusActions[from].map((action) => [from, orderActionTarget[action]] as const));
    expect(new Set(fromActions.map(([f, t]) => `${f}>${t}`))).toEqual(new Set(allowed.map(([f, t]) => `${s(f)}>${s(t)}`)));
    expect(actionFor(s('waiting'), s('approved'))).toBe('confirm');
    expect(actionFor(s('pass'), s('waiting'))).toBe('reopen');
  });

  it('colours each status as the spec says', () => {
    const hues = Object.fromEntries(statuses.map((status: OrderStatus) => [status.replace('order_status.', ''), orderStatusColors[status].hue]));
    expect(hues).toEqual({ waiting: 'yellow', approved: 'blue', has_started: 'purple', pass: 'red', canceled: 'yellow', success: 'blue' });
    expect(orderStatusColors['order_status.canceled'].tone).not.toBe(orderStatusColors['order_status.waiting'].tone);
    expect(orderStatusColors['order_status.success'].tone).not.toBe(orderStatusColors['order_status.approved'].tone);
  });
});
