import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { notificationPath } from './notification-paths';
import { getRules, notificationKeys } from './notifications-api';
import { RuleForm } from './rule-form';
import { SourceChip } from './source-chip';
import { useNotificationEvent } from './use-notification-event';
import { useChainDefaultsKeeper, useNotificationScope, useScopeViewOnly } from './use-notification-scope';
import { useNotificationWords } from './use-notification-words';

/**
 * marketing/notifications/{recipient}/{type}/settings: what the notification is, and the branch's rule for it (with a
 * way to the chain's default for whoever keeps it), or on the chain's page the chain's default.
 */
export function NotificationSettingsPage(props: AreaPageProps) {
  const viewOnly = useScopeViewOnly(props.viewOnly);
  const words = useNotificationWords();
  const { t } = words;
  const event = useNotificationEvent();
  const scope = useNotificationScope();
  const keeper = useChainDefaultsKeeper();
  const rules = useQuery({
    queryKey: notificationKeys.rules(scope),
    queryFn: () => getRules(scope),
    enabled: scope.id > 0,
  });
  if (!event) return null;
  const rule = rules.data?.find((candidate) => candidate.event === event.key);
  return (
    <AreaPageFrame {...props} viewOnly={viewOnly} title={words.eventName(event.key)}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary" sx={{ flex: '1 1 280px' }}>
            {words.eventDescription(event.key)}
          </Typography>
          {rule ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {t('form.source')}
              </Typography>
              <SourceChip source={rule.source} />
              {scope.kind === 'branch' && keeper !== null ? (
                <Link
                  component={RouterLink}
                  variant="body2"
                  to={notificationPath(keeper, null, event.key, 'settings')}
                >
                  {t('form.chainLink')}
                </Link>
              ) : null}
            </Box>
          ) : null}
        </Box>
        {rules.isPending ? <LoadingState label={t('automations.loading')} /> : null}
        {rules.isError ? (
          <LoadFailedPanel title={t('automations.loadFailed')} error={rules.error} retryLabel={t('log.retry')} onRetry={rules.refetch} />
        ) : null}
        {rule ? <RuleForm key={JSON.stringify(rule)} rule={rule} viewOnly={viewOnly} /> : null}
      </Box>
    </AreaPageFrame>
  );
}
