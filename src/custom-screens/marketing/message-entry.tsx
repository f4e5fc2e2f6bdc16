import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { MessageLogEntry } from '@/schema/messages/message-log';
import { useFormats } from '@/components/session/use-formats';
import { ChannelIcon } from './channel-icon';
import { messageStatusColor } from './message-status';
import { useNotificationWords } from './use-notification-words';

export type MessageEntryProps = {
  message: MessageLogEntry;
  /** The branch's log names whom it went to; a client's card does not need to. */
  showRecipient: boolean;
  /** "Send again", for a failed message, where the person may. */
  onResend?: (message: MessageLogEntry) => void;
  resending?: boolean;
};

/** One message of the log: when, how, what for and how it went (and why not), its text on demand. */
export function MessageEntry({ message, showRecipient, onResend, resending = false }: MessageEntryProps) {
  const words = useNotificationWords();
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const textId = useId();
  const { t } = words;
  const when = message.sentAt
    ? t('log.sentAt', { when: formats.dateTime(message.sentAt) })
    : message.status === 'pending'
      ? t('log.dueAt', { when: formats.dateTime(message.dueAt) })
      : formats.dateTime(message.dueAt);
  const why = message.reason
    ? words.reason(message.reason)
    : message.status === 'failed' && message.lastError
      ? message.lastError
      : null;
  return (
    <Paper
      variant="outlined"
      component="article"
      data-testid="message-entry"
      data-status={message.status}
      data-event={message.event ?? ''}
      sx={{ p: 1.5, display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ChannelIcon
          channel={message.channel}
          fontSize="small"
          titleAccess={words.channel(message.channel)}
          sx={{ color: 'text.secondary' }}
        />
        <Typography fontWeight={500} sx={{ mr: 'auto' }}>
          {words.eventName(message.event)}
        </Typography>
        <Chip
          size="small"
          label={words.status(message.status)}
          color={messageStatusColor[message.status]}
          variant={message.status === 'pending' ? 'outlined' : 'filled'}
          data-testid="message-status"
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {when}
        {showRecipient ? ` · ${message.recipient}` : ''}
      </Typography>
      {why ? (
        <Typography
          variant="body2"
          color={message.status === 'failed' ? 'error' : 'text.secondary'}
          data-testid="message-reason"
        >
          {why}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen((value) => !value)}
          sx={{ ml: -0.5 }}
        >
          {open ? t('log.hideText') : t('log.showText')}
        </Button>
        {onResend && message.status === 'failed' ? (
          <Button size="small" variant="outlined" disabled={resending} onClick={() => onResend(message)}>
            {t('log.resend')}
          </Button>
        ) : null}
      </Box>
      <Collapse in={open} id={textId} unmountOnExit>
        <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
          {message.subject ? <Typography fontWeight={500}>{message.subject}</Typography> : null}
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Typography>
        </Box>
      </Collapse>
    </Paper>
  );
}
