import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TemplatePreview } from '@/schema/messages/message-template';
import { useNotificationWords } from './use-notification-words';

type SmsPreview = NonNullable<TemplatePreview['sms']>;

/**
 * What the SMS costs as previewed: "143 characters · 1 part · GSM-7". A character outside GSM-7 (a Serbian "ć",
 * Cyrillic) makes the whole message UCS-2, 70 characters a part: the notice names those characters and offers the
 * same words in Latin letters.
 */
export function SmsCount({
  sms,
  disabled,
  onUseLatin,
}: {
  sms: SmsPreview;
  disabled: boolean;
  onUseLatin: () => void;
}) {
  const { t } = useNotificationWords();
  const { parts } = sms;
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="sms-count" aria-live="polite">
        {[
          t('templates.characters', { count: parts.characters }),
          t('templates.parts', { count: parts.parts }),
          parts.encoding,
        ].join(' · ')}
      </Typography>
      {parts.encoding === 'UCS-2' ? (
        <Alert severity="warning" data-testid="sms-unicode">
          {t('templates.unicode', { characters: parts.nonGsmCharacters.join(' ') })}{' '}
          {t('templates.latinParts', { count: sms.latinParts.parts })}
          {disabled ? null : (
            <Box sx={{ mt: 1 }}>
              <Button color="inherit" size="small" variant="outlined" onClick={onUseLatin}>
                {t('templates.useLatin')}
              </Button>
            </Box>
          )}
        </Alert>
      ) : null}
    </>
  );
}
