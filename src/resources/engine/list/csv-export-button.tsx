import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotification, type CrudFilter, type CrudSort } from '@refinedev/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterGroup } from '@/schema/list-query';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { findResource } from '@/schema/resources';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { useWorkspaceToday } from '@/components/session/use-workspace-today';
import { csvMaxRows, csvPageSize, csvRows } from '../csv-rows';
import { toCsv } from '../csv-text';
import type { FormatContext } from '../field-format';
import { hintOf, recordTitle, type RecordValues } from '../field-values';
import { httpErrorOf } from '../http-errors';
import { resourceApiPath } from '../resource-paths';
import { useBranchNames } from '../use-branch-names';
import { branchesReference, getManyOf, pointsAtBranches } from '../use-reference-labels';
import { useResourceLabels } from '../use-resource-labels';
import { columnCsvRows, type ListColumn } from './list-columns';
import { saveFile } from '@/lib/save-file';

export type CsvExportButtonProps = {
  definition: AnyResourceDefinition;
  /** The list's own columns (OwnListParts); without them, every field of the definition. */
  columns?: readonly ListColumn[] | undefined;
  resource: string;
  sorters: CrudSort[];
  filters: CrudFilter[];
  filterGroup: FilterGroup | undefined;
  total: number;
  totalIsLowerBound: boolean;
};

type Progress = { done: number; of: number };

export const download = (text: string, fileName: string) => saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);

/** Exports what the list shows (its filters and sort), page by page up to 10 000 rows, with progress. */
export function CsvExportButton({ definition, columns, resource, sorters, filters, filterGroup, total, totalIsLowerBound }: CsvExportButtonProps) {
  const { t } = useTranslation('resources');
  const labels = useResourceLabels(definition);
  const formats = useFormats();
  const today = useWorkspaceToday();
  const dataProvider = useDataProvider();
  const workspace = useWorkspace();
  const branchNames = useBranchNames(workspace?.organization.id, pointsAtBranches(definition));
  const { open: notify } = useNotification();
  const [progress, setProgress] = useState<Progress | null>(null);
  const cancelled = useRef(false);

  /** Names of referenced records, fetched 100 ids at a time. */
  const referenceNames = async (records: RecordValues[]) => {
    const names = new Map<string, Map<number, string>>();
    for (const field of Object.keys(definition.fields)) {
      const hint = hintOf(definition, field);
      if (!hint?.references || (hint.kind !== 'reference' && hint.kind !== 'references')) continue;
      const byId = new Map<number, string>();
      names.set(field, byId);
      if (hint.references === branchesReference) {
        for (const b of branchNames.size > 0 ? branchNames.values() : (workspace?.organization.branches ?? [])) byId.set(b.id, b.name);
        continue;
      }
      const target = findResource(hint.references);
      if (!target || !workspace || (target.scope === 'branch' && !workspace.branch)) continue;
      const path = resourceApiPath(target, { orgId: workspace.organization.id, branchId: workspace.branch?.id });
      const ids = [...new Set(records.flatMap((r) => [r[field]].flat().filter((v): v is number => typeof v === 'number')))];
      for (let i = 0; i < ids.length; i += csvPageSize) {
        const { data } = await getManyOf(dataProvider())({ resource: path, ids: ids.slice(i, i + csvPageSize) });
        for (const row of data) byId.set(Number(row.id), recordTitle(target, row as RecordValues));
      }
    }
    return names;
  };

  const run = async () => {
    cancelled.current = false;
    // Every page answers the count again; after a broad search it is a lower bound that grows page by page.
    let counted = { total, isLowerBound: totalIsLowerBound };
    const expected = () => Math.min(counted.total, csvMaxRows);
    setProgress({ done: 0, of: expected() });
    try {
      const records: RecordValues[] = [];
      for (let page = 1; records.length < csvMaxRows && !cancelled.current; page += 1) {
        const response = await dataProvider().getList({
          resource,
          pagination: { currentPage: page, pageSize: csvPageSize, mode: 'server' },
          sorters,
          filters,
          meta: filterGroup ? { filterGroup } : {},
        });
        records.push(...(response.data as RecordValues[]));
        counted = { total: response.total, isLowerBound: response.totalIsLowerBound === true };
        setProgress({ done: records.length, of: expected() });
        if (response.data.length < csvPageSize) break;
      }
      if (cancelled.current) return;
      const names = await referenceNames(records);
      const format: FormatContext = {
        t: labels.t,
        formats,
        optionLabel: labels.option,
        referenceLabel: (field, id) => names.get(field)?.get(id),
      };
      const exported = records.slice(0, csvMaxRows);
      const rows = columns ? columnCsvRows(columns, exported, format) : csvRows(definition, exported, labels.field, format);
      if (cancelled.current) return;
      download(toCsv(rows), `${labels.title}-${today}.csv`);
      if (counted.isLowerBound || counted.total > csvMaxRows) notify?.({ type: 'success', message: t('engine.csv.capped', { count: csvMaxRows }) });
    } catch (error) {
      notify?.({ type: 'error', message: t('engine.csv.failed'), description: httpErrorOf(error).message });
    } finally {
      setProgress(null);
    }
  };

  const percent = progress && progress.of > 0 ? Math.round((progress.done / progress.of) * 100) : 0;
  return (
    <>
      <Button startIcon={<FileDownloadOutlinedIcon />} onClick={() => void run()} disabled={progress !== null || total === 0}>
        {t('engine.csv.export')}
      </Button>
      <Dialog open={progress !== null} maxWidth="xs" fullWidth aria-labelledby="csv-export-title">
        <DialogTitle id="csv-export-title">{t('engine.csv.exporting')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <LinearProgress variant="determinate" value={percent} aria-label={t('engine.csv.exporting')} />
            <Typography variant="body2" color="text.secondary">
              {t('engine.csv.progress', { done: progress?.done ?? 0, of: progress?.of ?? 0 })}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              cancelled.current = true;
              setProgress(null);
            }}
          >
            {t('engine.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
