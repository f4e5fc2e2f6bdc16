import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Chip from '@mui/material/Chip';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { PaySchemeRecord } from '@/schema/pay/pay-api';
import { branchPath } from '@/schema/routes';
import { useFormats } from '@/components/session/use-formats';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { toHttpError } from '@/providers/data-provider';
import { listSchemes, payKeys } from './pay-api';

const perPage = 25;

/** What a scheme pays, in one line: "1 500,00 a shift · services 40 % · products 10 % · at least 500,00". */
function useSchemeSummary() {
  const { t } = useTranslation('pay');
  const formats = useFormats();
  return (scheme: PaySchemeRecord) =>
    [
      scheme.fixedPer !== 'none'
        ? t(`summary.fixed.${scheme.fixedPer}`, { amount: formats.money(scheme.fixedAmount) })
        : null,
      Number(scheme.servicePercent) > 0
        ? t('summary.services', { percent: formats.number(Number(scheme.servicePercent)) })
        : null,
      scheme.categoryPercents.length > 0
        ? t('summary.categories', { count: scheme.categoryPercents.length })
        : null,
      Number(scheme.productPercent) > 0
        ? t('summary.products', { percent: formats.number(Number(scheme.productPercent)) })
        : null,
      Number(scheme.minimum) > 0 ? t('summary.minimum', { amount: formats.money(scheme.minimum) }) : null,
    ]
      .filter(Boolean)
      .join(' · ') || t('summary.nothing');
}

/** Team → Pay schemes (also the branch's `salary` page): each scheme with what it pays and how many are on it. */
export function PaySchemesPage(props: AreaPageProps) {
  const { t } = useTranslation('pay');
  const { orgId = '', branchId = '' } = useParams();
  const [page, setPage] = useState(1);
  const summary = useSchemeSummary();
  const schemes = useQuery({
    queryKey: payKeys.schemes(Number(branchId), page),
    queryFn: () => listSchemes(Number(branchId), page, perPage),
    placeholderData: keepPreviousData,
  });
  const schemePath = (rest: string) => branchPath(orgId, branchId, `team/salary/${rest}`);
  const add = props.viewOnly ? null : (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={schemePath('new')}>
      {t('schemes.new')}
    </Button>
  );

  let content;
  if (schemes.isPending) content = <LoadingState label={t('loading')} />;
  else if (schemes.isError)
    content = (
      <ErrorState
        title={t('schemes.loadFailed')}
        message={toHttpError(schemes.error).message}
        retryLabel={t('retry')}
        onRetry={() => void schemes.refetch()}
      />
    );
  else if (schemes.data.items.length === 0)
    content = <EmptyState title={t('schemes.empty')} description={t('schemes.emptyHelp')} action={add} />;
  else
    content = (
      <>
        <List disablePadding aria-label={t('schemes.title')}>
          {schemes.data.items.map((scheme) => (
            <ListItemButton
              key={scheme.id}
              divider
              component={RouterLink}
              to={schemePath(String(scheme.id))}
              sx={{ gap: 2, flexWrap: 'wrap' }}
            >
              <ListItemText primary={scheme.name} secondary={summary(scheme)} sx={{ minWidth: 200 }} />
              <Chip size="small" label={t('schemes.members', { count: scheme.assignedCount })} />
            </ListItemButton>
          ))}
        </List>
        {schemes.data.meta.totalPages > 1 ? (
          <Pagination
            sx={{ p: 2 }}
            page={page}
            count={schemes.data.meta.totalPages}
            onChange={(_, next) => setPage(next)}
          />
        ) : null}
      </>
    );
  return (
    <AreaPageFrame {...props} actions={add}>
      <Paper variant="outlined">{content}</Paper>
    </AreaPageFrame>
  );
}
