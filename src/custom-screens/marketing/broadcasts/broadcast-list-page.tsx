import AddIcon from '@mui/icons-material/Add';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { broadcastTabs, type Broadcast, type BroadcastTab } from '@/schema/messages/broadcast';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { ChannelIcon } from '../channel-icon';
import { BroadcastCard } from './broadcast-card';
import { broadcastPath, newBroadcastPath } from './broadcast-paths';
import { broadcastKeys, listBroadcasts } from './broadcasts-api';
import { MarketingLimits } from './marketing-limits';

const perPage = 10;
/** While something is on its way the list asks again this often, so progress and figures move on their own. */
export const livePollMs = 3_000;
const isMoving = (broadcast: Broadcast) => broadcast.status === 'sending' || broadcast.status === 'scheduled';

/** A tab's "New broadcast": straight to the form for e-mail; SMS or Telegram to choose on the SMS tab. */
function NewBroadcastButton({ tab }: { tab: BroadcastTab }) {
  const { t } = useTranslation('broadcasts');
  const workspace = useWorkspace();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const orgId = workspace?.organization.id ?? 0;
  const branchId = workspace?.branch?.id ?? 0;
  const channels = broadcastTabs[tab];
  if (channels.length === 1)
    return (
      <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newBroadcastPath(orgId, branchId, channels[0]!)}>
        {t('new')}
      </Button>
    );
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        {t('new')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {channels.map((channel) => (
          <MenuItem key={channel} component={RouterLink} to={newBroadcastPath(orgId, branchId, channel)} sx={{ gap: 1 }}>
            <ChannelIcon channel={channel} fontSize="small" />
            {t(`channels.${channel}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Marketing → E-mail / SMS: the branch's broadcasts of the tab, newest first, live while one is on its way. */
function BroadcastListPage({ tab, ...props }: AreaPageProps & { tab: BroadcastTab }) {
  const { t } = useTranslation('broadcasts');
  const workspace = useWorkspace();
  const branchId = workspace?.branch?.id ?? 0;
  const orgId = workspace?.organization.id ?? 0;
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: broadcastKeys.list(branchId, tab, page),
    queryFn: () => listBroadcasts(branchId, tab, page, perPage),
    enabled: branchId > 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isMoving) ? livePollMs : false),
  });
  return (
    <AreaPageFrame {...props} actions={props.viewOnly ? undefined : <NewBroadcastButton tab={tab} />}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t(`tabs.${tab}`)}
        </Typography>
        <MarketingLimits viewOnly={props.viewOnly} />
        {list.isPending ? <LoadingState label={t('list.loading')} /> : null}
        {list.isError ? (
          <LoadFailedPanel title={t('list.loadFailed')} error={list.error} retryLabel={t('list.retry')} onRetry={list.refetch} />
        ) : null}
        {list.data && list.data.items.length === 0 ? (
          <Paper variant="outlined">
            <EmptyState icon={<CampaignOutlined />} title={t('list.empty')} description={t('list.emptyText')} />
          </Paper>
        ) : null}
        {list.data && list.data.items.length > 0 ? (
          <Box component="ul" aria-label={t('list.label')} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {list.data.items.map((broadcast) => (
              <BroadcastCard key={broadcast.id} broadcast={broadcast} href={broadcastPath(orgId, branchId, broadcast.channel, broadcast.id)} />
            ))}
          </Box>
        ) : null}
        {list.data && list.data.meta.totalPages > 1 ? (
          <Pagination count={list.data.meta.totalPages} page={page} onChange={(_event, next) => setPage(next)} sx={{ justifySelf: 'center' }} />
        ) : null}
      </Box>
    </AreaPageFrame>
  );
}

export const EmailBroadcastsPage = (props: AreaPageProps) => <BroadcastListPage {...props} tab="email" />;
export const SmsBroadcastsPage = (props: AreaPageProps) => <BroadcastListPage {...props} tab="sms" />;
