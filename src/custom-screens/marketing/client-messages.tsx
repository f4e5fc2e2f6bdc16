import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { MessageChannel } from '@/schema/messages/notification-events';
import { MessageLog } from './message-log';
import { useNotificationWords } from './use-notification-words';

export type ClientMessagesProps = {
  clientId: number;
  /** The client's consents to marketing messages, by channel; they are changed on the card's About tab. */
  consents: Partial<Record<MessageChannel, boolean>>;
  aboutPath: string;
};

/** The client card's notifications tab: what the client agreed to receive, then every message to them. */
export function ClientMessages({ clientId, consents, aboutPath }: ClientMessagesProps) {
  const words = useNotificationWords();
  const { t } = words;
  const aboutTab = t('pages.about', { ns: 'shell' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="client-consents-line"
        sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography id="client-consents-line" variant="body2" color="text.secondary">
          {t('client.consents')}
        </Typography>
        {(Object.entries(consents) as [MessageChannel, boolean][]).map(([channel, given]) => (
          <Chip
            key={channel}
            size="small"
            variant={given ? 'filled' : 'outlined'}
            color={given ? 'success' : 'default'}
            label={t(given ? 'client.consentGiven' : 'client.consentNotGiven', {
              channel: words.channel(channel),
            })}
            data-testid={`consent-${channel}`}
          />
        ))}
        <Link component={RouterLink} to={aboutPath} variant="body2" sx={{ ml: { sm: 'auto' } }}>
          {t('client.changeConsents', { tab: aboutTab })}
        </Link>
      </Paper>
      <MessageLog source={{ kind: 'client', clientId }} canResend={false} />
    </Box>
  );
}
