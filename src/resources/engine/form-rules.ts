import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { ruleIssues, withEmptiedCleared } from '@/schema/resource-rules';
import type { RecordValues } from './field-values';

/**
 * The definition's cross-field rules in the form: the inputs a rule empties are hidden, so their values are
 * cleared before validation and sent empty (what was typed stays in the form, should the choice change back).
 * The update schema takes any subset of fields and so knows no rules; the edit form holds the whole record,
 * so the rules are checked on it here too, on the inputs it has.
 */
export function withRules(definition: AnyResourceDefinition, base: Resolver<RecordValues>): Resolver<RecordValues> {
  const { rules } = definition;
  if (rules.length === 0) return base;
  const shape = definition.createSchema.shape as Record<string, z.ZodType>;
  return async (values, context, options) => {
    const cleared = withEmptiedCleared(rules, shape, values);
    const result = await base(cleared, context, options);
    const broken = ruleIssues(rules, cleared).filter((issue) => issue.path[0] in values);
    if (broken.length === 0) return result;
    const errors: FieldErrors<RecordValues> = Object.fromEntries(broken.map((issue) => [issue.path[0], { type: 'rule', message: issue.message }]));
    return { values: {}, errors: { ...errors, ...result.errors } };
  };
}
