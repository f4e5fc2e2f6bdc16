import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { branchPath } from '@/schema/routes';
import { useFormats } from '@/components/session/use-formats';
import { toHttpError } from '@/providers/data-provider';
import { membershipLeft } from './membership-left';
import { MembershipStatusChip } from './membership-status-chip';
import { useClientMoney } from './memberships-api';

/**
 * The client card's memberships they can still use, with what is left of each (what they owe is a figure of its
 * own above). Someone without the sales area (403) sees nothing here rather than an error.
 */
export function ClientMemberships({ clientId }: { clientId: number }) {
  const { t } = useTranslation('memberships');
  const { orgId = '', branchId = '' } = useParams();
  const formats = useFormats();
  const money = useClientMoney(Number(branchId), clientId);
  const listPath = branchPath(orgId, branchId, 'sales/sold-memberships');

  if (money.isError) {
    if (toHttpError(money.error).statusCode === 403) return null;
    return (
      <Typography variant="body2" color="error" role="alert">
        {t('summary.failed')}
      </Typography>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-label={t('summary.title')} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1 }} data-testid="client-memberships">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('summary.title')}
        </Typography>
      </Box>
      {money.isPending ? (
        <Skeleton variant="rounded" height={40} />
      ) : money.data.activeMemberships.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('summary.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {money.data.activeMemberships.map((membership) => (
            <Box component="li" key={membership.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Link component={RouterLink} to={`${listPath}/details/${clientId}/${membership.id}`} sx={{ fontWeight: 600 }}>
                {membership.name}
              </Link>
              <MembershipStatusChip status={membership.status} />
              <Typography variant="body2" color="text.secondary">
                {`${membershipLeft(t, membership)} · ${t('summary.until', { date: formats.date(membership.endsOn) })}`}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Link component={RouterLink} to={`${listPath}?clientId=${clientId}`} variant="body2" sx={{ justifySelf: 'start' }}>
        {t('summary.all')}
      </Link>
    </Paper>
  );
}
