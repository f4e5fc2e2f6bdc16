import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { branchPath } from '@/schema/routes';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { useCatalogServices } from '@/resources/catalog/use-catalog';
import { memberServiceTerms } from '@/schema/catalog';
import { getMemberServices, memberServicesKey } from './member-services-api';
import { memberIdParam, type MemberRecord } from './member-record';

/**
 * The overview's list of what the member performs, in the catalog's order: name, length and price, each the
 * member's own where one is set (and said so). Ticking and pricing them is the Services tab's work.
 */
export function MemberServicesSummary({ member }: { member: MemberRecord }) {
  const { t } = useTranslation('team');
  const formats = useFormats();
  const workspace = useWorkspace();
  const branchId = workspace?.branch?.id ?? 0;
  const currency = workspace?.branch?.ISOCurrency;
  const { orgId = '', branchId: branchParam = '', [memberIdParam]: empId = '' } = useParams();
  const services = useCatalogServices(branchId);
  const performed = useQuery({ queryKey: memberServicesKey(branchId, member.id), queryFn: () => getMemberServices(branchId, member.id), enabled: branchId > 0 });
  const servicesTab = branchPath(orgId, branchParam, `team/members/${empId}/services`);
  const title = t('overview.services');

  let body;
  if (services.isError || performed.isError) {
    body = (
      <ErrorState
        title={t('services.loadFailed')}
        retryLabel={t('common.retry', { ns: 'shell' })}
        onRetry={() => {
          void services.refetch();
          void performed.refetch();
        }}
      />
    );
  } else if (!services.data || !performed.data) {
    body = <Skeleton variant="rounded" height={96} aria-label={t('common.loading', { ns: 'shell' })} />;
  } else {
    const own = new Map(performed.data.map((item) => [item.serviceId, item]));
    const rows = services.data.filter((service) => own.has(service.id));
    body =
      rows.length === 0 ? (
        <Typography color="text.secondary">{t('overview.noServices', { name: member.firstName })}</Typography>
      ) : (
        <List disablePadding aria-label={t('services.listLabel', { name: member.firstName })}>
          {rows.map((service, index) => {
            const mine = own.get(service.id);
            const terms = memberServiceTerms(service, mine);
            return (
              <ListItem key={service.id} disableGutters divider={index < rows.length - 1} sx={{ gap: 2, alignItems: 'baseline' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography>{service.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formats.duration(terms.duration)}
                    {mine?.duration != null ? ` · ${t('overview.ownLength')}` : null}
                  </Typography>
                </Box>
                <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                  <Typography>{formats.money(terms.price, currency)}</Typography>
                  {mine?.price != null ? (
                    <Typography variant="caption" color="text.secondary">
                      {t('overview.ownPrice')}
                    </Typography>
                  ) : null}
                </Box>
              </ListItem>
            );
          })}
        </List>
      );
  }

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        <Button size="small" component={RouterLink} to={servicesTab}>
          {t('overview.editServices')}
        </Button>
      </Box>
      {body}
    </Paper>
  );
}
