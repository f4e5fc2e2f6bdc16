import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { LoadingState } from '@/components/states/loading-state';
import { useCopy } from '@/lib/use-copy';
import { toHttpError } from '@/providers/data-provider';
import { requestReviewLink } from './review-link-api';

export type ReviewLinkRequest = { orderId: number; clientId?: number; clientName: string };

/**
 * "Ask for a review": makes a new link for one client of a completed visit and shows it to copy (the token leaves
 * the server once; a link shown before stays valid). The messages area will send it later; until then staff copy it.
 */
export function ReviewLinkDialog({ request, onClose }: { request: ReviewLinkRequest; onClose: () => void }) {
  const { t } = useTranslation('reviews');
  const formats = useFormats();
  const { copied, copy } = useCopy();
  const field = useRef<HTMLInputElement>(null);
  const link = useMutation({ mutationFn: () => requestReviewLink(request.orderId, request.clientId) });
  const { mutate } = link;
  // Once per opening: a second link would be valid too, but nobody asked for it.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="review-link-title">
      <DialogTitle id="review-link-title">{t('link.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {link.isPending || link.isIdle ? <LoadingState label={t('link.loading')} showLabel /> : null}
        {link.isError ? (
          <Alert severity="error" title={t('link.failed')}>
            {toHttpError(link.error).message}
          </Alert>
        ) : null}
        {link.data ? (
          <>
            <Typography>{t('link.text', { name: request.clientName, date: formats.date(link.data.expiresAt) })}</Typography>
            <TextField
              inputRef={field}
              label={t('link.label')}
              value={link.data.url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'review-link' }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
            />
            {copied === 'yes' ? <Alert severity="success">{t('link.copied')}</Alert> : null}
            {copied === 'failed' ? <Alert severity="warning">{t('link.copyFailed')}</Alert> : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {link.isError ? <Button onClick={() => mutate()}>{t('link.retry')}</Button> : null}
        <Button onClick={onClose}>{t('link.close')}</Button>
        {link.data ? (
          <Button variant="contained" onClick={() => void copy(link.data.url, field.current)}>
            {t('link.copy')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
