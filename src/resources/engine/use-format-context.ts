import { useMemo } from 'react';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { useWorkspace } from '@/components/session/use-workspace';
import type { FormatContext } from './field-format';
import type { RecordValues } from './field-values';
import { useBranchCurrency } from './use-branch-names';
import { useReferenceLabels } from './use-reference-labels';
import { useResourceLabels } from './use-resource-labels';

/** Everything formatFieldValue needs for these records: language, currency, option and reference names. */
export function useFormatContext(
  definition: AnyResourceDefinition,
  records: readonly RecordValues[],
  fields: readonly string[],
): FormatContext {
  const labels = useResourceLabels(definition);
  const workspace = useWorkspace();
  const referenceLabel = useReferenceLabels(definition, records, fields);
  const currency = definition.scope === 'branch' ? workspace?.branch?.ISOCurrency : undefined;
  const branchCurrency = useBranchCurrency(definition);
  return useMemo(
    () => ({ t: labels.t, locale: labels.locale, currency, branchCurrency, optionLabel: labels.option, referenceLabel }),
    [labels, currency, branchCurrency, referenceLabel],
  );
}
