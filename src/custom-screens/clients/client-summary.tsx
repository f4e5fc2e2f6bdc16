import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { toHttpError } from '@/providers/data-provider';
import { ClientMemberships } from '@/custom-screens/memberships/client-memberships';
import { useClientMoney } from '@/custom-screens/memberships/memberships-api';
import type { ClientRecord } from './client-record';

/** Balance, debt and visits at a glance, then the memberships (the card lays them out in its grid). */
export function ClientSummary({ client }: { client: ClientRecord }) {
  return (
    <>
      <ClientFigures client={client} />
      <ClientMemberships clientId={client.id} />
    </>
  );
}

type Figure = { key: string; label: string; value: ReactNode; tone: string; help?: string; testId?: string };

/**
 * What staff check before every appointment: the client's balance (their credit, money they have with the salon)
 * and what they owe on their sales, as two figures each saying what it is, then their visits and missed ones. Who
 * may not read sales (403) sees no debt figure.
 */
function ClientFigures({ client }: { client: ClientRecord }) {
  const { t } = useTranslation('clients');
  const { branchId = '' } = useParams();
  const formats = useFormats();
  const currency = useWorkspace()?.branch?.ISOCurrency;
  const money = useClientMoney(Number(branchId), client.id);
  const salesClosed = money.isError && toHttpError(money.error).statusCode === 403;
  const balance = Number(client.balance);
  const owes = money.data ? Number(money.data.debt) : 0;
  const figures: Figure[] = [
    {
      key: 'balance',
      label: t('summary.balance'),
      value: formats.money(client.balance, currency),
      tone: balance > 0 ? 'success.main' : balance < 0 ? 'error.main' : 'text.primary',
      help: t('summary.balanceHelp'),
      testId: 'client-balance',
    },
    ...(salesClosed
      ? []
      : [
          {
            key: 'owes',
            label: t('summary.owes'),
            value: money.data ? formats.money(money.data.debt, currency) : money.isError ? '—' : <Skeleton width="4em" />,
            tone: owes > 0 ? 'error.main' : 'text.primary',
            help: t('summary.owesHelp'),
            testId: 'client-debt',
          },
        ]),
    { key: 'visits', label: t('summary.visits'), value: String(client.visitCount), tone: 'text.primary' },
    {
      key: 'missed',
      label: t('summary.missed'),
      value: String(client.missedVisitCount),
      tone: client.missedVisitCount > 0 ? 'warning.main' : 'text.primary',
    },
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${figures.length}, minmax(0, 1fr))` } }}>
      {figures.map((figure) => (
        <Paper key={figure.key} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" data-testid={figure.testId} sx={{ m: 0, fontSize: { xs: '1.125rem', sm: '1.5rem' }, fontWeight: 600, color: figure.tone, overflowWrap: 'anywhere' }}>
            {figure.value}
          </Typography>
          {figure.help ? (
            <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
              {figure.help}
            </Typography>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
