import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { ruleFields } from '@/schema/resource-rules';
import type { RecordValues } from './field-values';

/** The fields the definition's rules require and empty for what the form's condition inputs hold now. */
export function useRuleFields(definition: AnyResourceDefinition, control: Control<RecordValues>) {
  const conditions = useMemo(() => [...new Set(definition.rules.map((rule) => rule.when.field))], [definition]);
  const watched = useWatch({ control, name: conditions }) as unknown[];
  return ruleFields(definition.rules, Object.fromEntries(conditions.map((field, index) => [field, watched[index]])));
}
