import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoveQuestion } from './use-order-move';

/** "Move it outside the hours anyway?", with the server's reasons: the move waits on the grid for the answer. */
export function MoveConfirmDialog({ question }: { question: MoveQuestion | null }) {
  const { t } = useTranslation('scheduleDrag');
  const titleId = useId();
  return (
    <Dialog
      open={question !== null}
      onClose={() => question?.answer(false)}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question?.message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => question?.answer(false)}>{t('confirm.cancel')}</Button>
        <Button variant="contained" onClick={() => question?.answer(true)}>
          {t('confirm.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
