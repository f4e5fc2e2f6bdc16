import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/states/loading-state';
import type { ResourceFormProps } from './resource-form';
import { useResourceLabels } from './use-resource-labels';

/** The form's code (inputs, pickers, validation) loads when a dialog first opens, not with the list. */
const ResourceForm = lazy(() => import('./resource-form').then((m) => ({ default: m.ResourceForm })));

export type ResourceFormDialogProps = Omit<ResourceFormProps, 'onCancel'> & {
  open: boolean;
  onClose: () => void;
};

/**
 * The form over the list, for resources without a create or edit page; full screen on phones. It closes by
 * its buttons only, so a stray click beside it never throws typed values away.
 */
export function ResourceFormDialog({ open, onClose, ...form }: ResourceFormDialogProps) {
  const { t } = useTranslation('resources');
  const labels = useResourceLabels(form.definition);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const title = form.mode === 'create' ? labels.newOne : labels.editOne;
  return (
    <Dialog open={open} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId} scroll="paper">
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {title}
        </Box>
        <IconButton aria-label={t('engine.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ pt: 2.5 }}>
        {open ? (
          <Suspense fallback={<LoadingState label={t('engine.loading')} />}>
            <ResourceForm {...form} onCancel={onClose} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
