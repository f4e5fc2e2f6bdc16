import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/page/titled-section';
import { BookingAddressCard } from '@/custom-screens/online-booking/booking-address-card';
import { onlineBookingKeys } from '@/custom-screens/online-booking/online-booking-api';
import { useBookingScope } from '@/custom-screens/online-booking/use-online-booking';
import { WithLoaded, WithOnlineBooking } from '@/custom-screens/online-booking/with-online-booking';
import { toHttpError } from '@/providers/data-provider';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { domainAddSchema, domainServedUntil, presenceDomainsMax, type PresenceDomain, type PresenceDomains } from '@/schema/online-booking/presence-domain';
import { addDomain, checkDomain, getDomains, removeDomain } from './presence-api';
import { DnsRecords } from './dns-records';

/**
 * Online booking → Presence → Domain: the page's address (the slug, edited as on Settings → Basic) and the salon's own
 * domains: each added pending with the DNS records to set (a CNAME to this product's host, a TXT record with its
 * token), checked on demand, and served once its TXT record is found. The canonical address stays the slug's.
 */
export function PresenceDomainPage(props: AreaPageProps) {
  const { branchId } = useBookingScope();
  const query = useQuery({ queryKey: [...onlineBookingKeys.branch(branchId), 'presence-domains'], queryFn: () => getDomains(branchId), enabled: branchId > 0 });
  return (
    <AreaPageFrame {...props}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
        <WithOnlineBooking>{(data) => <BookingAddressCard key={`branch-${data.slug}`} owner="branch" slug={data.slug} pageUrl={data.pageUrl} editable={!props.viewOnly} />}</WithOnlineBooking>
        <WithLoaded query={query}>{(data) => <Domains data={data} editable={!props.viewOnly} />}</WithLoaded>
      </Box>
    </AreaPageFrame>
  );
}

function Domains({ data, editable }: { data: PresenceDomains; editable: boolean }) {
  const { t } = useTranslation('bookingPresence');
  const { branchId } = useBookingScope();
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const keep = (value: PresenceDomains) => queryClient.setQueryData([...onlineBookingKeys.branch(branchId), 'presence-domains'], value);

  const act = async (what: string, call: () => Promise<void>) => {
    setBusy(what);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(toHttpError(error).message);
    } finally {
      setBusy(null);
    }
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = domainAddSchema.safeParse({ domain: typed });
    if (!parsed.success) return setProblem(t('errors.domain_invalid'));
    await act('add', async () => {
      keep(await addDomain(branchId, parsed.data.domain));
      setTyped('');
    });
  };
  const check = (domain: string) =>
    act(domain, async () => {
      const answer = await checkDomain(branchId, domain);
      keep({ ...data, domains: data.domains.map((row) => (row.domain === domain ? answer.domain : row)) });
      open?.({ type: answer.found ? 'success' : 'error', message: t(answer.found ? 'domain.found' : 'domain.notFound', { name: answer.domain.txtName }) });
    });
  const remove = (domain: string) =>
    act(domain, async () => {
      keep(await removeDomain(branchId, domain));
    });

  return (
    <TitledSection id="domains" title={t('domain.title')} help={t('domain.help')}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {editable ? (
        <Box component="form" noValidate onSubmit={(event) => void add(event)} aria-label={t('domain.addLabel')} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            label={t('domain.field')}
            placeholder="book.my-salon.com"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem(null);
            }}
            error={Boolean(problem)}
            helperText={problem ?? t('domain.fieldHelp', { max: presenceDomainsMax })}
            disabled={busy !== null || data.domains.length >= presenceDomainsMax}
            fullWidth
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, inputMode: 'url' }, inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="contained" disabled={busy !== null || typed.trim() === '' || data.domains.length >= presenceDomainsMax} sx={{ mt: 1, flexShrink: 0 }}>
            {t('domain.add')}
          </Button>
        </Box>
      ) : null}
      {data.domains.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('domain.empty')}
        </Typography>
      ) : (
        data.domains.map((domain) => <DomainCard key={domain.domain} domain={domain} cnameTarget={data.cnameTarget} editable={editable} busy={busy} onCheck={check} onRemove={remove} />)
      )}
    </TitledSection>
  );
}

type CardProps = { domain: PresenceDomain; cnameTarget: string; editable: boolean; busy: string | null; onCheck: (domain: string) => Promise<void>; onRemove: (domain: string) => Promise<void> };

function DomainCard({ domain, cnameTarget, editable, busy, onCheck, onRemove }: CardProps) {
  const { t, i18n } = useTranslation('bookingPresence');
  const verified = domain.status === 'verified';
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '');
  const day = (date: Date) => date.toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <Paper variant="outlined" component="section" aria-label={domain.domain} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: 1 }}>
          {domain.domain}
        </Typography>
        <Chip size="small" color={verified ? 'success' : 'warning'} label={t(verified ? 'domain.verified' : 'domain.pending')} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {verified ? t('domain.verifiedAt', { when: when(domain.verifiedAt) }) : t('domain.setRecords')}
        {domain.checkedAt ? ` ${t('domain.checkedAt', { when: when(domain.checkedAt) })}` : ''}
        {verified ? ` ${t('domain.keepRecord')}` : ''}
      </Typography>
      {verified && domain.missingSince && domain.checkedAt ? (
        <Alert severity="warning">{t('domain.recordMissing', { checked: day(new Date(domain.checkedAt)), until: day(domainServedUntil(domain.missingSince)) })}</Alert>
      ) : null}
      <DnsRecords
        records={[
          { type: 'CNAME', name: domain.domain, value: cnameTarget },
          { type: 'TXT', name: domain.txtName, value: domain.txtValue },
        ]}
      />
      {editable ? (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button color="error" disabled={busy !== null} onClick={() => void onRemove(domain.domain)}>
            {t('domain.remove')}
          </Button>
          <Button variant="outlined" disabled={busy !== null} onClick={() => void onCheck(domain.domain)}>
            {t(busy === domain.domain ? 'domain.checking' : 'domain.check')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
