import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashShift } from '@/schema/cash-register/cash-register';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { useFormats } from '@/components/session/use-formats';
import { toHttpError } from '@/providers/data-provider';
import { moneyKeys } from '@/lib/money-query-keys';
import { listCashShifts } from './cash-register-api';
import { CashShiftDetailsDialog } from './cash-shift-details-dialog';
import { differenceColor } from './shift-money';

const perPage = 20;

export type CashShiftHistoryProps = { branchId: number; currency: string; timeZone: string };

/**
 * The branch's shifts, newest first, a page at a time: a table on wide screens, one card per shift on phones.
 * A shift opens its details (who, when, the figures and every cash movement in it).
 */
export function CashShiftHistory({ branchId, currency, timeZone }: CashShiftHistoryProps) {
  const { t } = useTranslation('cashRegister');
  const formats = useFormats();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const shifts = useQuery({
    queryKey: moneyKeys.cashShifts(branchId, page),
    queryFn: () => listCashShifts(branchId, page, perPage),
    placeholderData: keepPreviousData,
  });
  const money = (amount: string | null) => (amount === null ? '—' : formats.money(amount, currency));
  const when = (instant: string | null) => (instant === null ? '—' : formats.dateTime(instant, timeZone));
  const status = (shift: CashShift) =>
    shift.closedAt === null ? <Chip size="small" color="success" label={t('history.open')} /> : null;

  let content;
  if (shifts.isPending) content = <LoadingState label={t('loading')} />;
  else if (shifts.isError)
    content = <ErrorState title={t('history.loadFailed')} message={toHttpError(shifts.error).message} retryLabel={t('retry')} onRetry={() => void shifts.refetch()} />;
  else if (shifts.data.items.length === 0) content = <EmptyState title={t('history.empty')} description={t('history.emptyHelp')} />;
  else if (phone)
    content = (
      <List disablePadding aria-label={t('history.title')}>
        {shifts.data.items.map((shift) => (
          <ListItemButton key={shift.id} divider onClick={() => setOpened(shift.id)} sx={{ display: 'grid', gap: 0.5, py: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{when(shift.openedAt)}</Typography>
              {status(shift)}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('history.cardFigures', { float: money(shift.openingFloat), expected: money(shift.expectedCash), counted: money(shift.countedCash) })}
            </Typography>
            {shift.difference !== null ? (
              <Typography variant="body2" sx={{ color: differenceColor(shift.difference), fontWeight: 600 }}>
                {t('history.cardDifference', { difference: money(shift.difference) })}
              </Typography>
            ) : null}
          </ListItemButton>
        ))}
      </List>
    );
  else
    content = (
      <TableContainer>
        <Table size="small" aria-label={t('history.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.openedAt')}</TableCell>
              <TableCell>{t('fields.closedAt')}</TableCell>
              <TableCell>{t('fields.people')}</TableCell>
              <TableCell align="right">{t('fields.openingFloat')}</TableCell>
              <TableCell align="right">{t('fields.expectedCash')}</TableCell>
              <TableCell align="right">{t('fields.countedCash')}</TableCell>
              <TableCell align="right">{t('fields.difference')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shifts.data.items.map((shift) => (
              <TableRow key={shift.id} hover onClick={() => setOpened(shift.id)} sx={{ cursor: 'pointer' }}>
                <TableCell>
                  <Box component="button" type="button" onClick={() => setOpened(shift.id)} sx={{ all: 'unset', cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
                    {when(shift.openedAt)}
                  </Box>
                </TableCell>
                <TableCell>{status(shift) ?? when(shift.closedAt)}</TableCell>
                <TableCell>{[shift.openedBy?.name, shift.closedBy?.name].filter(Boolean).join(' → ') || '—'}</TableCell>
                <TableCell align="right">{money(shift.openingFloat)}</TableCell>
                <TableCell align="right">{money(shift.expectedCash)}</TableCell>
                <TableCell align="right">{money(shift.countedCash)}</TableCell>
                <TableCell align="right" sx={{ color: differenceColor(shift.difference), fontWeight: 600 }}>
                  {money(shift.difference)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  const pages = shifts.data?.meta.totalPages ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="cash-shift-history-title">
      <Typography id="cash-shift-history-title" variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
        {t('history.title')}
      </Typography>
      {content}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 1.5 }}>
          <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} size={phone ? 'small' : 'medium'} />
        </Box>
      ) : null}
      <CashShiftDetailsDialog branchId={branchId} shiftId={opened} currency={currency} timeZone={timeZone} onClose={() => setOpened(null)} />
    </Paper>
  );
}
