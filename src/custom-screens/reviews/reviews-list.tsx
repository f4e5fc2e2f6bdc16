import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterCondition } from '@/schema/list-query';
import { decideResourceAccess } from '@/schema/resource-access';
import { reviewListDefinition, reviewRatings } from '@/schema/reviews';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import { ReviewCard } from './review-card';
import { listReviews, reviewKeys, teamMembers, type ReviewSource } from './reviews-api';
import { FilterSelect, type FilterOption } from '@/components/forms/filter-select';

const perPage = 10;
type Filters = { rating: string; employeeId: string; visibility: '' | 'shown' | 'hidden' };
const noFilters: Filters = { rating: '', employeeId: '', visibility: '' };

const conditionsOf = (filters: Filters): FilterCondition[] => [
  ...(filters.rating ? [{ field: 'rating', matchMode: 'equals' as const, value: Number(filters.rating) }] : []),
  ...(filters.employeeId ? [{ field: 'employeeId', matchMode: 'equals' as const, value: Number(filters.employeeId) }] : []),
  ...(filters.visibility ? [{ field: 'hidden', matchMode: 'equals' as const, value: filters.visibility === 'hidden' }] : []),
];

/**
 * Reviews as cards, newest first, ten a page: the branch's (Team → Reviews, with a filter by team member) or one
 * client's (their card's reviews tab). Filters by rating and visibility; reply and hide as the role allows.
 */
export function ReviewsList({ source }: { source: ReviewSource }) {
  const { t } = useTranslation('reviews');
  const workspace = useWorkspace();
  const branchId = workspace?.branch?.id ?? 0;
  const access = workspace?.access;
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const conditions = useMemo(() => conditionsOf(filters), [filters]);
  const reviews = useQuery({
    queryKey: reviewKeys.list(branchId, source, page, conditions),
    queryFn: () => listReviews(branchId, source, page, perPage, conditions),
    placeholderData: keepPreviousData,
    enabled: branchId > 0,
  });
  const members = useQuery({ queryKey: reviewKeys.employees(branchId), queryFn: () => teamMembers(branchId), enabled: branchId > 0 && source.kind === 'branch' });
  const canEdit = access ? decideResourceAccess(reviewListDefinition, 'edit', access.role, access).allowed : false;
  const actions = { canReply: canEdit, canHide: canEdit && access?.role !== 'employee' };
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const filtered = conditions.length > 0;

  const select = (label: string, value: string, onChange: (value: string) => void, options: FilterOption[]) => (
    <FilterSelect label={label} value={value} onChange={onChange} options={options} anyLabel={t('list.any')} />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="group" aria-label={t('list.filters')} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {select(
          t('list.rating'),
          filters.rating,
          (rating) => change({ rating }),
          [...reviewRatings].reverse().map((n) => ({ value: String(n), label: t('list.stars', { count: n }) })),
        )}
        {source.kind === 'branch'
          ? select(t('list.employee'), filters.employeeId, (employeeId) => change({ employeeId }), (members.data ?? []).map((m) => ({ value: String(m.id), label: m.name })))
          : null}
        {select(t('list.visibility'), filters.visibility, (visibility) => change({ visibility: visibility as Filters['visibility'] }), [
          { value: 'shown', label: t('list.shown') },
          { value: 'hidden', label: t('list.hidden') },
        ])}
        {reviews.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
            {t('list.total', { count: reviews.data.meta.totalItems })}
          </Typography>
        ) : null}
      </Box>
      {reviews.isPending ? <LoadingState label={t('list.loading')} /> : null}
      {reviews.isError ? (
        <LoadFailedPanel title={t('list.loadFailed')} error={reviews.error} retryLabel={t('list.retry')} onRetry={reviews.refetch} />
      ) : null}
      {reviews.data && reviews.data.items.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={filtered ? t('list.emptyFiltered') : t('list.empty')} description={filtered ? undefined : t('list.emptyText')} />
        </Paper>
      ) : null}
      {reviews.data?.items.map((review) => (
        <ReviewCard
          key={review.id}
          review={review}
          showClient={source.kind === 'branch'}
          actions={actions}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: reviewKeys.all(branchId) })}
        />
      ))}
      {reviews.data && reviews.data.meta.totalPages > 1 ? (
        <Pagination
          count={reviews.data.meta.totalPages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          sx={{ justifySelf: 'center' }}
          getItemAriaLabel={(type, item) => (type === 'previous' ? t('list.previous') : type === 'next' ? t('list.next') : t('list.page', { page: item, pages: reviews.data.meta.totalPages }))}
        />
      ) : null}
    </Box>
  );
}
