import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { branchPath } from '@/schema/routes';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { toHttpError } from '@/providers/data-provider';
import { ReviewStars } from './review-stars';
import { memberSummary, reviewKeys } from './reviews-api';

/** A team member's average rating with stars and how many reviews it is of (hidden ones left out), on their overview. */
export function MemberReviewSummary({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation('reviews');
  const formats = useFormats();
  const { orgId = '' } = useParams();
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const summary = useQuery({ queryKey: reviewKeys.summary(branchId, employeeId), queryFn: () => memberSummary(employeeId) });
  const average = summary.data?.average ?? null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`member-reviews-${employeeId}`} sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Typography id={`member-reviews-${employeeId}`} variant="subtitle2" component="h2" color="text.secondary">
        {t('summary.title')}
      </Typography>
      {summary.isPending ? <Skeleton variant="text" width={180} height={32} aria-label={t('summary.loading')} /> : null}
      {summary.isError ? (
        <Typography color="error" role="alert">
          {t('summary.loadFailed')}: {toHttpError(summary.error).message}
        </Typography>
      ) : null}
      {summary.data && average === null ? <Typography color="text.secondary">{t('summary.none')}</Typography> : null}
      {summary.data && average !== null ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="member-review-average">
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {new Intl.NumberFormat(formats.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average)}
          </Typography>
          <ReviewStars value={average} size="medium" />
          <Typography color="text.secondary">{t('summary.count', { count: summary.data.count })}</Typography>
        </Box>
      ) : null}
      {summary.data && summary.data.count > 0 && branchId > 0 ? (
        <Link component={RouterLink} to={branchPath(orgId, branchId, 'team/reviews')} variant="body2">
          {t('summary.all')}
        </Link>
      ) : null}
    </Paper>
  );
}
