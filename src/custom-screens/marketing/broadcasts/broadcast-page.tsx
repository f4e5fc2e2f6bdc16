import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { broadcastChannelSchema, type Broadcast, type BroadcastChannel } from '@/schema/messages/broadcast';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { toHttpError } from '@/providers/data-provider';
import { BroadcastDetail } from './broadcast-detail';
import { BroadcastEditor } from './broadcast-editor';
import { emptyForm, formOf } from './broadcast-form-model';
import { livePollMs } from './broadcast-list-page';
import { audienceParam } from './broadcast-paths';
import { broadcastKeys, cancelBroadcast, getBroadcast, listSegments } from './broadcasts-api';

/** marketing/{channel}/new: a new broadcast's form, to every client or to the saved audience `?audience=` names. */
export function NewBroadcastPage(props: AreaPageProps) {
  const { t } = useTranslation('broadcasts');
  const channel = broadcastChannelSchema.parse(useParams().broadcastType);
  const segmentId = Number(useSearchParams()[0].get(audienceParam)) || null;
  let form = <BroadcastEditor initial={emptyForm(channel)} />;
  if (props.viewOnly) form = <Alert severity="info">{t('form.viewOnly')}</Alert>;
  else if (segmentId) form = <ToSavedAudience channel={channel} segmentId={segmentId} />;
  return (
    <AreaPageFrame {...props} title={t(`newTitle.${channel}`)}>
      {form}
    </AreaPageFrame>
  );
}

/** The form with the saved audience chosen, once the branch's audiences are read (the picker reads the same query). */
function ToSavedAudience({ channel, segmentId }: { channel: BroadcastChannel; segmentId: number }) {
  const { t } = useTranslation('broadcasts');
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const segments = useQuery({ queryKey: broadcastKeys.segments(branchId), queryFn: () => listSegments(branchId), enabled: branchId > 0 });
  if (segments.isPending) return <LoadingState label={t('form.loadingAudience')} />;
  const segment = segments.data?.find((candidate) => candidate.id === segmentId);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {segment ? null : <Alert severity="warning">{t('form.audienceMissing')}</Alert>}
      <BroadcastEditor initial={emptyForm(channel, segment?.audience)} />
    </Box>
  );
}

/** Cancel, after asking: what has gone has gone, the rest is withdrawn. */
function CancelButton({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation('broadcasts');
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      queryClient.setQueryData(broadcastKeys.one(branchId, broadcast.id), await cancelBroadcast(branchId, broadcast.id));
      open?.({ type: 'success', message: t('detail.cancelled') });
    } catch (error) {
      open?.({ type: 'error', message: t('detail.cancelFailed'), description: toHttpError(error).message });
    } finally {
      setBusy(false);
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: broadcastKeys.all(branchId) });
    }
  };
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setAsking(true)} disabled={busy}>
        {t('detail.cancel')}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="cancel-title">
        <DialogTitle id="cancel-title">{t('detail.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t(broadcast.status === 'sending' ? 'detail.cancelSending' : 'detail.cancelScheduled')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('detail.keep')}</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => void cancel()}>
            {t('detail.confirmCancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** marketing/{channel}/{id}: a draft opens in its form; anything else with its figures, live while it is on its way. */
export function BroadcastPage(props: AreaPageProps) {
  const { t } = useTranslation('broadcasts');
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const id = Number(useParams().broadcastId);
  const broadcast = useQuery({
    queryKey: broadcastKeys.one(branchId, id),
    queryFn: () => getBroadcast(branchId, id),
    enabled: branchId > 0,
    refetchInterval: (query) => (query.state.data?.status === 'sending' || query.state.data?.status === 'scheduled' ? livePollMs : false),
  });
  const data = broadcast.data;
  const movable = data && (data.status === 'scheduled' || data.status === 'sending') && !props.viewOnly;
  return (
    <AreaPageFrame {...props} title={data?.name} actions={movable ? <CancelButton broadcast={data} /> : undefined}>
      {broadcast.isPending ? <LoadingState label={t('detail.loading')} /> : null}
      {broadcast.isError && toHttpError(broadcast.error).statusCode === 404 ? (
        <Paper variant="outlined">
          <EmptyState title={t('detail.notFound')} description={t('detail.notFoundText')} />
        </Paper>
      ) : null}
      {broadcast.isError && toHttpError(broadcast.error).statusCode !== 404 ? (
        <LoadFailedPanel title={t('detail.loadFailed')} error={broadcast.error} retryLabel={t('list.retry')} onRetry={broadcast.refetch} />
      ) : null}
      {data && data.status === 'draft' && !props.viewOnly ? <BroadcastEditor key={data.version} initial={formOf(data)} draft={data} /> : null}
      {data && (data.status !== 'draft' || props.viewOnly) ? <Box>{<BroadcastDetail broadcast={data} />}</Box> : null}
    </AreaPageFrame>
  );
}
