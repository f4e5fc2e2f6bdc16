import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { SoldMembershipDetails } from '@/schema/memberships/sold-membership';
import { branchPath } from '@/schema/routes';
import { FactsTable } from '@/components/facts-table';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { CancelMembershipDialog } from './cancel-membership-dialog';
import { membershipLeft } from './membership-left';
import { MembershipStatusChip } from './membership-status-chip';
import { useSoldMembership } from './memberships-api';

/** A titled block of the page, with a line saying so when it has nothing. */
function Section({ title, empty, children }: { title: string; empty?: string | false; children?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        children
      )}
    </Paper>
  );
}

/** Rows of a section: a label on the left and what it is on the right, wrapping at 375 px. */
function Row({ left, right, muted, testId }: { left: ReactNode; right: ReactNode; muted?: boolean; testId?: string }) {
  return (
    <Box data-testid={testId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', py: 0.5, borderTop: 1, borderColor: 'divider', color: muted ? 'text.secondary' : undefined }}>
      <Box sx={{ minWidth: 0 }}>{left}</Box>
      <Box sx={{ textAlign: 'right' }}>{right}</Box>
    </Box>
  );
}

/**
 * Sold membership details (`sold-memberships/details/{clientId}/{id}`, in sales and catalog): its terms, what is
 * left, the visits drawn (and given back), the instalments with a way to pay each, the payments, and the trail.
 * Cancelling asks for a reason; money goes back by refunding its payments in Sales → Payments.
 */
export function SoldMembershipPage(props: AreaPageProps) {
  const { t } = useTranslation('memberships');
  const { orgId = '', branchId = '', id = '' } = useParams();
  const workspace = useWorkspace();
  const formats = useFormats();
  const currency = workspace?.branch?.ISOCurrency;
  const query = useSoldMembership(Number(branchId), Number(id));
  const [canceling, setCanceling] = useState(false);
  const money = (amount: string) => formats.money(amount, currency);
  const at = (instant: string) => formats.dateTime(instant, workspace?.branch?.timeZone);
  const path = (rest: string) => branchPath(orgId, branchId, rest);

  if (query.isPending)
    return (
      <AreaPageFrame {...props}>
        <LoadingState label={t('details.loading')} />
      </AreaPageFrame>
    );
  if (query.isError)
    return (
      <AreaPageFrame {...props}>
        <ErrorState title={t('details.failed')} message={t('details.failedHint')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      </AreaPageFrame>
    );

  const m: SoldMembershipDetails = query.data;
  const canCancel = !props.viewOnly && m.status !== 'canceled';
  const facts = [
    { key: 'client', label: t('details.client'), value: <Link component={RouterLink} to={path(`clients/${m.clientId}`)}>{m.clientName}</Link> },
    { key: 'status', label: t('details.status'), value: <MembershipStatusChip status={m.status} /> },
    { key: 'left', label: t('details.left'), value: <span data-testid="membership-left">{membershipLeft(t, m)}</span> },
    { key: 'kind', label: t('details.kind'), value: t(`kind.${m.kind}`) },
    { key: 'dates', label: t('details.dates'), value: `${formats.date(m.startsOn)} – ${formats.date(m.endsOn)}` },
    { key: 'services', label: t('details.services'), value: m.serviceNames.length > 0 ? m.serviceNames.join(', ') : t('details.allServices') },
    { key: 'price', label: t('details.price'), value: money(m.price) },
    { key: 'paid', label: t('details.paid'), value: money(m.paid) },
    { key: 'debt', label: t('details.debt'), value: <Box component="span" sx={{ color: m.debt === '0.00' ? undefined : 'error.main' }}>{money(m.debt)}</Box> },
    ...(m.canceledAt ? [{ key: 'canceled', label: t('details.canceled'), value: `${at(m.canceledAt)} · ${m.cancelReason ?? ''}` }] : []),
  ];

  return (
    <AreaPageFrame
      {...props}
      title={m.name}
      actions={
        canCancel ? (
          <Button color="error" variant="outlined" onClick={() => setCanceling(true)}>
            {t('cancel.action')}
          </Button>
        ) : undefined
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FactsTable facts={facts} label={t('details.terms')} />
          <Section title={t('details.visits')} empty={m.visits.length === 0 && t('details.noVisits')}>
            {m.visits.map((visit) => (
              <Row
                key={visit.id}
                testId="membership-visit"
                muted={visit.returnedAt !== null}
                left={
                  <>
                    <Link component={RouterLink} to={path(`sales/services-overview/order/${visit.orderId}`)}>
                      {formats.date(visit.date)}
                    </Link>
                    {` · ${visit.serviceName ?? '—'}`}
                  </>
                }
                right={visit.returnedAt ? t('details.givenBack', { at: at(visit.returnedAt) }) : t('details.drawn', { at: at(visit.drawnAt) })}
              />
            ))}
          </Section>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title={t('details.instalments')} empty={m.instalments.length === 0 && t('details.noInstalments')}>
            {m.instalments.map((instalment) => (
              <Row
                key={instalment.id}
                testId="membership-instalment"
                left={t('details.instalment', { number: instalment.number, due: formats.date(instalment.dueOn) })}
                right={
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                    <span>{t('details.instalmentPaid', { paid: money(instalment.paid), amount: money(instalment.amount) })}</span>
                    {instalment.due !== '0.00' && m.status !== 'canceled' && !props.viewOnly ? (
                      <Button size="small" variant="contained" component={RouterLink} to={path(`clients/${m.clientId}/membership-payment/${instalment.id}`)}>
                        {t('details.pay', { amount: money(instalment.due) })}
                      </Button>
                    ) : null}
                  </Box>
                }
              />
            ))}
          </Section>
          <Section title={t('details.payments')} empty={m.transactions.length === 0 && t('details.noPayments')}>
            {m.transactions.map((payment) => (
              <Row
                key={payment.id}
                left={`${formats.date(payment.date)} · ${t(`method.${payment.method}`)}${payment.kind === 'refund' ? ` · ${t('details.refund')}` : ''}`}
                right={`${money(payment.amount)}${payment.refunded !== '0.00' ? ` (${t('details.refunded', { amount: money(payment.refunded) })})` : ''}`}
              />
            ))}
            <Alert severity="info" variant="outlined">
              {t('details.refundHint')}{' '}
              <Link component={RouterLink} to={path('sales/transactions')}>
                {t('details.toPayments')}
              </Link>
            </Alert>
          </Section>
          <Section title={t('details.trail')} empty={m.trail.length === 0 && t('details.noTrail')}>
            {m.trail.map((entry) => (
              <Row
                key={entry.id}
                left={Object.entries(entry.changes)
                  .map(([field, change]) => t(`trail.${field}`, { defaultValue: field, from: String(change.from ?? '—'), to: String(change.to ?? '—') }))
                  .join('; ')}
                right={`${at(entry.at)}${entry.actorName ? ` · ${entry.actorName}` : ''}`}
              />
            ))}
          </Section>
        </Box>
      </Box>
      <CancelMembershipDialog branchId={Number(branchId)} id={m.id} open={canceling} onClose={() => setCanceling(false)} />
    </AreaPageFrame>
  );
}
