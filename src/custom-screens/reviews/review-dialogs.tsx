import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewHideReasonMax, reviewReplyMax, type Review } from '@/schema/reviews';
import { toHttpError } from '@/providers/data-provider';
import { hideReview, replyToReview } from './reviews-api';

type DialogProps = { review: Review; onClose: () => void; onDone: (review: Review) => void };

/** One text to write and send: a reply, or the reason for hiding. The server has the last word (409 on a stale version). */
function TextDialog({
  kind,
  review,
  initial,
  max,
  send,
  onClose,
  onDone,
}: DialogProps & { kind: 'replyDialog' | 'hideDialog'; initial: string; max: number; send: (text: string) => Promise<Review> }) {
  const { t } = useTranslation('reviews');
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const save = useMutation({ mutationFn: () => send(text.trim()), onSuccess: onDone });
  const empty = text.trim() === '';
  const titleId = `${kind}-title-${review.id}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(`${kind}.title`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {kind === 'hideDialog' ? <Typography color="text.secondary">{t('hideDialog.text')}</Typography> : null}
        <TextField
          label={t(`${kind}.label`)}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={3}
          required
          autoFocus
          error={touched && empty}
          helperText={touched && empty ? t(`${kind}.required`) : kind === 'replyDialog' ? t('replyDialog.hint') : undefined}
          slotProps={{ htmlInput: { maxLength: max } }}
        />
        {save.isError ? <Alert severity="error">{toHttpError(save.error).message}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(`${kind}.cancel`)}</Button>
        <Button
          variant="contained"
          color={kind === 'hideDialog' ? 'error' : 'primary'}
          loading={save.isPending}
          onClick={() => (empty ? setTouched(true) : save.mutate())}
        >
          {t(`${kind}.save`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export const ReplyDialog = (props: DialogProps) => (
  <TextDialog {...props} kind="replyDialog" initial={props.review.reply ?? ''} max={reviewReplyMax} send={(text) => replyToReview(props.review.id, text, props.review.version)} />
);

export const HideDialog = (props: DialogProps) => (
  <TextDialog {...props} kind="hideDialog" initial="" max={reviewHideReasonMax} send={(text) => hideReview(props.review.id, text, props.review.version)} />
);
