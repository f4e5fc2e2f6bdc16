import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideResourceAccess } from '@/schema/resource-access';
import { reviewListDefinition } from '@/schema/reviews';
import { ReviewLinkDialog, type ReviewLinkRequest } from '@/components/reviews/review-link-dialog';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { toHttpError } from '@/providers/data-provider';
import { ReviewsList } from './reviews-list';
import { completedVisits, listReviews, reviewKeys } from './reviews-api';

/**
 * "Ask for a review" on the client's card: their latest completed visits that have no review yet, each with a link
 * to copy (until the messages area sends it). A group class's link is asked for from its drawer.
 */
function AskForReview({ clientId, clientName }: { clientId: number; clientName: string }) {
  const { t } = useTranslation('reviews');
  const formats = useFormats();
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  const branchId = workspace?.branch?.id ?? 0;
  const [request, setRequest] = useState<ReviewLinkRequest | null>(null);
  const awaiting = useQuery({
    queryKey: reviewKeys.awaiting(branchId, clientId),
    queryFn: async () => {
      const [visits, reviewed] = await Promise.all([completedVisits(branchId, clientId), listReviews(branchId, { kind: 'client', clientId }, 1, 100, [])]);
      const done = new Set(reviewed.items.map((review) => review.orderId));
      return visits.filter((visit) => !done.has(visit.id)).slice(0, 5);
    },
    enabled: branchId > 0,
  });
  const access = workspace?.access;
  if (!access || !decideResourceAccess(reviewListDefinition, 'edit', access.role, access).allowed) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="ask-review-title" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id="ask-review-title" variant="subtitle2" component="h2">
        {t('ask.title')}
      </Typography>
      {awaiting.isError ? (
        <Typography color="error" role="alert">
          {t('ask.loadFailed')}: {toHttpError(awaiting.error).message}
        </Typography>
      ) : null}
      {awaiting.data?.length === 0 ? <Typography color="text.secondary">{t('ask.none')}</Typography> : null}
      {awaiting.data && awaiting.data.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('ask.text')}
          </Typography>
          <List dense disablePadding>
            {awaiting.data.map((visit) => (
              <ListItem
                key={visit.id}
                disableGutters
                secondaryAction={
                  <Button size="small" variant="outlined" onClick={() => setRequest({ orderId: visit.id, clientName })}>
                    {t('link.copy')}
                  </Button>
                }
              >
                <ListItemText primary={t('ask.visit', { date: formats.date(visit.date), time: formats.clock(visit.startTime) })} />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
      {request ? (
        <ReviewLinkDialog
          request={request}
          onClose={() => {
            setRequest(null);
            void queryClient.invalidateQueries({ queryKey: reviewKeys.awaiting(branchId, clientId) });
          }}
        />
      ) : null}
    </Paper>
  );
}

/** The client card's reviews tab: asking for one, then the reviews they gave. */
export function ClientReviews({ clientId, clientName }: { clientId: number; clientName: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AskForReview clientId={clientId} clientName={clientName} />
      <ReviewsList source={{ kind: 'client', clientId }} />
    </Box>
  );
}
