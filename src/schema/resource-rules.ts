import type { z } from 'zod';

/**
 * Cross-field rules of a resource definition: declared once as data, they validate the create schema, the
 * server's merged record on update, CSV rows (through the create schema) and decide which inputs the form
 * shows. "When kind is visits, visits is required and periodDays stays empty."
 */

/** A value a rule's condition compares with: what an enum, boolean or number field holds. */
export type RuleValue = string | number | boolean;

export type ResourceRule<Field extends string = string, Condition = { field: Field; equals: RuleValue }> = {
  /** The rule holds for records whose field has this value. */
  when: Condition;
  /** Fields that must have a value then (not null, '' or an empty list). */
  require?: readonly Field[];
  /** Fields that must stay empty then: the form hides them and sends them empty. */
  empty?: readonly Field[];
};

export type RuleIssue = { path: [string]; message: string };

type Rules = readonly ResourceRule[];
type Values = Readonly<Record<string, unknown>>;

export const isEmptyValue = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The API's words (the form maps them to translations in src/resources/engine/validation-messages.ts). */
export const ruleMessages = {
  required: (rule: ResourceRule) => `Required when ${rule.when.field} is ${String(rule.when.equals)}`,
  empty: (rule: ResourceRule) => `Must be empty when ${rule.when.field} is ${String(rule.when.equals)}`,
};

export const ruleApplies = (rule: ResourceRule, record: Values): boolean => record[rule.when.field] === rule.when.equals;

/** Fields the rules that apply to `record` require and empty (only the condition fields are read). */
export function ruleFields(rules: Rules, record: Values): { required: Set<string>; emptied: Set<string> } {
  const required = new Set<string>();
  const emptied = new Set<string>();
  for (const rule of rules.filter((r) => ruleApplies(r, record))) {
    for (const field of rule.require ?? []) required.add(field);
    for (const field of rule.empty ?? []) emptied.add(field);
  }
  return { required, emptied };
}

/** What a whole record breaks: one issue a field, on the field, first rule first. */
export function ruleIssues(rules: Rules, record: Values): RuleIssue[] {
  const issues = new Map<string, RuleIssue>();
  for (const rule of rules.filter((r) => ruleApplies(r, record))) {
    for (const field of rule.require ?? []) {
      if (isEmptyValue(record[field]) && !issues.has(field)) issues.set(field, { path: [field], message: ruleMessages.required(rule) });
    }
    for (const field of rule.empty ?? []) {
      if (!isEmptyValue(record[field]) && !issues.has(field)) issues.set(field, { path: [field], message: ruleMessages.empty(rule) });
    }
  }
  return [...issues.values()];
}

/** The empty value a field's schema takes: null, else an empty list (validated when the definition is made). */
export const emptyValueOf = (schema: z.ZodType): null | [] => (schema.safeParse(null).success ? null : []);

/** `record` with every field the rules empty for it set to its empty value. */
export function withEmptiedCleared<T extends Values>(rules: Rules, shape: Readonly<Record<string, z.ZodType>>, record: T): T {
  const { emptied } = ruleFields(rules, record);
  if (emptied.size === 0) return record;
  const cleared: Record<string, unknown> = { ...record };
  for (const field of emptied) if (shape[field]) cleared[field] = emptyValueOf(shape[field]);
  return cleared as T;
}

/**
 * A rule that cannot work is a mistake in the definition, caught when it loads: every field it names is
 * writable, its condition value fits the field, an emptied field can be empty and no field is both.
 */
export function assertRulesFit(resource: string, writable: Readonly<Record<string, z.ZodType>>, rules: Rules): void {
  const fail = (what: string) => {
    throw new Error(`${resource}: a rule ${what}`);
  };
  for (const rule of rules) {
    const named = [rule.when.field, ...(rule.require ?? []), ...(rule.empty ?? [])];
    const unknown = named.filter((field) => !writable[field]);
    if (unknown.length > 0) fail(`names fields that are not writable: ${unknown.join(', ')}`);
    if (!writable[rule.when.field]!.safeParse(rule.when.equals).success) fail(`compares ${rule.when.field} with ${String(rule.when.equals)}, a value it cannot hold`);
    for (const field of rule.empty ?? []) {
      const schema = writable[field]!;
      if (!schema.safeParse(emptyValueOf(schema)).success) fail(`empties ${field}, which cannot be empty`);
      if ((rule.require ?? []).includes(field)) fail(`both requires and empties ${field}`);
    }
  }
}
