import { idSchema, isoDateSchema, timeOfDaySchema } from '@/schema/primitives';
import { isCalendarDate } from '@/schema/schedule/calendar';
import type { ScheduleBlock } from '@/schema/schedule/schedule-read';

/**
 * What an order drawer route asks for (spec §2 `order/new`, `order/{orderId}` under the schedule, the client
 * card and the sales lists). `order/new?employeeId=&date=&time=&clientId=` fills the new order in; a break is
 * opened with the block the schedule already holds, as the API reads breaks only through the schedule.
 */
export type NewOrderRequest = {
  kind: 'new';
  employeeId: number | null;
  clientId: number | null;
  date: string | null;
  time: string | null;
};
export type OrderDrawerRequest =
  | NewOrderRequest
  | { kind: 'order'; orderId: number }
  | { kind: 'break'; block: ScheduleBlock };

const idOf = (raw: string | null | undefined): number | null => {
  const parsed = idSchema.safeParse(Number(raw));
  return raw && parsed.success ? parsed.data : null;
};

/** A real day of the calendar (the format alone lets 2031-13-02 through). */
const calendarDateOf = (raw: string | null): string | null =>
  raw !== null && isoDateSchema.safeParse(raw).success && isCalendarDate(raw) ? raw : null;

/** The request of `order/new` from its address's query; anything malformed is left blank, not refused. */
export const newOrderRequestOf = (search: URLSearchParams): NewOrderRequest => ({
  kind: 'new',
  employeeId: idOf(search.get('employeeId')),
  clientId: idOf(search.get('clientId')),
  date: calendarDateOf(search.get('date')),
  time: timeOfDaySchema.safeParse(search.get('time')).success ? search.get('time') : null,
});

/**
 * The drawer request of a route: `page` is the area page's key (`newOrder`, `order`, else no drawer),
 * `orderId` its route parameter. A break found among `blocks` opens as a break.
 */
export function orderDrawerRequestOf(
  page: string | undefined,
  orderId: string | undefined,
  search: URLSearchParams,
  blocks: readonly ScheduleBlock[] = [],
): OrderDrawerRequest | null {
  if (page === 'newOrder') return newOrderRequestOf(search);
  if (page !== 'order') return null;
  const id = idOf(orderId);
  if (id === null) return null;
  const block = blocks.find((candidate) => candidate.orderId === id && candidate.mode === 'order.break');
  return block ? { kind: 'break', block } : { kind: 'order', orderId: id };
}

/**
 * The drawer's own steps live in the address too (spec §2: back and forward inside drawers follow the history
 * position): `tab` picks what a new booking is (order, group class, break), `step=edit` edits an open order.
 * Closing the drawer leaves the route, so both are gone when it opens again (spec §4: tab back to 0).
 */
export const drawerTabs = ['order', 'group', 'break'] as const;
export type DrawerTab = (typeof drawerTabs)[number];
export const drawerTabOf = (search: URLSearchParams): DrawerTab =>
  drawerTabs.find((tab) => tab === search.get('tab')) ?? 'order';
export const isEditStep = (search: URLSearchParams): boolean => search.get('step') === 'edit';

/** `step=pay` takes payment in the drawer: for the visit, or (`payClient`) for one client's place in a group class. */
export type PayStep = { clientId: number | null };
export const payStepOf = (search: URLSearchParams): PayStep | null =>
  search.get('step') === 'pay' ? { clientId: idOf(search.get('payClient')) } : null;

/** The query opening the payment step (for `clientId`'s place, or the visit). */
export function withPayStep(search: URLSearchParams, clientId: number | null): URLSearchParams {
  const next = withDrawerStep(search, 'step', 'pay');
  if (clientId === null) next.delete('payClient');
  else next.set('payClient', String(clientId));
  return next;
}

/** The query back on the order's details, the payment step left. */
export function withoutPayStep(search: URLSearchParams): URLSearchParams {
  const next = withDrawerStep(search, 'step', null);
  next.delete('payClient');
  return next;
}

/** The query with one drawer step set (or removed with null), the rest kept. */
export function withDrawerStep(search: URLSearchParams, key: 'tab' | 'step', value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null) next.delete(key);
  else next.set(key, value);
  return next;
}

/** The query parameters the drawers read: what order/new fills in, and the drawer's steps. */
const drawerParamNames = ['employeeId', 'clientId', 'date', 'time', 'tab', 'step', 'payClient'] as const;

/** The page's own query under a drawer (a list's filter, sort and page), for closing back to it. */
export function withoutDrawerParams(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of drawerParamNames) next.delete(name);
  return next;
}
