import { keys, useDataProvider, type BaseRecord, type DataProvider } from '@refinedev/core';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { findResource } from '@/schema/resources';
import { useWorkspace } from '@/components/session/use-workspace';
import { hintOf, recordTitle, type RecordValues } from './field-values';
import { resourceApiPath } from './resource-paths';
import { useBranchNames } from './use-branch-names';

/** Our data provider answers getMany (one list call with `id in [...]`); Refine types it as optional. */
export function getManyOf(provider: DataProvider): NonNullable<DataProvider['getMany']> {
  if (!provider.getMany) throw new Error('The data provider has no getMany');
  return provider.getMany;
}

/** The chain's branches are no engine resource: reference fields to them read the workspace. */
export const branchesReference = 'branches';

/** The definition has a field naming branches of the chain (a vacancy's branch). */
export const pointsAtBranches = (definition: AnyResourceDefinition, fields: readonly string[] = Object.keys(definition.fields)): boolean =>
  fields.some((field) => hintOf(definition, field)?.references === branchesReference);

type Lookup = { field: string; resource: AnyResourceDefinition; path: string; ids: number[] };

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/**
 * Titles of the records the given records point at, for the given reference(s) fields: one request per
 * referenced resource (`id in [...]`), cached under Refine's `many` key so saving a referenced record
 * refreshes the names shown.
 */
export function useReferenceLabels(
  definition: AnyResourceDefinition,
  records: readonly RecordValues[],
  fields: readonly string[],
): (field: string, id: number) => string | undefined {
  const workspace = useWorkspace();
  const dataProvider = useDataProvider();
  const branches = useBranchNames(workspace?.organization.id, pointsAtBranches(definition, fields));

  const lookups = useMemo<Lookup[]>(() => {
    if (!workspace) return [];
    return fields.flatMap((field) => {
      const hint = hintOf(definition, field);
      if (!hint || (hint.kind !== 'reference' && hint.kind !== 'references') || !hint.references) return [];
      const resource = findResource(hint.references);
      if (!resource) return [];
      if (resource.scope === 'branch' && !workspace.branch) return [];
      const ids = [...new Set(records.flatMap((r) => idsOf(r[field])))].sort((a, b) => a - b);
      const path = resourceApiPath(resource, { orgId: workspace.organization.id, branchId: workspace.branch?.id });
      return ids.length > 0 ? [{ field, resource, path, ids }] : [];
    });
  }, [definition, fields, records, workspace]);

  const rowsByLookup = useQueries({
    queries: lookups.map((lookup) => ({
      queryKey: keys().data('default').resource(lookup.path).action('many').ids(...lookup.ids).params({}).get(),
      queryFn: () => getManyOf(dataProvider())({ resource: lookup.path, ids: lookup.ids }),
    })),
    combine: combineRows,
  });

  return useMemo(() => {
    const byField = new Map<string, Map<number, string>>();
    lookups.forEach((lookup, index) => {
      const rows = rowsByLookup[index] ?? [];
      byField.set(
        lookup.field,
        new Map(rows.map((row) => [Number(row.id), recordTitle(lookup.resource, row as RecordValues)])),
      );
    });
    // The chain's branch names; the workspace's own (the branches the person may open) until they arrive.
    const reachable = new Map((workspace?.organization.branches ?? []).map((b) => [b.id, b.name]));
    return (field: string, id: number) => {
      if (hintOf(definition, field)?.references === branchesReference) return branches.get(id)?.name ?? reachable.get(id);
      return byField.get(field)?.get(id);
    };
  }, [lookups, rowsByLookup, workspace, definition, branches]);
}

// Module-level, so useQueries keeps the combined result stable while the data is unchanged.
const combineRows = (results: { data?: { data: BaseRecord[] } }[]) => results.map((r) => r.data?.data ?? []);
