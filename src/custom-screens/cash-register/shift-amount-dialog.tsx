import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nonNegativeMoneySchema } from '@/schema/money/decimal';
import { MoneyInput } from '@/resources/engine/inputs/basic-inputs';
import { toHttpError } from '@/providers/data-provider';

export type ShiftAmountDialogProps = {
  open: boolean;
  title: string;
  amountLabel: string;
  /** The amount the field starts with (the default float), as wire text. */
  initialAmount: string;
  currency: string;
  confirmLabel: string;
  /** Ask for a note too (closing). */
  withNote?: boolean;
  /** What the counted amount means, shown under the field while it is typed (the difference at closing). */
  summary?: (amount: string | null) => ReactNode;
  /** The figures the summary compares with are being read again: confirming waits for them. */
  reading?: boolean;
  /** Resolves when done; a refusal's sentence is shown in the dialog, which stays open. */
  onSubmit: (amount: string, note: string | null) => Promise<void>;
  onClose: () => void;
};

/** Counting the drawer: one amount (the float at opening, the cash at closing), checked before it is sent. */
export function ShiftAmountDialog(props: ShiftAmountDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      {/* Mounted while open only, so each opening starts from the initial amount. */}
      {props.open ? <ShiftAmountForm {...props} /> : null}
    </Dialog>
  );
}

function ShiftAmountForm({ amountLabel, initialAmount, currency, confirmLabel, withNote, summary, reading = false, onSubmit, onClose }: ShiftAmountDialogProps) {
  const { t } = useTranslation('cashRegister');
  const [amount, setAmount] = useState<unknown>(initialAmount);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const parsed = nonNegativeMoneySchema.safeParse(amount);
  const valid = parsed.success ? parsed.data : null;
  const close = () => {
    if (!busy) onClose();
  };
  const submit = async () => {
    setTouched(true);
    if (valid === null) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(valid, note.trim() || null);
      onClose();
    } catch (error) {
      setFailure(toHttpError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <MoneyInput
          label={amountLabel}
          name="amount"
          value={amount}
          onChange={setAmount}
          onBlur={() => setTouched(true)}
          nullable={false}
          currency={currency}
          required
          error={touched && valid === null}
          helperText={touched && valid === null ? t('amountInvalid') : undefined}
        />
        {summary?.(valid)}
        {withNote ? (
          <TextField label={t('note')} name="note" value={note} onChange={(event) => setNote(event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || reading}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
