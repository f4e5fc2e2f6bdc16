import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { keys, useDataProvider, useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { findResource } from '@/schema/resources';
import { useWorkspace } from '@/components/session/use-workspace';
import { recordTitle, type RecordValues } from '../field-values';
import { resourceApiPath } from '../resource-paths';
import { useBranchNames } from '../use-branch-names';
import { branchesReference, getManyOf } from '../use-reference-labels';
import { useDebouncedValue } from '../use-debounced-value';
import type { InputFrameProps } from './basic-inputs';
import { referenceOptionsQuery } from './reference-options-query';

export type ReferenceOption = { id: number; label: string };

export type ReferenceInputProps = InputFrameProps & {
  /** The referenced resource's registry name, or `branches` (the chain's branches). */
  references: string;
  multiple?: boolean;
  /** An id (or null), or a list of ids with `multiple`. */
  value: unknown;
  onChange: (value: number | null | number[]) => void;
};

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/** Records of the referenced resource matching what is typed (its `q` search), named by its title fields. */
function useRemoteOptions(target: AnyResourceDefinition | undefined, search: string, selectedIds: number[]) {
  const workspace = useWorkspace();
  const path =
    target && workspace && (target.scope === 'organization' || workspace.branch)
      ? resourceApiPath(target, { orgId: workspace.organization.id, branchId: workspace.branch?.id })
      : '';
  const { result, query } = useList<BaseRecord, HttpError>({
    resource: path,
    ...referenceOptionsQuery(target, search),
    queryOptions: { enabled: path !== '' },
    errorNotification: false,
  });
  // The chosen records may not be on the first page of options: their names come by id.
  const dataProvider = useDataProvider();
  const chosen = useQuery({
    queryKey: keys().data('default').resource(path).action('many').ids(...selectedIds).params({}).get(),
    queryFn: () => getManyOf(dataProvider())({ resource: path, ids: selectedIds }),
    enabled: path !== '' && selectedIds.length > 0,
  });
  const toOption = (row: BaseRecord): ReferenceOption => ({
    id: Number(row.id),
    label: target ? recordTitle(target, row as RecordValues) : String(row.id),
  });
  return {
    options: result.data.map(toOption),
    chosen: (chosen.data?.data ?? []).map(toOption),
    loading: query.isFetching,
  };
}

/** Autocomplete over another resource's records (or the chain's branches), one or several. */
export function ReferenceInput(props: ReferenceInputProps) {
  const { references, multiple = false, value, onChange, onBlur, label, error, helperText, required, disabled, size, name } = props;
  const { t } = useTranslation('resources');
  const workspace = useWorkspace();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const isBranches = references === branchesReference;
  const target = isBranches ? undefined : findResource(references);
  const selectedIds = useMemo(() => idsOf(value), [value]);
  const remote = useRemoteOptions(isBranches ? undefined : target, search, selectedIds);

  // Every branch of the chain by name (the workspace's own until they arrive): a vacancy may name another.
  const branchNames = useBranchNames(workspace?.organization.id, isBranches);
  const branchOptions: ReferenceOption[] = useMemo(
    () => (branchNames.size > 0 ? [...branchNames.values()] : (workspace?.organization.branches ?? [])).map((b) => ({ id: b.id, label: b.name })),
    [workspace, branchNames],
  );
  const options = isBranches ? branchOptions : remote.options;
  const known = new Map([...(isBranches ? branchOptions : [...remote.chosen, ...remote.options])].map((o) => [o.id, o]));
  const selected = selectedIds.map((id) => known.get(id) ?? { id, label: `#${id}` });
  // Chosen options stay offered while a search narrows the list, so MUI can show them as selected.
  const offered = [...options, ...selected.filter((s) => !options.some((o) => o.id === s.id))];

  const common = {
    options: offered,
    getOptionLabel: (option: ReferenceOption) => option.label,
    isOptionEqualToValue: (a: ReferenceOption, b: ReferenceOption) => a.id === b.id,
    filterOptions: (all: ReferenceOption[]) =>
      isBranches ? all.filter((o) => o.label.toLowerCase().includes(input.trim().toLowerCase())) : all,
    loading: !isBranches && remote.loading,
    disabled,
    size,
    onBlur,
    onInputChange: (_event: unknown, text: string, reason: string) => {
      // Picking an option writes its name into the box; that is no search.
      if (reason === 'input' || reason === 'clear') setInput(text);
      if (reason === 'reset') setInput('');
    },
    loadingText: t('engine.loading'),
    noOptionsText: t('engine.noOptions'),
    fullWidth: true,
    // Chips of a multiple choice keep off the field's edge (the theme takes the autocomplete's own padding away).
    sx: multiple ? { '& .MuiOutlinedInput-root': { pl: 0.75, py: 0.5 } } : undefined,
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        name={name}
        label={label}
        error={error}
        helperText={helperText}
        required={required}
        InputProps={{
          ...params.InputProps,
          endAdornment: (
            <>
              {!isBranches && remote.loading ? <CircularProgress color="inherit" size={18} /> : null}
              {params.InputProps.endAdornment}
            </>
          ),
        }}
      />
    ),
  };

  return multiple ? (
    <Autocomplete<ReferenceOption, true>
      {...common}
      multiple
      value={selected}
      onChange={(_event, next) => onChange(next.map((o) => o.id))}
    />
  ) : (
    <Autocomplete<ReferenceOption, false>
      {...common}
      value={selected[0] ?? null}
      onChange={(_event, next) => onChange(next ? next.id : null)}
    />
  );
}
