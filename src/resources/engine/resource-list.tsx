import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useList, type BaseRecord, type CrudFilter, type CrudSort, type HttpError } from '@refinedev/core';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FilterCondition, FilterGroup } from '@/schema/list-query';
import { sortableFields, type AnyResourceDefinition } from '@/schema/resource-definition';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { useWorkspace } from '@/components/session/use-workspace';
import { activeConditionCount, effectiveFilterGroup, hasActiveFilters } from './filter-conditions';
import { hintOf, recordTitle, type RecordValues } from './field-values';
import { CsvExportButton } from './list/csv-export-button';
import { definitionColumns, type ListColumn } from './list/list-columns';
import { ListSearchBox } from './list/list-search-box';
import { ResourceCards } from './list/resource-cards';
import { useListState } from './list/use-list-state';
import { withCreatedFirst } from './list-url-state';
import { RecordDialog } from './record-dialog';
import { resourcePagePath } from './resource-paths';
import { ResourceFormDialog } from './resource-form-dialog';
import { useFormatContext } from './use-format-context';
import { useResourceAccess } from './use-resource-access';
import { useResourceApiPath } from './use-resource-api-path';
import { useResourceRecord } from './use-resource-record';
import { useResourceLabels } from './use-resource-labels';

export type ResourceListProps = {
  definition: AnyResourceDefinition;
  /** The page is view-only (licence or role): no new, edit or delete. */
  viewOnly?: boolean;
  /** Conditions always applied (a parent record); they are not shown in the filter bar. */
  fixedFilters?: readonly FilterCondition[];
  /** Inside another screen: the list's state stays in memory instead of the URL. */
  embedded?: boolean;
  /** Values a new record starts with; defaults to the fixed `equals` conditions on writable fields. */
  createDefaults?: RecordValues;
  /** More toolbar buttons (an import button). */
  actions?: ReactNode;
  /** A list over records the engine neither opens nor writes (orders): see OwnListParts. */
  own?: OwnListParts;
};

/**
 * What a screen gives a list of records its own screens open and change (orders, booked in the order drawer):
 * the columns (grid, cards and CSV), what a row and the "new" button do, and the query's cache key and rules.
 * Such a list has no edit or delete of its own.
 */
export type OwnListParts = {
  /** Those `inTitle` make a phone card's title. */
  columns: readonly ListColumn[];
  onOpen: (record: RecordValues) => void;
  /** Without it, no "new" button. */
  onCreate?: () => void;
  /** The cache key's start; the page asked for (page, size, sort, filters) follows it. */
  queryKey: readonly unknown[];
  queryOptions?: { retry?: (failureCount: number, error: unknown) => boolean; retryDelay?: (attempt: number) => number; staleTime?: number };
};

type DialogState = { kind: 'create' } | { kind: 'edit'; record: RecordValues } | { kind: 'view'; record: RecordValues } | null;

const noFixed: readonly FilterCondition[] = [];

type GridModule = typeof import('./list/resource-grid');
let loadedGrid: GridModule | null = null;
const loadGrid = () => import('./list/resource-grid').then((module) => (loadedGrid = module));

/**
 * The Data Grid is most of a list's code: it loads in its own chunk, started when the list mounts, so the
 * first page is fetched while the grid's code loads instead of after it. It is held in state rather than
 * behind Suspense, whose reveal React holds back up to 300 ms after a fallback (README, "Benchmarks").
 */
function useGridModule(wanted: boolean): GridModule | null {
  const [grid, setGrid] = useState<GridModule | null>(loadedGrid);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || grid) return;
    let current = true;
    loadGrid().then(
      (module) => current && setGrid(module),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [wanted, grid]);
  // A chunk that will not load goes to the error boundary, as a failed lazy component would.
  if (failure) throw failure;
  return grid;
}

/** The filter bar's value inputs bring the date pickers: they load when the bar is first opened. */
const FilterBar = lazy(() => import('./list/filter-bar').then((m) => ({ default: m.FilterBar })));

