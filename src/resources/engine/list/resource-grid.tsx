import Box from '@mui/material/Box';
import { DataGrid, useGridApiRef, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import type { FormatContext } from '../field-format';
import type { RecordValues } from '../field-values';
import { pageSizes, type ListState, type PageSize } from '../list-url-state';
import type { ResourceAccess } from '../resource-access-flags';
import { useResourceLabels } from '../use-resource-labels';
import { gridLocaleText } from './grid-locale';
import { gridAutosizeOptions, gridColumnWidths, type ListColumn } from './list-columns';
import { CreatedMark } from './created-mark';
import { RecordActions } from './record-actions';

/** What both list views take: the grid on wide screens, the cards on phones (resource-cards.tsx). */
export type ResourceGridProps = {
  definition: AnyResourceDefinition;
  rows: RecordValues[];
  /** The record just created: first among the rows, marked. */
  createdId?: number | null;
  total: number;
  /** A broad search stopped counting: more than `total` records match. */
  totalIsLowerBound: boolean;
  loading: boolean;
  state: ListState;
  onStateChange: (patch: Partial<ListState>) => void;
  /** The grid's columns; on cards, the lines under the title (those `inTitle` are the title already). */
  columns: readonly ListColumn[];
  /** A phone card's title. */
  cardTitle: (row: RecordValues) => string;
  format: FormatContext;
  access: ResourceAccess;
  onOpen: (record: RecordValues) => void;
  onEdit: (record: RecordValues) => void;
  onDeleted: (record: RecordValues) => void;
};

/** The free Data Grid, paged and sorted by the server (one sort column, pages of 25, 50 or 100). */
export function ResourceGrid(props: ResourceGridProps) {
  const { definition, rows, createdId = null, total, totalIsLowerBound, loading, state, onStateChange, columns, format, access, onOpen, onEdit, onDeleted } = props;
  const { t, i18n } = useTranslation('resources');
  const labels = useResourceLabels(definition);

  const gridColumns = useMemo<GridColDef<RecordValues>[]>(() => {
    const fieldColumns: GridColDef<RecordValues>[] = columns.map((column, index) => ({
      field: column.field,
      headerName: column.label,
      sortable: column.sortable,
      ...gridColumnWidths(column),
      align: column.numeric ? 'right' : 'left',
      headerAlign: column.numeric ? 'right' : 'left',
      valueGetter: (_value, row) => column.text(row, format),
      renderCell: ({ row, formattedValue }) => {
        const text = String(formattedValue ?? '');
        const cell = column.render ? column.render(row, text) : text;
        // The record just created says so in its first cell, besides the row's tint.
        return index === 0 && row.id === createdId ? <CreatedMark>{cell}</CreatedMark> : cell;
      },
    }));
    if (!access.canEdit && !access.canDelete) return fieldColumns;
    return [
      ...fieldColumns,
      {
        field: '__actions',
        headerName: t('engine.actions'),
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        width: 100,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', height: '100%' }}>
            <RecordActions definition={definition} record={row} access={access} onEdit={onEdit} onDeleted={onDeleted} />
          </Box>
        ),
      },
    ];
  }, [columns, definition, format, access, onEdit, onDeleted, t, createdId]);

  const localeText = useMemo(() => {
    const base = gridLocaleText(i18n.resolvedLanguage);
    if (!totalIsLowerBound) return base;
    return { ...base, paginationDisplayedRows: ({ from, to }: { from: number; to: number }) => t('engine.rangeMoreThan', { from, to, count: total }) };
  }, [i18n.resolvedLanguage, totalIsLowerBound, total, t]);

  // One array while the sort stays the same: the grid takes a new sortModel as a sort change, and a sort change
  // sends it back to the first page, so a page turned (which re-reads the state from the URL) sprang back.
  const sortField = state.sort[0]?.field;
  const sortOrder = state.sort[0]?.order;
  const sortModel = useMemo<GridSortModel>(() => (sortField && sortOrder ? [{ field: sortField, sort: sortOrder }] : []), [sortField, sortOrder]);

  const apiRef = useGridApiRef();
  useColumnsFitContent(apiRef, columns, [rows, gridColumns]);

  return (
    <DataGrid<RecordValues>
      apiRef={apiRef}
      aria-label={labels.title}
      rows={rows}
      columns={gridColumns}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      paginationModel={{ page: state.page - 1, pageSize: state.perPage }}
      onPaginationModelChange={(model) =>
        onStateChange(
          model.pageSize !== state.perPage
            ? { perPage: model.pageSize as PageSize }
            : { page: model.page + 1 },
        )
      }
      sortModel={sortModel}
      onSortModelChange={(model) =>
        onStateChange({ sort: model.flatMap((m) => (m.sort ? [{ field: m.field, order: m.sort }] : [])) })
      }
      pageSizeOptions={[...pageSizes]}
      disableColumnFilter
      disableRowSelectionOnClick
      onRowClick={({ row }) => onOpen(row)}
      getRowClassName={({ id }) => (id === createdId ? 'created' : '')}
      localeText={localeText}
      autoHeight
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      sx={{
        bgcolor: 'background.paper',
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '& .MuiDataGrid-row.created': { bgcolor: 'action.selected' },
        '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus': { outline: 'none' },
      }}
    />
  );
}

/**
 * Columns as wide as their header and their widest cell on the page (a long e-mail is never cut beside a
 * half-empty name), the room left shared among them. Measured once the grid has painted new rows or new
 * columns (a language switch, reference names arriving), and again when the grid's width changes.
 */
function useColumnsFitContent(apiRef: ReturnType<typeof useGridApiRef>, columns: readonly ListColumn[], painted: readonly unknown[]) {
  const options = useMemo(() => gridAutosizeOptions(columns), [columns]);
  useEffect(() => {
    // Two frames: the grid takes new rows and columns into its state in effects of its own, then paints them.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => void apiRef.current?.autosizeColumns(options));
    });
    const stopListening = apiRef.current?.subscribeEvent('debouncedResize', () => void apiRef.current?.autosizeColumns(options));
    return () => {
      cancelAnimationFrame(frame);
      stopListening?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `painted` lists what the grid shows
  }, [apiRef, options, ...painted]);
}
