import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FiscalSetup } from '@/schema/payments/fiscal';
import { useFormats } from '@/components/session/use-formats';
import type { ProviderStatus } from './integration-model';
import { StatusChip } from './status-chip';

const statusOf = (setup: FiscalSetup): ProviderStatus =>
  setup.state === 'working' ? 'working' : setup.state === 'failing' ? 'failing' : setup.settings && setup.enabled ? 'untried' : 'notSetUp';

/** The fiscal integration's state: not set up, off, not tried yet, working, or failing since when and why. */
export function FiscalState({ setup, timeZone }: { setup: FiscalSetup; timeZone: string }) {
  const { t } = useTranslation('fiscal');
  const formats = useFormats();
  const status = statusOf(setup);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <StatusChip status={status} {...(setup.state === 'off' ? { label: t('off') } : {})} />
      {setup.state === 'failing' && setup.failingSince ? (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {t('failingSince', { when: formats.dateTime(setup.failingSince, timeZone) })}
          {setup.lastError ? ` — ${setup.lastError}` : ''}
        </Typography>
      ) : null}
    </Box>
  );
}
