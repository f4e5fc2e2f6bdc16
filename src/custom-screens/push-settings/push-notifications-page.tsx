import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationEvents, type NotificationEventKey } from '@/schema/messages/notification-events';
import type { NotificationRule } from '@/schema/messages/notification-rule';
import { useWorkspace } from '@/components/session/use-workspace';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { channelOn, withChannel } from '@/custom-screens/integrations/channel-switch';
import { branchScope, getRules, notificationKeys } from '@/custom-screens/marketing/notifications-api';
import { useNotificationWords } from '@/custom-screens/marketing/use-notification-words';
import { useRuleSave } from '@/custom-screens/marketing/use-rule-save';
import { DevicePushLine } from './device-push-line';
import { pushMatrix, staffRecipients, type PushRow } from './push-matrix';

const rows = pushMatrix();

/**
 * Branch settings → Push notifications: which staff events reach which staff by web push, a switch per event and
 * role, kept as the push channel of the branch's notification rules (Marketing's matrix shows the same rules); and
 * whether this device gets them.
 */
export function PushNotificationsPage(props: AreaPageProps) {
  const { t } = useTranslation('integrations');
  const words = useNotificationWords();
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const scope = branchScope(branchId);
  const rules = useQuery({ queryKey: notificationKeys.rules(scope), queryFn: () => getRules(scope), enabled: branchId > 0 });
  const { save } = useRuleSave();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const toggle = async (rule: NotificationRule, on: boolean) => {
    setBusy((before) => new Set(before).add(rule.event));
    await save(rule, withChannel(rule, 'push', on), t('push.stale'));
    setBusy((before) => {
      const next = new Set(before);
      next.delete(rule.event);
      return next;
    });
  };
  const cell = (event: NotificationEventKey | undefined) => {
    const rule = event && rules.data?.find((candidate) => candidate.event === event);
    if (!rule) return <Typography color="text.disabled" aria-hidden>—</Typography>;
    return (
      <Switch
        checked={channelOn(rule, 'push')}
        disabled={props.viewOnly || busy.has(rule.event)}
        onChange={(_change, on) => void toggle(rule, on)}
        slotProps={{ input: { role: 'switch', 'aria-label': t('push.switch', { event: words.eventName(rule.event), recipient: words.recipient(notificationEvents[rule.event].recipient) }) } }}
      />
    );
  };
  const rowName = (row: PushRow) => words.eventName(Object.values(row.events)[0]!);

  return (
    <AreaPageFrame {...props}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
        <Typography variant="body2" color="text.secondary">
          {t('push.intro')}
        </Typography>
        <DevicePushLine />
        {rules.isPending ? <LoadingState label={t('loading')} /> : null}
        {rules.isError ? (
          <LoadFailedPanel title={t('loadFailed')} error={rules.error} retryLabel={t('retry')} onRetry={rules.refetch} />
        ) : null}
        {rules.data && wide ? (
          <Paper variant="outlined">
            <Table aria-label={t('push.matrixLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('push.event')}</TableCell>
                  {staffRecipients.map((recipient) => (
                    <TableCell key={recipient} align="center">
                      {words.recipient(recipient)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.type}>
                    <TableCell component="th" scope="row">
                      {rowName(row)}
                    </TableCell>
                    {staffRecipients.map((recipient) => (
                      <TableCell key={recipient} align="center">
                        {cell(row.events[recipient])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        ) : null}
        {rules.data && !wide
          ? rows.map((row) => (
              <Paper key={row.type} variant="outlined" component="section" aria-label={rowName(row)} sx={{ p: 2, display: 'grid', gap: 0.5 }}>
                <Typography variant="subtitle2" component="h2">
                  {rowName(row)}
                </Typography>
                {staffRecipients
                  .filter((recipient) => row.events[recipient])
                  .map((recipient) => (
                    <Box key={recipient} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                      <Typography variant="body2">{words.recipient(recipient)}</Typography>
                      {cell(row.events[recipient])}
                    </Box>
                  ))}
              </Paper>
            ))
          : null}
        {rules.data ? <Alert severity="info">{t('push.branchOwn')}</Alert> : null}
      </Box>
    </AreaPageFrame>
  );
}
