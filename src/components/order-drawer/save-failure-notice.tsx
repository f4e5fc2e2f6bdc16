import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SaveFailure } from './save-failure';

/**
 * What the drawer says when a write is refused: outside the hours, a dialog with the reasons and "Book anyway";
 * a stale version, an alert offering to reload; anything else, the server's sentence.
 */
export function SaveFailureNotice({
  failure,
  onConfirm,
  onReload,
  onDismiss,
}: {
  failure: SaveFailure | null;
  onConfirm: () => void;
  onReload?: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('orders');
  if (!failure || failure.kind === 'fields') return null;
  if (failure.kind === 'outsideHours') {
    return (
      <Dialog open onClose={onDismiss} aria-labelledby="outside-hours-title" sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <DialogTitle id="outside-hours-title">{t('outsideHours.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('outsideHours.text')}
          </Typography>
          {failure.lines.map((line) => (
            <Typography key={line.index} variant="body2" component="p" sx={{ mb: 0.5 }}>
              {line.label ? `${line.label}: ` : failure.lines.length > 1 ? `${t('form.serviceNumber', { n: line.index + 1 })}: ` : ''}
              {line.message}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onDismiss}>{t('outsideHours.back')}</Button>
          <Button variant="contained" onClick={onConfirm}>
            {t('outsideHours.bookAnyway')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Alert
      severity={failure.kind === 'stale' ? 'warning' : 'error'}
      onClose={onDismiss}
      action={
        failure.kind === 'stale' && onReload ? (
          <Button color="inherit" size="small" onClick={onReload}>
            {t('stale.reload')}
          </Button>
        ) : undefined
      }
    >
      {failure.kind === 'stale' ? t('stale.text') : failure.message}
    </Alert>
  );
}
