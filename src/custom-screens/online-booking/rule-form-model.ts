import {
  ruleKeysAt,
  ruleOverridesSchema,
  type OnlineBookingRuleKey,
  type OnlineBookingRules,
  type RuleLevel,
  type RuleOverrides,
} from '@/schema/online-booking/rules';
import { minutesOfSpan, spanOf, type Span } from './rule-spans';

/**
 * The rules form's values and their way to the API. Every rule the level may set is a field that either inherits
 * (shows what the levels above say) or is set here; only the ones set here are sent, as the level's whole set of
 * overrides. Whether clients may book online at all is the Basic settings' switch, so the form leaves `bookable`
 * to them and sends back what the level already keeps of it.
 */
export type FormRuleKey = Exclude<OnlineBookingRuleKey, 'bookable'>;

/** "branch": the branch's own slot step (the rule's null); else a number of minutes. */
export type StepChoice = 'branch' | `${5 | 10 | 15 | 20 | 30 | 60}`;

type FormValueOf = {
  minNoticeMinutes: Span;
  horizonDays: number;
  stepMinutes: StepChoice;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  cancelCutoffMinutes: Span;
  moveCutoffMinutes: Span;
  maxFutureBookings: number;
  staffConfirms: boolean;
  whoMayBook: OnlineBookingRules['whoMayBook'];
  holdMinutes: number;
  paymentAtBooking: OnlineBookingRules['paymentAtBooking'];
  depositValue: number;
};

export type RuleField<K extends FormRuleKey = FormRuleKey> = { own: boolean; value: FormValueOf[K] };
export type RuleFormValues = { [K in FormRuleKey]: RuleField<K> };

/** How each field is entered: minutes in friendly units, plain numbers, a choice or a switch. */
export type RuleInputKind = 'span' | 'minutes' | 'days' | 'count' | 'amount' | 'step' | 'switch' | 'choice';
export const ruleInputKinds: Record<FormRuleKey, RuleInputKind> = {
  minNoticeMinutes: 'span',
  horizonDays: 'days',
  stepMinutes: 'step',
  bufferBeforeMinutes: 'minutes',
  bufferAfterMinutes: 'minutes',
  cancelCutoffMinutes: 'span',
  moveCutoffMinutes: 'span',
  maxFutureBookings: 'count',
  staffConfirms: 'switch',
  whoMayBook: 'choice',
  holdMinutes: 'minutes',
  paymentAtBooking: 'choice',
  depositValue: 'amount',
};

/** The options of the rules entered as a choice, in the order the menu lists them. */
export const ruleChoices = {
  whoMayBook: ['anyone', 'knownClients'],
  paymentAtBooking: ['none', 'depositPercent', 'depositAmount', 'full'],
} as const satisfies Partial<{ [K in FormRuleKey]: readonly OnlineBookingRules[K][] }>;
export type ChoiceRuleKey = keyof typeof ruleChoices;

export const stepChoices: StepChoice[] = ['branch', '5', '10', '15', '20', '30', '60'];

type Converter<K extends FormRuleKey> = { toForm: (rule: OnlineBookingRules[K]) => FormValueOf[K]; fromForm: (value: FormValueOf[K]) => OnlineBookingRules[K] };
const same = <K extends FormRuleKey>(): Converter<K> => ({
  toForm: (rule) => rule as unknown as FormValueOf[K],
  fromForm: (value) => value as unknown as OnlineBookingRules[K],
});
const span = { toForm: spanOf, fromForm: minutesOfSpan };
const converters: { [K in FormRuleKey]: Converter<K> } = {
  minNoticeMinutes: span,
  horizonDays: same(),
  stepMinutes: {
    toForm: (step) => (step === null ? 'branch' : (String(step) as StepChoice)),
    fromForm: (choice) => (choice === 'branch' ? null : (Number(choice) as NonNullable<OnlineBookingRules['stepMinutes']>)),
  },
  bufferBeforeMinutes: same(),
  bufferAfterMinutes: same(),
  cancelCutoffMinutes: span,
  moveCutoffMinutes: span,
  maxFutureBookings: same(),
  staffConfirms: same(),
  whoMayBook: same(),
  holdMinutes: same(),
  paymentAtBooking: same(),
  depositValue: same(),
};

/** The fields a level's form shows, in the rules' own order. */
export const formRuleKeys = (level: RuleLevel): FormRuleKey[] => ruleKeysAt(level).filter((key): key is FormRuleKey => key !== 'bookable');

const formKeys = Object.keys(converters) as FormRuleKey[];

/** A rule's value as its field holds it. */
export const fieldValueOf = <K extends FormRuleKey>(key: K, rule: OnlineBookingRules[K]): FormValueOf[K] => converters[key].toForm(rule);

/**
 * The form for a level's overrides: a rule it overrides is set here with its value; any other inherits and shows
 * the `inherited` value (which it also starts from, when the person sets it here).
 */
export function ruleFormValues(overrides: RuleOverrides, inherited: OnlineBookingRules): RuleFormValues {
  const field = <K extends FormRuleKey>(key: K): RuleField<K> => {
    const own = overrides[key];
    return { own: own !== undefined, value: fieldValueOf(key, own === undefined ? inherited[key] : (own as OnlineBookingRules[K])) };
  };
  return Object.fromEntries(formKeys.map((key) => [key, field(key)])) as RuleFormValues;
}

const ruleValueOf = <K extends FormRuleKey>(key: K, field: RuleField<K>): OnlineBookingRules[K] => converters[key].fromForm(field.value);

export type RuleFormCheck = { ok: true; overrides: RuleOverrides } | { ok: false; invalid: FormRuleKey[] };

/**
 * The overrides the form sends for `level`: its fields set here, and what the level keeps that the form does not
 * show (`kept`: its `bookable`). Checked with the level's own schema, as the server checks it; a field whose value
 * it refuses is named.
 */
export function checkRuleForm(level: RuleLevel, values: RuleFormValues, kept: RuleOverrides): RuleFormCheck {
  const shown = formRuleKeys(level);
  const schema = ruleOverridesSchema(level);
  const overrides: Record<string, unknown> = Object.fromEntries(
    (Object.keys(schema.shape) as OnlineBookingRuleKey[])
      .filter((key) => !(shown as OnlineBookingRuleKey[]).includes(key) && kept[key] !== undefined)
      .map((key) => [key, kept[key]]),
  );
  for (const key of shown) if (values[key].own) overrides[key] = ruleValueOf(key, values[key]);
  const parsed = schema.safeParse(overrides);
  if (parsed.success) return { ok: true, overrides: parsed.data };
  const invalid = new Set(parsed.error.issues.map((issue) => issue.path[0]).filter((key): key is FormRuleKey => shown.includes(key as FormRuleKey)));
  return { ok: false, invalid: [...invalid] };
}

/** The form field a server issue names (`overrides.minNoticeMinutes`), if it is one of the level's fields. */
export function fieldOfIssue(level: RuleLevel, path: string): FormRuleKey | null {
  const [head, key] = path.split('.');
  return head === 'overrides' && formRuleKeys(level).includes(key as FormRuleKey) ? (key as FormRuleKey) : null;
}