/** A resource's list: search, filter bar, grid (cards on phones), paging, sort, CSV export, new / edit / delete. */
export function ResourceList({ definition, viewOnly = false, fixedFilters = noFixed, embedded = false, createDefaults, actions, own }: ResourceListProps) {
  const { t } = useTranslation('resources');
  const labels = useResourceLabels(definition);
  const roleAccess = useResourceAccess(definition, viewOnly);
  const access = useMemo(
    () => (own ? { ...roleAccess, canCreate: roleAccess.canCreate && own.onCreate !== undefined, canEdit: false, canDelete: false } : roleAccess),
    [own, roleAccess],
  );
  const resource = useResourceApiPath(definition);
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const grid = useGridModule(!isPhone);
  const [state, update] = useListState(definition, !embedded);
  const [filtersOpen, setFiltersOpen] = useState(state.filters.conditions.length > 0);
  const [dialog, setDialog] = useState<DialogState>(null);

  const filterGroup = useMemo(() => effectiveFilterGroup(state.filters, fixedFilters), [state.filters, fixedFilters]);
  const sorters = useMemo<CrudSort[]>(
    () => (state.sort.length > 0 ? state.sort : definition.defaultSort).map((s) => ({ field: String(s.field), order: s.order })),
    [state.sort, definition],
  );
  const filters = useMemo<CrudFilter[]>(() => (state.q ? [{ field: 'q', operator: 'contains', value: state.q }] : []), [state.q]);
  const { result, query } = useList<BaseRecord, HttpError>({
    resource,
    pagination: { currentPage: state.page, pageSize: state.perPage, mode: 'server' },
    sorters,
    filters,
    meta: filterGroup ? { filterGroup } : {},
    queryOptions: {
      placeholderData: keepPreviousData,
      ...(own
        ? { queryKey: [...own.queryKey, { page: state.page, perPage: state.perPage, sorters, filters, filterGroup }], ...own.queryOptions }
        : {}),
    },
    errorNotification: false,
    // Live resources refresh when the server announces a change on the branch's channel (resource:changed).
    ...(definition.live && workspace?.branch ? { liveParams: { branchGuid: workspace.branch.guid } } : {}),
  });
  // A record just created is shown first, marked, wherever the sort puts it (it would vanish past page 1).
  const created = useResourceRecord(definition, own ? null : state.created).record;
  const rows = useMemo(() => withCreatedFirst(result.data as RecordValues[], created), [result.data, created]);
  const total = result.total ?? 0;
  const totalIsLowerBound = query.data?.totalIsLowerBound === true;

  const listFields = useMemo(() => Object.keys(definition.fields).filter((f) => hintOf(definition, f)?.list), [definition]);
  const columns = useMemo(
    () => own?.columns ?? definitionColumns(definition, listFields, labels.field, new Set(sortableFields(definition))),
    [own, definition, listFields, labels],
  );
  const format = useFormatContext(definition, rows, listFields);
  const cardTitle = useCallback(
    (row: RecordValues) =>
      own
        ? own.columns
            .filter((column) => column.inTitle)
            .map((column) => column.text(row, format))
            .join(' ')
        : recordTitle(definition, row),
    [own, definition, format],
  );

  // A parent fixed by the page (`categoryId = 5`) is what new records start with.
  const defaults = useMemo<RecordValues>(
    () =>
      createDefaults ??
      Object.fromEntries(fixedFilters.filter((c) => c.matchMode === 'equals').map((c) => [c.field, c.value])),
    [createDefaults, fixedFilters],
  );
  const parentField = definition.screens.parent?.field;
  const parentId = parentField && typeof defaults[parentField] === 'number' ? (defaults[parentField] as number) : undefined;
  const orgId = workspace?.organization.id ?? 0;
  const branchId = workspace?.branch?.id ?? null;
  const ids = useMemo(() => ({ orgId, branchId, parentId }), [orgId, branchId, parentId]);

  const openEdit = useCallback(
    (record: RecordValues) => {
      const page = resourcePagePath(definition, 'edit', { ...ids, id: record.id as number });
      if (page) void navigate(page);
      else setDialog({ kind: 'edit', record });
    },
    [definition, navigate, ids],
  );
  const openRecord = useCallback(
    (record: RecordValues) => {
      const show = access.canShow ? resourcePagePath(definition, 'show', { ...ids, id: record.id as number }) : null;
      if (own) own.onOpen(record);
      else if (show) void navigate(show);
      else if (access.canEdit) openEdit(record);
      else setDialog({ kind: 'view', record });
    },
    [definition, navigate, access, openEdit, ids, own],
  );
  const openCreate = () => {
    if (own?.onCreate) return own.onCreate();
    const page = resourcePagePath(definition, 'create', ids);
    if (page) void navigate(page);
    else setDialog({ kind: 'create' });
  };
  const { refetch } = query;
  const createdId = created ? Number(created.id) : null;
  const afterDelete = useCallback(
    (record: RecordValues) => {
      if (record.id === createdId) update({ created: null });
      void refetch();
    },
    [refetch, createdId, update],
  );
  const changeFilters = useCallback((group: FilterGroup) => update({ filters: group }), [update]);
  const changeQ = useCallback((q: string) => update({ q }), [update]);

  const activeFilters = hasActiveFilters(state.filters, state.q);
  const conditionCount = activeConditionCount(state.filters);
  const clearFilters = () => update({ q: '', filters: { combiner: 'and', conditions: [] } });

  const loadingRows = (
    <Box aria-busy="true" aria-label={t('engine.loading')} sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={isPhone ? 72 : 44} />
      ))}
    </Box>
  );
  let content: ReactNode;
  if (query.isError && rows.length === 0) {
    content = (
      <ErrorState title={t('engine.loadFailed')} message={query.error?.message} retryLabel={t('engine.retry')} onRetry={() => void query.refetch()} />
    );
  } else if (query.isLoading) {
    content = loadingRows;
  } else if (total === 0 && !created) {
    content = (
      <Paper variant="outlined">
        {activeFilters ? (
          <EmptyState
            icon={<SearchOffIcon />}
            title={t('engine.emptyFiltered')}
            description={t('engine.emptyFilteredHint')}
            action={<Button onClick={clearFilters}>{t('engine.filters.clear')}</Button>}
          />
        ) : (
          <EmptyState
            title={t('engine.empty')}
            description={access.canCreate ? t('engine.emptyHint', { action: labels.newOne }) : undefined}
            action={access.canCreate ? <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>{labels.newOne}</Button> : undefined}
          />
        )}
      </Paper>
    );
  } else {
    const view = { definition, rows, createdId, total, totalIsLowerBound, loading: query.isFetching, state, onStateChange: update, columns, cardTitle, format, access, onOpen: openRecord, onEdit: openEdit, onDeleted: afterDelete };
    content = isPhone ? <ResourceCards {...view} /> : grid ? <grid.ResourceGrid {...view} /> : loadingRows;
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {/* A list whose definition searches no field (Payments, Events) offers only the filter bar. */}
        {definition.search.length > 0 && <ListSearchBox value={state.q} onChange={changeQ} label={t('engine.search')} />}
        <Button
          startIcon={
            <Badge badgeContent={conditionCount} color="primary">
              <FilterListIcon />
            </Badge>
          }
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
        >
          {t('engine.filters.title')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <CsvExportButton definition={definition} columns={own?.columns} resource={resource} sorters={sorters} filters={filters} filterGroup={filterGroup} total={total} totalIsLowerBound={totalIsLowerBound} />
        {actions}
        {access.canCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
            {labels.newOne}
          </Button>
        ) : null}
      </Box>
      {filtersOpen ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={56} aria-label={t('engine.loading')} />}>
            <FilterBar definition={definition} group={state.filters} onChange={changeFilters} allowOr={fixedFilters.length === 0} />
          </Suspense>
        </Paper>
      ) : null}
      {content}
      <ResourceFormDialog
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        definition={definition}
        mode={dialog?.kind === 'edit' ? 'edit' : 'create'}
        id={dialog?.kind === 'edit' ? (dialog.record.id as number) : undefined}
        defaultValues={defaults}
        onClose={() => setDialog(null)}
        onSaved={(record) => {
          if (dialog?.kind === 'create') update({ created: Number(record.id) });
          setDialog(null);
        }}
      />
      <RecordDialog definition={definition} record={dialog?.kind === 'view' ? dialog.record : null} onClose={() => setDialog(null)} />
    </Box>
  );
}
