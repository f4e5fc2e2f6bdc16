import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Save, and Remove where something is kept: messages then go through the chain's integration, or the log. */
export function FormActions({ busy, onRemove }: { busy: boolean; onRemove: (() => void) | null }) {
  const { t } = useTranslation('integrations');
  return (
    <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {onRemove ? (
        <Button onClick={onRemove} disabled={busy} color="error" sx={{ mr: 'auto' }}>
          {t('form.remove')}
        </Button>
      ) : null}
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? t('form.saving') : t('form.save')}
      </Button>
    </Box>
  );
}
