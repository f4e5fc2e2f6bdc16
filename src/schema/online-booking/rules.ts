import { z } from 'zod';

/**
 * Online booking's rules (issue 18 "Rules", docs/online-booking.md decision 2). The chain sets defaults, a branch
 * overrides them, and a service or an employee overrides the branch for what concerns it alone. Each level keeps
 * only what it overrides; `resolveRules` reads the levels in order and says, for every rule, its value and the
 * level it came from, which is what the settings screens show as "inherited from …".
 */

export const ruleLevels = ['chain', 'branch', 'service', 'employee'] as const;
export const ruleLevelSchema = z.enum(ruleLevels);
export type RuleLevel = z.infer<typeof ruleLevelSchema>;

const minutes = (max: number) => z.number().int().min(0).max(max);
const day = 24 * 60;

export const onlineBookingRulesSchema = z.object({
  /** Whether clients may book it online: the branch as a whole, a service, an employee. */
  bookable: z.boolean(),
  /** The earliest start a client may book, counted from now. */
  minNoticeMinutes: minutes(30 * day),
  /** How far ahead the calendar opens. */
  horizonDays: z.number().int().min(1).max(365),
  /** The start times offered, every so many minutes; null: the branch's slot step. */
  stepMinutes: z.union([z.literal(5), z.literal(10), z.literal(15), z.literal(20), z.literal(30), z.literal(60)]).nullable(),
  /** Free time kept before and after an online booking (setting up, cleaning). */
  bufferBeforeMinutes: minutes(4 * 60),
  bufferAfterMinutes: minutes(4 * 60),
  /** A client cancels from the manage link until this long before the start; later, they call the branch. */
  cancelCutoffMinutes: minutes(14 * day),
  /** The same for moving it to another time. */
  moveCutoffMinutes: minutes(14 * day),
  /** Future online bookings one client may hold at once. */
  maxFutureBookings: z.number().int().min(1).max(50),
  /** Online bookings wait for staff to confirm them (status waiting) instead of being approved at once. */
  staffConfirms: z.boolean(),
  /** Who may book: anyone, or only clients the branch already has (matched by verified phone or e-mail). */
  whoMayBook: z.enum(['anyone', 'knownClients']),
  /** How long a chosen time stays held for the client while they enter their details. */
  holdMinutes: z.number().int().min(2).max(30),
  /**
   * What the client pays on the payment provider's page to book (docs/online-payments.md "Deposits"): nothing, a
   * percent of the booked price or a fixed amount (`depositValue`), or the whole price. Taken only where the branch
   * has Integrations → Payments set up; without it clients book without paying.
   */
  paymentAtBooking: z.enum(['none', 'depositPercent', 'depositAmount', 'full']),
  /** The deposit: a percent (1–100) or an amount in the branch's currency, by `paymentAtBooking`. */
  depositValue: z.number().positive().max(1_000_000).multipleOf(0.01),
});
export type OnlineBookingRules = z.infer<typeof onlineBookingRulesSchema>;
export type OnlineBookingRuleKey = keyof OnlineBookingRules;

/** Without any level's say: open, an hour's notice, two months ahead, the branch's own step, no buffers. */
export const defaultOnlineBookingRules: OnlineBookingRules = {
  bookable: true,
  minNoticeMinutes: 60,
  horizonDays: 60,
  stepMinutes: null,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  cancelCutoffMinutes: 2 * 60,
  moveCutoffMinutes: 2 * 60,
  maxFutureBookings: 3,
  staffConfirms: false,
  whoMayBook: 'anyone',
  holdMinutes: 10,
  paymentAtBooking: 'none',
  depositValue: 20,
};

/**
 * The levels that may set each rule. Who may book, confirmation, the hold and the per-client limit are the
 * branch's policy; the times around a visit may differ by service and by employee.
 */
export const ruleLevelsOf: Record<OnlineBookingRuleKey, readonly RuleLevel[]> = {
  bookable: ruleLevels,
  minNoticeMinutes: ruleLevels,
  horizonDays: ruleLevels,
  stepMinutes: ['chain', 'branch', 'service'],
  bufferBeforeMinutes: ruleLevels,
  bufferAfterMinutes: ruleLevels,
  cancelCutoffMinutes: ['chain', 'branch', 'service'],
  moveCutoffMinutes: ['chain', 'branch', 'service'],
  maxFutureBookings: ['chain', 'branch'],
  staffConfirms: ['chain', 'branch', 'service'],
  whoMayBook: ['chain', 'branch'],
  holdMinutes: ['chain', 'branch'],
  paymentAtBooking: ['chain', 'branch'],
  depositValue: ['chain', 'branch'],
};

const ruleKeys = Object.keys(defaultOnlineBookingRules) as OnlineBookingRuleKey[];
/** The levels below the branch: what concerns one service or one employee. */
const narrows = (level: RuleLevel) => level === 'service' || level === 'employee';

/** The rules a level may set. */
export const ruleKeysAt = (level: RuleLevel): OnlineBookingRuleKey[] => ruleKeys.filter((key) => ruleLevelsOf[key].includes(level));

/**
 * What one level stores: any of its rules, nothing else (an unknown or misplaced rule is a 400 naming it). A
 * service's or an employee's own on/off is its `bookableOnline` field (the catalog's and the team's forms), which
 * the server hands to `resolveRules` as that level's `bookable`: one switch, not two.
 */
export function ruleOverridesSchema(level: RuleLevel) {
  const stored = ruleKeysAt(level).filter((key) => key !== 'bookable' || !narrows(level));
  const allowed = Object.fromEntries(stored.map((key) => [key, true])) as Partial<Record<OnlineBookingRuleKey, true>>;
  return onlineBookingRulesSchema.pick(allowed).partial().strict();
}
export type RuleOverrides = Partial<OnlineBookingRules>;

export type RuleSource = RuleLevel | 'default';

export type ResolvedRules = { values: OnlineBookingRules; sources: Record<OnlineBookingRuleKey, RuleSource> };

/**
 * Each rule's value and where it came from. `levels` go from the widest to the narrowest (chain, branch, then a
 * service and an employee); a narrower level's say wins, and a level's say on a rule it may not set is ignored.
 * Bookable is the exception below the branch: a service or an employee only narrows what is open, so a branch
 * closed online is not reopened by one of its services (a chain's "closed" is a default a branch may change).
 */
export function resolveRules(levels: readonly { level: RuleLevel; overrides: RuleOverrides }[]): ResolvedRules {
  const values = { ...defaultOnlineBookingRules };
  const sources = Object.fromEntries(ruleKeys.map((key) => [key, 'default'])) as Record<OnlineBookingRuleKey, RuleSource>;
  for (const { level, overrides } of levels) {
    for (const key of ruleKeysAt(level)) {
      const value = overrides[key];
      if (value === undefined) continue;
      if (key === 'bookable' && narrows(level) && !values.bookable) continue;
      (values as Record<OnlineBookingRuleKey, unknown>)[key] = value;
      sources[key] = level;
    }
  }
  return { values, sources };
}
