import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import type { Effective } from './integration-model';
import { PlacementChip, StatusChip } from './status-chip';

/** What this branch's messages of the channel go through now, and how that has fared. */
export function InUseLine({ effective, branchName }: { effective: Effective | null; branchName: string }) {
  const { t } = useTranslation('integrations');
  const formats = useFormats();
  const integration = effective?.integration;
  return (
    <Paper variant="outlined" component="section" aria-label={t('inUse.label')} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">{integration ? t('inUse.through', { name: branchName, provider: t(`providers.${integration.provider}`) }) : t('inUse.log', { name: branchName })}</Typography>
        <StatusChip status={integration?.state ?? 'notSetUp'} />
        {effective ? <PlacementChip placement={effective.placement} /> : null}
      </Box>
      {integration?.state === 'failing' && integration.lastError ? (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {t('card.failing', { since: formats.dateTime(integration.failingSince ?? ''), error: integration.lastError })}
        </Typography>
      ) : null}
    </Paper>
  );
}
