import { addDays, daysBetween, type IsoDate } from '../schedule/calendar';

export type MembershipKind = 'visits' | 'period';

/** A sold membership as far as using it goes. An empty `serviceIds` covers every service (the definition's default). */
export type SoldMembershipState = {
  kind: MembershipKind;
  visitsTotal: number | null;
  visitsUsed: number;
  startsOn: IsoDate;
  endsOn: IsoDate;
  serviceIds: readonly number[];
  canceled: boolean;
};

export type MembershipStatus = 'active' | 'not_started' | 'expired' | 'used_up' | 'canceled';

export type MembershipTerms = { kind: MembershipKind; visits: number | null; periodDays: number | null; validityDays: number };

/**
 * The last day a membership sold on `startsOn` may be used (both days included): a visits membership lasts its
 * validity, a period membership its period. Dates are wall-clock dates, counted on UTC days (calendar.ts).
 */
export function membershipEndsOn(definition: MembershipTerms, startsOn: IsoDate): IsoDate {
  const days = definition.kind === 'period' ? definition.periodDays : definition.validityDays;
  if (days === null || !Number.isInteger(days) || days < 1) throw new RangeError(`A ${definition.kind} membership needs a length in days`);
  return addDays(startsOn, days - 1);
}

/** Visits still to draw; null for a period membership (or one without a visit limit). */
export const visitsLeft = (state: SoldMembershipState): number | null =>
  state.kind === 'visits' && state.visitsTotal !== null ? Math.max(0, state.visitsTotal - state.visitsUsed) : null;

/** A canceled one first, then one with no visits left (expired or not), then its dates. */
export function membershipStatus(state: SoldMembershipState, today: IsoDate): MembershipStatus {
  if (state.canceled) return 'canceled';
  if (visitsLeft(state) === 0) return 'used_up';
  if (today > state.endsOn) return 'expired';
  if (today < state.startsOn) return 'not_started';
  return 'active';
}

/** Days it may still be used, today included (counted from its start when it has not started yet); 0 once expired. */
export const daysLeft = (state: SoldMembershipState, today: IsoDate): number =>
  Math.max(0, daysBetween(today > state.startsOn ? today : state.startsOn, state.endsOn) + 1);

/** Why a visit on `visitDate` cannot be drawn from this membership, for the person at the till; null when it can. */
export function drawDownRefusal(state: SoldMembershipState, visit: { serviceId: number; visitDate: IsoDate }): string | null {
  if (state.canceled) return 'This membership was canceled.';
  if (state.serviceIds.length > 0 && !state.serviceIds.includes(visit.serviceId)) return 'This membership does not cover this service.';
  if (visit.visitDate < state.startsOn) return `This membership starts on ${state.startsOn}.`;
  if (visit.visitDate > state.endsOn) return `This membership expired on ${state.endsOn}.`;
  if (visitsLeft(state) === 0) return 'This membership has no visits left.';
  return null;
}

/** The state after a visit is drawn from it: one more visit used (a period membership counts none). */
export const drawDown = (state: SoldMembershipState): SoldMembershipState =>
  state.kind === 'visits' ? { ...state, visitsUsed: state.visitsUsed + 1 } : state;

/** The state after a drawn visit is given back (the visit was canceled or refunded); never below none used. */
export const giveBack = (state: SoldMembershipState): SoldMembershipState =>
  state.kind === 'visits' ? { ...state, visitsUsed: Math.max(0, state.visitsUsed - 1) } : state;
