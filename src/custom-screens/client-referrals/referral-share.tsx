import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import { useMutation } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientReferralCard } from '@/schema/client-referrals/client-referrals';
import { QrImage } from '@/components/qr/qr-image';
import { sendReferralCode } from '@/lib/client-referrals-api';
import { useCopy } from '@/lib/use-copy';
import { toHttpError } from '@/providers/data-provider';

type Channel = 'sms' | 'email' | 'telegram';
const channels: { channel: Channel; icon: ReactNode }[] = [
  { channel: 'sms', icon: <SmsIcon /> },
  { channel: 'email', icon: <EmailIcon /> },
  { channel: 'telegram', icon: <TelegramIcon /> },
];

/** The client's code and link to pass on: copied, shown as a QR to scan at the desk, or sent to them by message. */
export function ReferralShare({ branchId, clientId, card, viewOnly }: { branchId: number; clientId: number; card: ClientReferralCard; viewOnly: boolean }) {
  const { t } = useTranslation('clientReferrals');
  const field = useRef<HTMLInputElement>(null);
  const { copied, copy } = useCopy();
  const shared = card.link ?? card.code;
  const send = useMutation({ mutationFn: (channel: Channel) => sendReferralCode(branchId, clientId, channel) });
  // A card without the contact is a 400 naming `channel` with the sentence to show.
  const refusal = send.isError ? toHttpError(send.error) : null;
  const channelIssue = refusal?.errors?.['channel'];
  const refusalText = channelIssue ? String(Array.isArray(channelIssue) ? channelIssue[0] : channelIssue) : refusal?.message;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0, display: 'grid', gap: 1.5 }}>
        <Typography variant="body2">
          {t('share.code')}{' '}
          <Box component="strong" data-testid="referral-code" sx={{ fontFamily: 'monospace', fontSize: '1.1em', letterSpacing: 1 }}>
            {card.code}
          </Box>
        </Typography>
        <TextField
          inputRef={field}
          label={card.link ? t('share.link') : t('share.noPage')}
          value={shared}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'referral-link' }, inputLabel: { shrink: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" size="small" onClick={() => void copy(shared, field.current)}>
            {t('share.copy')}
          </Button>
          {viewOnly
            ? null
            : channels.map(({ channel, icon }) => (
                <Button key={channel} size="small" variant="outlined" startIcon={icon} disabled={send.isPending} onClick={() => send.mutate(channel)}>
                  {t(`share.send.${channel}`)}
                </Button>
              ))}
        </Box>
        {copied === 'yes' ? <Alert severity="success">{t('share.copied')}</Alert> : null}
        {copied === 'failed' ? <Alert severity="warning">{t('share.copyFailed')}</Alert> : null}
        {send.isSuccess ? <Alert severity="success">{t('share.sent', { to: send.data })}</Alert> : null}
        {refusalText ? <Alert severity="error">{refusalText}</Alert> : null}
      </Box>
      <QrImage text={shared} alt={t('share.qr')} size={132} />
    </Box>
  );
}
