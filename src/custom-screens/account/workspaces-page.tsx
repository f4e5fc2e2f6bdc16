import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { branchPath, chainPath, topLevelPaths } from '@/schema/routes';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { useOrganizations } from '@/components/session/use-organizations';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';

/** /account/workspaces: every chain and branch the user can open, with their role. */
export function WorkspacesPage() {
  const { t } = useTranslation('shell');
  const organizations = useOrganizations();
  useDocumentTitle(t('account.nav.workspaces'));

  const newChain = (
    <Button variant="outlined" component={RouterLink} to={topLevelPaths.onboarding}>
      {t('layout.newChain')}
    </Button>
  );

  let body;
  if (organizations.isPending) body = <LoadingState label={t('common.loading')} />;
  else if (organizations.isError || !organizations.data) {
    body = (
      <ErrorState
        title={t('guard.organizationsFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => void organizations.refetch()}
      />
    );
  } else if (organizations.data.length === 0) {
    body = (
      <Paper variant="outlined">
        <EmptyState
          icon={<ApartmentOutlinedIcon />}
          title={t('account.workspaces.emptyTitle')}
          description={t('account.workspaces.emptyText')}
          action={newChain}
        />
      </Paper>
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {organizations.data.map((organization) => (
          <Paper
            key={organization.id}
            variant="outlined"
            component="section"
            aria-labelledby={`org-${organization.id}`}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, pb: 1, flexWrap: 'wrap' }}>
              <ApartmentOutlinedIcon color="primary" aria-hidden />
              <Typography
                id={`org-${organization.id}`}
                variant="h6"
                component="h2"
                sx={{ fontWeight: 600, mr: 'auto' }}
              >
                {organization.name}
              </Typography>
              <Chip size="small" label={t(`roles.${organization.role}`)} />
              <Chip
                size="small"
                variant="outlined"
                label={t('layout.branchCount', { count: organization.branches.length })}
              />
              <Button size="small" component={RouterLink} to={chainPath(organization.id, 'dashboard')}>
                {t('account.workspaces.openChain')}
              </Button>
            </Box>
            {organization.branches.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
                {t('layout.noBranches')}
              </Typography>
            ) : (
              <List aria-label={t('account.workspaces.branchesOf', { name: organization.name })}>
                {organization.branches.map((branch) => (
                  <ListItemButton
                    key={branch.id}
                    component={RouterLink}
                    to={branchPath(organization.id, branch.id, 'dashboard')}
                    sx={{ px: 2 }}
                  >
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <StorefrontOutlinedIcon fontSize="small" aria-hidden />
                    </ListItemIcon>
                    <ListItemText
                      primary={branch.name}
                      secondary={[branch.address, branch.timeZone, branch.ISOCurrency]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Paper>
        ))}
        <Box>{newChain}</Box>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={t('account.nav.workspaces')} />
      {body}
    </Box>
  );
}
