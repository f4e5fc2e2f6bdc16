import type { BranchName } from '@/schema/organization';
import type { FieldHint } from '@/schema/resource-definition';
import type { RecordValues } from './field-values';

/** A branch's currency by its id; `null` (a record naming no branch) is the chain's when all its branches share one. */
export type BranchCurrency = (branchId: number | null) => string | undefined;

export function branchCurrencyOf(branches: Iterable<BranchName>): BranchCurrency {
  const byId = new Map<number, string>();
  for (const branch of branches) byId.set(branch.id, branch.ISOCurrency);
  const currencies = new Set(byId.values());
  const chain = currencies.size === 1 ? [...currencies][0] : undefined;
  return (branchId) => (branchId === null ? chain : byId.get(branchId));
}

/**
 * The currency of one amount of a record: for a chain-level amount (`currencyOfBranch`), that of the branch
 * the record names; otherwise the branch on screen's. Undefined leaves the amount a plain number.
 */
export function moneyCurrency(
  hint: FieldHint,
  record: RecordValues,
  context: { currency?: string | undefined; branchCurrency?: BranchCurrency | undefined },
): string | undefined {
  if (!hint.currencyOfBranch) return context.currency;
  const branchId = record[hint.currencyOfBranch];
  return context.branchCurrency?.(typeof branchId === 'number' ? branchId : null);
}
