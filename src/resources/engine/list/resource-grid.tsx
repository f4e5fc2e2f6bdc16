import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import type { FormatContext } from '../field-format';
import type { RecordValues } from '../field-values';
import { pageSizes, type ListState, type PageSize } from '../list-url-state';
import type { ResourceAccess } from '../resource-access-flags';
import { useResourceLabels } from '../use-resource-labels';
import { gridLocaleText } from './grid-locale';
import type { ListColumn } from './list-columns';
import { RecordActions } from './record-actions';

/** What both list views take: the grid on wide screens, the cards on phones (resource-cards.tsx). */
export type ResourceGridProps = {
  definition: AnyResourceDefinition;
  rows: RecordValues[];
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
  const { definition, rows, total, totalIsLowerBound, loading, state, onStateChange, columns, format, access, onOpen, onEdit, onDeleted } = props;
  const { t, i18n } = useTranslation('resources');
  const labels = useResourceLabels(definition);

  const gridColumns = useMemo<GridColDef<RecordValues>[]>(() => {
    const fieldColumns: GridColDef<RecordValues>[] = columns.map((column) => ({
      field: column.field,
      headerName: column.label,
      sortable: column.sortable,
      flex: column.narrow || column.numeric ? 0.6 : 1,
      minWidth: column.minWidth ?? (column.narrow ? 110 : 140),
      align: column.numeric ? 'right' : 'left',
      headerAlign: column.numeric ? 'right' : 'left',
      valueGetter: (_value, row) => column.text(row, format),
      renderCell: column.render ? ({ row, formattedValue }) => column.render?.(row, String(formattedValue ?? '')) : undefined,
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
  }, [columns, definition, format, access, onEdit, onDeleted, t]);

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

  return (
    <DataGrid<RecordValues>
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
      localeText={localeText}
      autoHeight
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
      sx={{
        bgcolor: 'background.paper',
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '& .MuiDataGrid-cell:focus, & .MuiDataGrid-columnHeader:focus': { outline: 'none' },
      }}
    />
  );
}
