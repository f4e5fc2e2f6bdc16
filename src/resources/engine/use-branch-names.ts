import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { branchNameSchema, type BranchName } from '@/schema/organization';
import { itemsResponseSchema } from '@/schema/protocol';
import type { AnyResourceDefinition, FieldHint } from '@/schema/resource-definition';
import { httpClient } from '@/lib/http-client';
import { useWorkspace } from '@/components/session/use-workspace';
import type { RecordValues } from './field-values';
import { branchCurrencyOf, moneyCurrency, type BranchCurrency } from './money-currency';

const branchNamesAnswer = itemsResponseSchema(branchNameSchema);

/**
 * Every branch of the chain by id, named as anyone in the chain may read it. The workspace knows only the
 * branches the person may open; a chain-level record (a vacancy) can point at another one, whose name and
 * currency it still shows. Asked only by screens that show such a reference (`enabled`).
 */
export function useBranchNames(orgId: number | undefined, enabled: boolean): ReadonlyMap<number, BranchName> {
  const query = useQuery({
    queryKey: ['branch-names', orgId],
    queryFn: async () => branchNamesAnswer.parse((await httpClient.get<unknown>(`/organizations/${orgId}/branch-names`)).data).items,
    enabled: enabled && orgId !== undefined,
    staleTime: 60_000,
  });
  const { data } = query;
  return useMemo(() => new Map((data ?? []).map((branch) => [branch.id, branch])), [data]);
}

/** For a definition with chain-level amounts (`currencyOfBranch`): each branch's currency; else undefined. */
export function useBranchCurrency(definition: AnyResourceDefinition): BranchCurrency | undefined {
  const workspace = useWorkspace();
  const wanted = Object.values(definition.hints as Record<string, FieldHint>).some((hint) => hint.currencyOfBranch);
  const branches = useBranchNames(workspace?.organization.id, wanted);
  return useMemo(() => (wanted ? branchCurrencyOf(branches.values()) : undefined), [wanted, branches]);
}

/**
 * A form's money inputs: the currency each shows beside its amount. A chain-level amount follows the branch
 * chosen in the same form (a vacancy's salary changes currency with its branch); undefined leaves the input's own.
 */
export function useFormMoneyCurrency(definition: AnyResourceDefinition, control: Control<RecordValues>): (field: string) => string | undefined {
  const branchCurrency = useBranchCurrency(definition);
  const hints = definition.hints as Record<string, FieldHint>;
  const branchFields = [...new Set(Object.values(hints).flatMap((hint) => (hint.currencyOfBranch ? [hint.currencyOfBranch] : [])))];
  const chosen = useWatch({ control, name: branchFields, disabled: branchFields.length === 0 }) as unknown[];
  const values: RecordValues = Object.fromEntries(branchFields.map((field, index) => [field, chosen[index]]));
  return (field) => {
    const hint = hints[field];
    return hint?.currencyOfBranch ? moneyCurrency(hint, values, { branchCurrency }) : undefined;
  };
}
