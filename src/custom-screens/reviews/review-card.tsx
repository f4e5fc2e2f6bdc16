import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@/schema/reviews';
import { useFormats } from '@/components/session/use-formats';
import { toHttpError } from '@/providers/data-provider';
import { HideDialog, ReplyDialog } from './review-dialogs';
import { ReviewStars } from './review-stars';
import { unhideReview } from './reviews-api';

export type ReviewActions = { canReply: boolean; canHide: boolean };

/**
 * One review: the stars, the client's words, the visit (date, services, who worked), the salon's reply, and whether
 * a manager hid it and why; replying and hiding as the caller may.
 */
export function ReviewCard({ review, showClient, actions, onChanged }: { review: Review; showClient: boolean; actions: ReviewActions; onChanged: () => void }) {
  const { t } = useTranslation('reviews');
  const formats = useFormats();
  const [dialog, setDialog] = useState<'reply' | 'hide' | null>(null);
  const unhide = useMutation({ mutationFn: () => unhideReview(review.id, review.version), onSuccess: onChanged });
  const done = () => {
    setDialog(null);
    onChanged();
  };
  const visit = [t('card.visit', { date: formats.date(review.visitDate) }), review.services.join(', '), review.employees.length > 0 ? t('card.with', { names: review.employees.map((e) => e.name).join(', ') }) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper component="article" variant="outlined" aria-label={`${review.client.name}, ${t('ratingLabel', { rating: review.rating })}`} sx={{ p: 2, display: 'grid', gap: 1, opacity: review.hidden ? 0.8 : 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ReviewStars value={review.rating} />
        {showClient ? (
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {review.client.name}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          {formats.date(review.createdAt)}
        </Typography>
        {review.hidden ? <Chip size="small" icon={<VisibilityOffOutlinedIcon />} label={t('card.hiddenChip')} /> : null}
      </Box>
      {review.comment ? <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.comment}</Typography> : null}
      <Typography variant="body2" color="text.secondary">
        {visit}
      </Typography>
      {review.reply ? (
        <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5, bgcolor: 'action.hover', borderRadius: '0 4px 4px 0' }}>
          <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
            {review.repliedBy ? t('card.replyBy', { name: review.repliedBy }) : t('card.replyFromSalon')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.reply}
          </Typography>
        </Box>
      ) : null}
      {review.hidden ? (
        <Typography variant="body2" color="text.secondary">
          {review.hiddenBy ? t('card.hiddenBy', { name: review.hiddenBy, reason: review.hiddenReason ?? '' }) : t('card.hiddenReason', { reason: review.hiddenReason ?? '' })}
        </Typography>
      ) : null}
      {unhide.isError ? <Alert severity="error" title={t('card.unhideFailed')}>{toHttpError(unhide.error).message}</Alert> : null}
      {actions.canReply || actions.canHide ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {actions.canReply ? (
            <Button size="small" variant="outlined" onClick={() => setDialog('reply')}>
              {review.reply ? t('card.editReply') : t('card.reply')}
            </Button>
          ) : null}
          {actions.canHide && !review.hidden ? (
            <Button size="small" color="error" onClick={() => setDialog('hide')}>
              {t('card.hide')}
            </Button>
          ) : null}
          {actions.canHide && review.hidden ? (
            <Button size="small" loading={unhide.isPending} onClick={() => unhide.mutate()}>
              {t('card.unhide')}
            </Button>
          ) : null}
        </Box>
      ) : null}
      {dialog === 'reply' ? <ReplyDialog review={review} onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog === 'hide' ? <HideDialog review={review} onClose={() => setDialog(null)} onDone={done} /> : null}
    </Paper>
  );
}
