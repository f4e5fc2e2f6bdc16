import { useMemo } from 'react';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import type { FormatContext } from './field-format';
import type { RecordValues } from './field-values';
import { useBranchCurrency } from './use-branch-names';
import { usePhoneCountry } from '@/components/session/use-phone-country';
import { useReferenceLabels } from './use-reference-labels';
import { useResourceLabels } from './use-resource-labels';

/** Everything formatFieldValue needs for these records: the language's formats, currency, option and reference names. */
export function useFormatContext(
  definition: AnyResourceDefinition,
  records: readonly RecordValues[],
  fields: readonly string[],
): FormatContext {
  const labels = useResourceLabels(definition);
  const workspace = useWorkspace();
  const referenceLabel = useReferenceLabels(definition, records, fields);
  const formats = useFormats();
  const currency = definition.scope === 'branch' ? workspace?.branch?.ISOCurrency : undefined;
  const branchCurrency = useBranchCurrency(definition);
  const phoneCountry = usePhoneCountry();
  return useMemo(
    () => ({ t: labels.t, formats, currency, branchCurrency, optionLabel: labels.option, referenceLabel, phoneCountry }),
    [labels, formats, currency, branchCurrency, referenceLabel, phoneCountry],
  );
}
