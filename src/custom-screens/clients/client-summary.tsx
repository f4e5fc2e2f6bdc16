import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { ClientMemberships } from '@/custom-screens/memberships/client-memberships';
import type { ClientRecord } from './client-record';

/** Balance and visits at a glance, then the memberships and debt (the card lays them out in its grid). */
export function ClientSummary({ client }: { client: ClientRecord }) {
  return (
    <>
      <ClientFigures client={client} />
      <ClientMemberships clientId={client.id} />
    </>
  );
}

/** Balance and visits at a glance: what staff check before every appointment. */
function ClientFigures({ client }: { client: ClientRecord }) {
  const { t } = useTranslation('clients');
  const formats = useFormats();
  const currency = useWorkspace()?.branch?.ISOCurrency;
  const balance = Number(client.balance);
  const figures = [
    {
      key: 'balance',
      label: t('summary.balance'),
      value: formats.money(client.balance, currency),
      tone: balance < 0 ? 'error.main' : balance > 0 ? 'success.main' : 'text.primary',
      hint: balance < 0 ? t('summary.owes') : balance > 0 ? t('summary.credit') : undefined,
    },
    { key: 'visits', label: t('summary.visits'), value: String(client.visitCount), tone: 'text.primary' },
    {
      key: 'missed',
      label: t('summary.missed'),
      value: String(client.missedVisitCount),
      tone: client.missedVisitCount > 0 ? 'warning.main' : 'text.primary',
    },
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      {figures.map((figure) => (
        <Paper key={figure.key} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: { xs: '1.125rem', sm: '1.5rem' }, fontWeight: 600, color: figure.tone }}>
            {figure.value}
          </Typography>
          {figure.hint ? (
            <Typography variant="caption" color="text.secondary">
              {figure.hint}
            </Typography>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
