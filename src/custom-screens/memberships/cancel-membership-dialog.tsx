import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshAfterMoneyWrite } from '@/components/session/use-refresh-after-money-write';
import { moneyKeys } from '@/lib/money-query-keys';
import { toHttpError } from '@/providers/data-provider';
import { cancelMembership } from './memberships-api';

/** Cancelling a sold membership needs a reason, which the trail keeps; money paid goes back by refunding its payments. */
export function CancelMembershipDialog({ branchId, id, open, onClose }: { branchId: number; id: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('memberships');
  const queryClient = useQueryClient();
  const refreshMoney = useRefreshAfterMoneyWrite();
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => cancelMembership(id, reason),
    onSuccess: (details) => {
      queryClient.setQueryData(moneyKeys.soldMembership(branchId, id), details);
      void refreshMoney({ clientId: details.clientId });
      onClose();
    },
  });
  const error = cancel.error ? toHttpError(cancel.error) : null;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          cancel.mutate();
        }}
      >
        <DialogTitle>{t('cancel.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('cancel.explain')}</DialogContentText>
          <TextField
            autoFocus
            required
            multiline
            minRows={2}
            label={t('cancel.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(error?.errors?.reason)}
            helperText={error?.errors?.reason ? t('cancel.reasonNeeded') : undefined}
          />
          {error && !error.errors?.reason ? (
            <Alert severity="error" role="alert">
              {error.message}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel.keep')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={reason.trim() === '' || cancel.isPending}>
            {t('cancel.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
