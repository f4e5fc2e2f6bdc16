import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { httpClient } from '@/lib/http-client';
import { toHttpError } from '@/providers/data-provider';
import { toCsv } from '../engine/csv-text';
import { readCsv, type CsvRead } from './read-csv';
import { batches, matchColumns, rowToInput, toRowErrors, type ColumnMatch, type RowError } from './import-rows';

const importAnswerSchema = z.object({
  created: z.number().int(),
  errors: z.array(
    z.object({
      row: z.number().int(),
      issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })),
    }),
  ),
});

type Parsed = { fileName: string; rows: Record<string, string>[]; matches: ColumnMatch[] };
type Progress = { done: number; total: number; created: number; errors: RowError[]; failure: string | null; finished: boolean };

/** The errors shown on screen; the full list is in the downloadable report. */
const shownErrors = 100;

export type CsvImportDialogProps = {
  definition: AnyResourceDefinition;
  /** The resource's API path in this workspace (`branches/5/clients`). */
  apiPath: string;
  open: boolean;
  onClose: (imported: boolean) => void;
};

/**
 * Import from CSV: pick a file, see which columns will be read, then rows go to the server in batches with a
 * progress bar; rows the server refuses are listed by their line in the file, with a report to download.
 */
export function CsvImportDialog({ definition, apiPath, open, onClose }: CsvImportDialogProps) {
  const { t } = useTranslation('import');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = progress !== null && !progress.finished;
  const labelOf = (field: string) => t(`${definition.name}.fields.${field}`, { ns: 'resources', defaultValue: field });

  const reset = () => {
    setParsed(null);
    setParseError(null);
    setProgress(null);
  };

  const readFile = async (file: File) => {
    reset();
    let read: CsvRead;
    try {
      read = readCsv(await file.arrayBuffer());
    } catch {
      // The file went away or cannot be opened (moved, no permission) between choosing and reading.
      setParseError(t('unreadable'));
      return;
    }
    if (!read.ok) {
      setParseError(read.problem === 'notUtf8' ? t('notUtf8') : t('unpairedQuote', { line: read.line }));
      return;
    }
    const { columns, rows } = read.table;
    const matches = matchColumns(definition, columns, labelOf);
    if (rows.length === 0) setParseError(t('empty'));
    else if (!matches.some((m) => m.field)) setParseError(t('noColumns'));
    else setParsed({ fileName: file.name, rows, matches });
  };

  const run = async () => {
    if (!parsed) return;
    const inputs = parsed.rows.map((row) => rowToInput(definition, parsed.matches, row));
    let state: Progress = { done: 0, total: inputs.length, created: 0, errors: [], failure: null, finished: false };
    setProgress(state);
    let start = 0;
    for (const batch of batches(inputs)) {
      try {
        const { data } = await httpClient.post<unknown>(`/${apiPath}/import`, { rows: batch });
        const answer = importAnswerSchema.parse(data);
        state = {
          ...state,
          done: state.done + batch.length,
          created: state.created + answer.created,
          errors: [...state.errors, ...toRowErrors(start, answer.errors)],
        };
      } catch (error) {
        // A refused batch stops the import: the rows before it are in, none after it.
        state = { ...state, failure: toHttpError(error).message, finished: true };
        setProgress(state);
        return;
      }
      start += batch.length;
      setProgress(state);
    }
    setProgress({ ...state, finished: true });
  };

  const downloadReport = () => {
    if (!progress) return;
    // The server's messages may quote what a row held: written through the export's formula guard too.
    const csv = toCsv([['line', 'field', 'message'], ...progress.errors.map((e) => [String(e.line), e.field, e.message])]);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `${definition.name}-import-errors.csv` });
    link.click();
    URL.revokeObjectURL(url);
  };

  const close = () => {
    if (running) return;
    const imported = (progress?.created ?? 0) > 0;
    reset();
    onClose(imported);
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="csv-import-title">
      <DialogTitle id="csv-import-title">{t('title', { what: t(`${definition.name}.title`, { ns: 'resources' }) })}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {!progress ? (
          <>
            <Typography color="text.secondary">{t('intro')}</Typography>
            <Box>
              <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
                {parsed ? t('otherFile') : t('chooseFile')}
                <input
                  hidden
                  type="file"
                  accept=".csv,text/csv"
                  aria-label={t('chooseFile')}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (file) void readFile(file);
                    event.target.value = '';
                  }}
                />
              </Button>
            </Box>
            {parseError ? <Alert severity="error">{parseError}</Alert> : null}
            {parsed ? (
              <Box sx={{ display: 'grid', gap: 1 }}>
                <Typography>{t('rowsFound', { count: parsed.rows.length, file: parsed.fileName })}</Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} aria-label={t('columns')}>
                  {parsed.matches.map((m) => (
                    <Chip
                      key={m.column}
                      size="small"
                      color={m.field ? 'primary' : 'default'}
                      variant={m.field ? 'filled' : 'outlined'}
                      label={m.field ? `${m.column} → ${labelOf(m.field)}` : t('ignored', { column: m.column })}
                    />
                  ))}
                </Box>
              </Box>
            ) : null}
          </>
        ) : (
          <>
            <Box>
              <Typography id="csv-import-progress" gutterBottom>
                {progress.finished
                  ? t('finished', { created: progress.created, total: progress.total })
                  : t('running', { done: progress.done, total: progress.total })}
              </Typography>
              <LinearProgress variant="determinate" value={percent} aria-labelledby="csv-import-progress" />
            </Box>
            {progress.failure ? <Alert severity="error">{t('stopped', { reason: progress.failure })}</Alert> : null}
            {progress.errors.length > 0 ? (
              <Box>
                <Alert severity="warning" sx={{ mb: 1 }}>
                  {t('rowErrors', { count: progress.errors.length })}
                </Alert>
                <Table size="small" aria-label={t('errorTable')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('line')}</TableCell>
                      <TableCell>{t('field')}</TableCell>
                      <TableCell>{t('problem')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {progress.errors.slice(0, shownErrors).map((e, index) => (
                      <TableRow key={`${e.line}-${e.field}-${index}`}>
                        <TableCell>{e.line}</TableCell>
                        <TableCell>{e.field ? labelOf(e.field) : '—'}</TableCell>
                        <TableCell>{e.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {progress?.finished && progress.errors.length > 0 ? (
          <Button onClick={downloadReport}>{t('downloadReport')}</Button>
        ) : null}
        <Button onClick={close} disabled={running}>
          {progress?.finished ? t('done') : t('cancel')}
        </Button>
        {!progress ? (
          <Button variant="contained" disabled={!parsed} onClick={() => void run()}>
            {parsed ? t('start', { count: parsed.rows.length }) : t('import')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
