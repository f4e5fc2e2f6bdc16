import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sortableFields, type AnyResourceDefinition } from '@/schema/resource-definition';
import { formatFieldValue, type FormatContext } from '../field-format';
import { hintOf, type RecordValues } from '../field-values';
import { pageSizes, type ListState, type PageSize } from '../list-url-state';
import type { ResourceAccess } from '../resource-access-flags';
import { useResourceLabels } from '../use-resource-labels';
import { gridLocaleText } from './grid-locale';
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
  /** The list fields: the grid's columns; on cards, lines under the title (title fields are the title already). */
  columns: readonly string[];
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
  const sortable = useMemo(() => new Set(sortableFields(definition)), [definition]);

  const gridColumns = useMemo<GridColDef<RecordValues>[]>(() => {
    const fieldColumns: GridColDef<RecordValues>[] = columns.map((field) => {
      const hint = hintOf(definition, field);
      const numeric = hint?.kind === 'integer' || hint?.kind === 'money';
      return {
        field,
        headerName: labels.field(field),
        sortable: sortable.has(field),
        flex: hint?.kind === 'boolean' || numeric ? 0.6 : 1,
        minWidth: hint?.kind === 'boolean' ? 110 : 140,
        align: numeric ? 'right' : 'left',
        headerAlign: numeric ? 'right' : 'left',
        valueGetter: (_value, row) => (hint ? formatFieldValue(field, hint, row, format) : row[field]),
        renderCell:
          hint?.kind === 'color'
            ? ({ row, formattedValue }) => (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
                  <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: String(row[field] ?? ''), border: 1, borderColor: 'divider' }} />
                  {String(formattedValue ?? '')}
                </Box>
              )
            : undefined,
      };
    });
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
  }, [columns, definition, labels, sortable, format, access, onEdit, onDeleted, t]);

  const localeText = useMemo(() => {
    const base = gridLocaleText(i18n.resolvedLanguage);
    if (!totalIsLowerBound) return base;
    return { ...base, paginationDisplayedRows: ({ from, to }: { from: number; to: number }) => t('engine.rangeMoreThan', { from, to, count: total }) };
  }, [i18n.resolvedLanguage, totalIsLowerBound, total, t]);

  const sortModel: GridSortModel = state.sort.slice(0, 1).map((s) => ({ field: s.field, sort: s.order }));

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
