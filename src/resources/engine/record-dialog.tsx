import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { LoadingState } from '@/components/states/loading-state';
import { recordTitle, type RecordValues } from './field-values';

/** The fields' code loads when the dialog first opens, not with the list. */
const ResourceFields = lazy(() => import('./resource-fields').then((m) => ({ default: m.ResourceFields })));

/** A record read-only, for people who may look but not edit and a resource without a show page. */
export function RecordDialog({ definition, record, onClose }: { definition: AnyResourceDefinition; record: RecordValues | null; onClose: () => void }) {
  const { t } = useTranslation('resources');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={record !== null} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="record-dialog-title">
      <DialogTitle id="record-dialog-title">{record ? recordTitle(definition, record) : ''}</DialogTitle>
      <DialogContent dividers>
        {record ? (
          <Suspense fallback={<LoadingState label={t('engine.loading')} />}>
            <ResourceFields definition={definition} record={record} />
          </Suspense>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('engine.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
