import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import type { MessageChannel } from '@/schema/messages/notification-events';
import { useNotificationWords } from './use-notification-words';

/** A matrix cell: a tick where the event goes on the channel, a faint dash where it could but does not. */
export function ChannelMark({
  channel,
  on,
  muted,
}: {
  channel: MessageChannel;
  on: boolean;
  muted: boolean;
}) {
  const words = useNotificationWords();
  const label = words.t(on ? 'automations.channelOn' : 'automations.channelOff', {
    channel: words.channel(channel),
  });
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-channel={channel}
      data-on={on}
      sx={{ display: 'inline-flex', color: on && !muted ? 'primary.main' : 'text.disabled' }}
    >
      {on ? (
        <CheckCircle fontSize="small" />
      ) : (
        <Box
          component="span"
          aria-hidden
          sx={{ width: 12, height: 2, my: '9px', bgcolor: 'currentColor', borderRadius: 1 }}
        />
      )}
    </Box>
  );
}
