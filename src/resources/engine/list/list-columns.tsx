import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { csvCell } from '../csv-rows';
import { formatFieldValue, type FormatContext } from '../field-format';
import { hintOf, type RecordValues } from '../field-values';
import { TitleWithAvatar } from './record-avatar';

/**
 * One column of a list: a column of the grid, a line of a phone card and, for a list with columns of its own
 * (orders), a column of its CSV export. The engine makes them from a definition's list fields
 * (definitionColumns); a screen whose records are more than their fields (an order's services and
 * employees) hands its own.
 */
export type ListColumn = {
  /** The column's key, and the field the server sorts by when `sortable`. */
  field: string;
  label: string;
  sortable: boolean;
  /** Numbers right-aligned and narrower. */
  numeric?: boolean;
  /** Short values (yes / no): narrower. */
  narrow?: boolean;
  /** The grid's least width in pixels; the grid otherwise sizes a column to its header and cells. */
  minWidth?: number;
  /** The cell as text: the grid's value, a card's line. */
  text: (row: RecordValues, format: FormatContext) => string;
  /** The cell when it is more than its text (a colour swatch, a status chip); `text` is what it shows. */
  render?: (row: RecordValues, text: string) => ReactNode;
  /** The CSV cell, plain enough to compute with (amounts as decimals, days as YYYY-MM-DD); defaults to text. */
  csv?: (row: RecordValues, format: FormatContext) => string;
  /** Shown as the phone card's title rather than as a line under it. */
  inTitle?: boolean;
};

/** A colour is shown as a swatch, never as its code; the code stays its accessible name and hover title. */
function ColourCell({ colour, text }: { colour: string; text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <Box
        role="img"
        aria-label={text}
        title={text}
        sx={{ width: 20, height: 20, borderRadius: 0.5, bgcolor: colour, border: 1, borderColor: 'divider' }}
      />
    </Box>
  );
}

/** A definition's list fields as columns, in the order given. */
export function definitionColumns(
  definition: AnyResourceDefinition,
  fields: readonly string[],
  label: (field: string) => string,
  sortable: ReadonlySet<string>,
): ListColumn[] {
  const titleFields = definition.titleFields as readonly string[];
  return fields.flatMap((field) => {
    const hint = hintOf(definition, field);
    if (!hint) return [];
    return [
      {
        field,
        label: label(field),
        sortable: sortable.has(field),
        numeric: hint.kind === 'integer' || hint.kind === 'money',
        narrow: hint.kind === 'boolean',
        text: (row, format) => formatFieldValue(field, hint, row, format),
        csv: (row, format) => csvCell(field, hint, row, format),
        inTitle: titleFields.includes(field),
        ...(hint.kind === 'color' ? { render: (row: RecordValues, text: string) => <ColourCell colour={String(row[field] ?? '')} text={text} /> } : {}),
        // A definition with an `avatar` shows the record's face before its first title field.
        ...(definition.avatar && field === titleFields[0] ? { render: (row: RecordValues, text: string) => <TitleWithAvatar definition={definition} record={row} text={text} /> } : {}),
      } satisfies ListColumn,
    ];
  });
}

/**
 * A grid column's widths before it is measured: sharing the row (numbers and yes / no less), within bounds.
 * A value wider than `maxColumnWidth` (a long note) is cut rather than pushing every other column away.
 */
export const maxColumnWidth = 480;
export function gridColumnWidths(column: ListColumn): { flex: number; minWidth: number; maxWidth: number } {
  return { flex: column.narrow || column.numeric ? 0.6 : 1, minWidth: column.minWidth ?? 64, maxWidth: maxColumnWidth };
}

/**
 * How the grid measures its columns (MUI X autosizing): every cell counts, outliers too (the one long
 * e-mail on the page is the one that must not be cut), the header as well, and the room left is shared.
 * The actions column keeps its own width.
 */
export function gridAutosizeOptions(columns: readonly ListColumn[]) {
  return { columns: columns.map((column) => column.field), includeHeaders: true, includeOutliers: true, expand: true } as const;
}

/** The CSV of records under these columns: their labels, then one row per record. */
export function columnCsvRows(columns: readonly ListColumn[], records: readonly RecordValues[], format: FormatContext): string[][] {
  return [
    columns.map((column) => column.label),
    ...records.map((record) => columns.map((column) => (column.csv ?? column.text)(record, format))),
  ];
}
