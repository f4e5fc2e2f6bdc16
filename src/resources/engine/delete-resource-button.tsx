import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useDelete, useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { recordTitle, type RecordValues } from './field-values';
import { httpErrorOf } from './http-errors';
import { useResourceApiPath } from './use-resource-api-path';
import { translateFieldMessage } from './validation-messages';

export type DeleteResourceButtonProps = {
  definition: AnyResourceDefinition;
  record: RecordValues;
  onDeleted?: (record: RecordValues) => void;
  /** An icon (grid rows) or a text button (page headers). */
  variant?: 'icon' | 'button';
  disabled?: boolean;
};

/**
 * Deletes a record after asking; a record still in use answers 409 with a sentence, shown in the dialog.
 * Lists draw one on every row, so the dialog and its delete mutation only exist once the button is pressed.
 */
export function DeleteResourceButton({ definition, record, onDeleted, variant = 'button', disabled }: DeleteResourceButtonProps) {
  const { t } = useTranslation('resources');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const label = t('engine.deleteNamed', { name: recordTitle(definition, record) });
  const ask = () => {
    setAsked(true);
    setOpen(true);
  };

  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={t('engine.delete')}>
          <span>
            <IconButton aria-label={label} onClick={(e) => { e.stopPropagation(); ask(); }} disabled={disabled} size="small">
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={ask} disabled={disabled} aria-label={label}>
          {t('engine.delete')}
        </Button>
      )}
      {asked ? <DeleteRecordDialog definition={definition} record={record} open={open} onClose={() => setOpen(false)} onDeleted={onDeleted} /> : null}
    </>
  );
}

type DeleteRecordDialogProps = Pick<DeleteResourceButtonProps, 'definition' | 'record' | 'onDeleted'> & { open: boolean; onClose: () => void };

function DeleteRecordDialog({ definition, record, open, onClose, onDeleted }: DeleteRecordDialogProps) {
  const { t } = useTranslation('resources');
  const resource = useResourceApiPath(definition);
  const { open: notify } = useNotification();
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync, mutation } = useDelete();
  const name = recordTitle(definition, record);

  const confirm = async () => {
    setError(null);
    try {
      await mutateAsync({ resource, id: record.id as number, successNotification: false, errorNotification: false });
      onClose();
      notify?.({ type: 'success', message: t('engine.deleted', { name }) });
      onDeleted?.(record);
    } catch (err) {
      const http = httpErrorOf(err);
      setError(http.statusCode === 404 ? t('engine.alreadyDeleted') : (translateFieldMessage(t, http.message) ?? t('engine.genericError')));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => (mutation.isPending ? undefined : onClose())}
      onClick={(e) => e.stopPropagation()}
      aria-labelledby="delete-resource-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-resource-title">{t('engine.deleteTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(definition.softDelete ? 'engine.deleteSoftText' : 'engine.deleteText', { name })}</DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {t('engine.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={mutation.isPending}>
          {mutation.isPending ? t('engine.deleting') : t('engine.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
