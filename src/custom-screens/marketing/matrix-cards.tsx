import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { notificationEvents } from '@/schema/messages/notification-events';
import { ChannelIcon } from './channel-icon';
import { matrixChannels, type MatrixViewProps } from './matrix-model';
import { EventTitle } from './event-title';
import { RuleSwitch } from './rule-switch';
import { SourceChip } from './source-chip';
import { useNotificationWords } from './use-notification-words';

/** The matrix on phones: a card per notification (its name, timing, switch, and a chip per channel it may use). */
export function MatrixCards({ groups, busy, viewOnly, onToggle, settingsPath }: MatrixViewProps) {
  const words = useNotificationWords();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {groups.map((group) => (
        <Box
          key={group.recipient}
          component="section"
          aria-labelledby={`recipient-${group.recipient}`}
          sx={{ display: 'grid', gap: 1 }}
        >
          <Typography
            id={`recipient-${group.recipient}`}
            variant="subtitle2"
            component="h3"
            color="text.secondary"
          >
            {words.recipient(group.recipient)}
          </Typography>
          {group.rules.map((rule) => {
            const to = settingsPath(rule);
            const channels = matrixChannels.filter((channel) =>
              notificationEvents[rule.event].channels.includes(channel),
            );
            return (
              <Paper
                key={rule.event}
                variant="outlined"
                data-rule={rule.event}
                onClick={() => void navigate(to)}
                sx={{ p: 1.5, cursor: 'pointer', display: 'grid', gap: 1 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <EventTitle rule={rule} to={to} />
                  </Box>
                  <RuleSwitch
                    rule={rule}
                    busy={busy.has(rule.event)}
                    viewOnly={viewOnly}
                    onToggle={onToggle}
                  />
                </Box>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
                  {channels.map((channel) => {
                    const on = rule.channels.includes(channel);
                    const label = words.t(on ? 'automations.channelOn' : 'automations.channelOff', {
                      channel: words.channel(channel),
                    });
                    return (
                      <Chip
                        key={channel}
                        size="small"
                        icon={<ChannelIcon channel={channel} />}
                        label={words.channel(channel)}
                        aria-label={label}
                        title={label}
                        data-channel={channel}
                        data-on={on}
                        color={on && rule.enabled ? 'primary' : 'default'}
                        variant={on ? 'filled' : 'outlined'}
                        sx={
                          on
                            ? undefined
                            : { color: 'text.disabled', '& .MuiChip-icon': { color: 'text.disabled' } }
                        }
                      />
                    );
                  })}
                  <Box sx={{ ml: 'auto' }}>
                    <SourceChip source={rule.source} />
                  </Box>
                </Box>
              </Paper>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
