import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import type { FilterCondition } from '@/schema/list-query';
import { membershipStatuses, type SoldMembership } from '@/schema/memberships/sold-membership';
import { DateInput } from '@/components/forms/date-input';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { membershipLeft } from './membership-left';
import { MembershipStatusChip } from './membership-status-chip';
import { useSoldMemberships } from './memberships-api';

const perPage = 25;

/** The list's filters live in the address (`?status=active&clientId=5&from=…&to=…&q=…&page=2`), so a link can carry them. */
function conditionsOf(params: URLSearchParams): FilterCondition[] {
  const conditions: FilterCondition[] = [];
  const status = params.get('status');
  if (status && (membershipStatuses as readonly string[]).includes(status)) conditions.push({ field: 'status', matchMode: 'equals', value: status });
  const clientId = Number(params.get('clientId'));
  if (Number.isSafeInteger(clientId) && clientId > 0) conditions.push({ field: 'clientId', matchMode: 'equals', value: clientId });
  const from = params.get('from');
  const to = params.get('to');
  // "Valid between": it ends on or after `from` and starts on or before `to`.
  if (from) conditions.push({ field: 'endsOn', matchMode: 'between', value: [from, '9999-12-31'] });
  if (to) conditions.push({ field: 'startsOn', matchMode: 'between', value: ['0001-01-01', to] });
  return conditions;
}

/**
 * Sales (and Catalog) → Sold memberships: who holds which membership, what is left of it, and what they still owe
 * for it, filtered by status, client, dates and name. A row opens its details (`details/{clientId}/{id}`).
 */
export function SoldMembershipsPage(props: AreaPageProps) {
  const { t } = useTranslation('memberships');
  const formats = useFormats();
  const workspace = useWorkspace();
  const branchId = workspace?.branch?.id ?? 0;
  const currency = workspace?.branch?.ISOCurrency;
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const conditions = useMemo(() => conditionsOf(params), [params]);
  const list = useSoldMemberships(branchId, { page, perPage, q, conditions });
  const detailsPath = (row: SoldMembership) => `${pathname.replace(/\/$/, '')}/details/${row.clientId}/${row.id}`;
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== 'page') next.delete('page');
      return next;
    });
  const money = (amount: string) => formats.money(amount, currency);
  const clientId = params.get('clientId');
  const clientName = list.data?.items.find((row) => String(row.clientId) === clientId)?.clientName;

  const filters = (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(200px, 1fr) 200px 190px 190px' }, alignItems: 'start' }}>
      <TextField
        size="small"
        label={t('list.search')}
        value={q}
        onChange={(event) => setParam('q', event.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <TextField select size="small" label={t('list.status')} value={params.get('status') ?? ''} onChange={(event) => setParam('status', event.target.value || null)} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <MenuItem value="">{t('list.allStatuses')}</MenuItem>
        {membershipStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <DateInput size="small" label={t('list.from')} value={params.get('from')} onChange={(value) => setParam('from', value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null)} />
      <DateInput size="small" label={t('list.to')} value={params.get('to')} onChange={(value) => setParam('to', value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null)} />
      {clientId ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Chip label={t('list.clientFilter', { name: clientName ?? `#${clientId}` })} onDelete={() => setParam('clientId', null)} />
        </Box>
      ) : null}
    </Box>
  );

  let body;
  if (list.isPending) body = <LoadingState label={t('list.loading')} />;
  else if (list.isError) body = <ErrorState title={t('list.failed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0)
    body = <EmptyState title={conditions.length > 0 || q ? t('list.noMatch') : t('list.empty')} description={t('list.emptyHint')} />;
  else if (wide)
    body = (
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('list.title')}>
          <TableHead>
            <TableRow>
              {['client', 'name', 'left', 'dates', 'status', 'price', 'paid', 'debt'].map((column) => (
                <TableCell key={column} align={['price', 'paid', 'debt'].includes(column) ? 'right' : 'left'}>
                  {t(`list.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.items.map((row) => (
              <TableRow key={row.id} hover data-testid="sold-membership-row">
                <TableCell>{row.clientName}</TableCell>
                <TableCell>
                  <RouterLink to={detailsPath(row)}>{row.name}</RouterLink>
                </TableCell>
                <TableCell>{membershipLeft(t, row)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${formats.date(row.startsOn)} – ${formats.date(row.endsOn)}`}</TableCell>
                <TableCell>
                  <MembershipStatusChip status={row.status} />
                </TableCell>
                <TableCell align="right">{money(row.price)}</TableCell>
                <TableCell align="right">{money(row.paid)}</TableCell>
                <TableCell align="right" sx={{ color: row.debt === '0.00' ? undefined : 'error.main' }}>
                  {money(row.debt)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    );
  else
    body = (
      <Box component="ul" aria-label={t('list.title')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {list.data.items.map((row) => (
          <Paper key={row.id} component="li" variant="outlined" data-testid="sold-membership-row">
            <Box component={RouterLink} to={detailsPath(row)} sx={{ display: 'grid', gap: 0.5, p: 1.5, color: 'inherit', textDecoration: 'none' }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                  {row.name}
                </Typography>
                <MembershipStatusChip status={row.status} />
              </Box>
              <Typography variant="body2">{row.clientName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`${membershipLeft(t, row)} · ${formats.date(row.startsOn)} – ${formats.date(row.endsOn)}`}
              </Typography>
              <Typography variant="body2">
                {t('list.paidOf', { paid: money(row.paid), price: money(row.price) })}
                {row.debt === '0.00' ? null : (
                  <Box component="span" sx={{ color: 'error.main' }}>{` · ${t('list.owes', { debt: money(row.debt) })}`}</Box>
                )}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    );

  const pages = list.data?.meta.totalPages ?? 0;
  return (
    <AreaPageFrame {...props}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {filters}
        {body}
        {pages > 1 ? <Pagination sx={{ justifySelf: 'center' }} page={page} count={pages} onChange={(_event, next) => setParam('page', String(next))} /> : null}
        {list.isSuccess ? (
          <Typography variant="body2" color="text.secondary">
            {t('list.count', { count: list.data.meta.totalItems })}
          </Typography>
        ) : null}
      </Box>
    </AreaPageFrame>
  );
}
