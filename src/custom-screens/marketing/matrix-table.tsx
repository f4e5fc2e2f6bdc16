import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useNavigate } from 'react-router';
import { notificationEvents } from '@/schema/messages/notification-events';
import { ChannelMark } from './channel-mark';
import { matrixChannels, type MatrixViewProps } from './matrix-model';
import { EventTitle } from './event-title';
import { RuleSwitch } from './rule-switch';
import { SourceChip } from './source-chip';
import { useNotificationWords } from './use-notification-words';

/** The matrix on wide screens: a row per notification under its recipient, a column per channel. */
export function MatrixTable({ groups, busy, viewOnly, onToggle, settingsPath }: MatrixViewProps) {
  const words = useNotificationWords();
  const navigate = useNavigate();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={words.t('automations.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{words.t('automations.notification')}</TableCell>
            <TableCell>{words.t('automations.on')}</TableCell>
            {matrixChannels.map((channel) => (
              <TableCell key={channel} align="center">
                {words.channel(channel)}
              </TableCell>
            ))}
            <TableCell>{words.t('automations.setting')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <Fragment key={group.recipient}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="colgroup"
                  colSpan={matrixChannels.length + 3}
                  sx={{ bgcolor: 'action.hover', py: 1 }}
                >
                  <Typography variant="subtitle2" component="span">
                    {words.recipient(group.recipient)}
                  </Typography>
                </TableCell>
              </TableRow>
              {group.rules.map((rule) => {
                const definition = notificationEvents[rule.event];
                const to = settingsPath(rule);
                return (
                  <TableRow
                    key={rule.event}
                    hover
                    data-rule={rule.event}
                    onClick={() => void navigate(to)}
                    sx={{ cursor: 'pointer' }}
                  >
                    <TableCell component="th" scope="row" sx={{ py: 1 }}>
                      <EventTitle rule={rule} to={to} />
                    </TableCell>
                    <TableCell sx={{ py: 0 }}>
                      <RuleSwitch
                        rule={rule}
                        busy={busy.has(rule.event)}
                        viewOnly={viewOnly}
                        onToggle={onToggle}
                      />
                    </TableCell>
                    {matrixChannels.map((channel) => (
                      <TableCell key={channel} align="center">
                        {definition.channels.includes(channel) ? (
                          <ChannelMark
                            channel={channel}
                            on={rule.channels.includes(channel)}
                            muted={!rule.enabled}
                          />
                        ) : null}
                      </TableCell>
                    ))}
                    <TableCell>
                      <SourceChip source={rule.source} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
