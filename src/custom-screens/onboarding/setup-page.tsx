import ChecklistIcon from '@mui/icons-material/Checklist';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { branchPath, topLevelPaths, workspaceOf } from '@/schema/routes';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { useCurrentUser, useUpdateCurrentUser } from '@/components/session/use-current-user';
import { useOrganizations } from '@/components/session/use-organizations';
import { EmptyState } from '@/components/states/empty-state';
import { LoadingState } from '@/components/states/loading-state';

/** The steps of a default setup, each opening the branch page where it is done. */
const steps = [
  { key: 'details', path: 'settings' },
  { key: 'services', path: 'catalog/services' },
  { key: 'team', path: 'team/members' },
  { key: 'shifts', path: 'team/workSlots' },
  { key: 'booking', path: 'onlineBooking/settings/basic' },
] as const;

/** The branch to set up: the one of the user's start page, else their first chain's first branch. */
function useSetupBranch(): { orgId: number; branchId: number } | null | undefined {
  const user = useCurrentUser();
  const organizations = useOrganizations();
  if (!user.data || !organizations.data) return undefined;
  const fromStart = user.data.startPage ? workspaceOf(user.data.startPage) : null;
  if (fromStart?.orgId && fromStart.branchId)
    return { orgId: Number(fromStart.orgId), branchId: Number(fromStart.branchId) };
  const organization = organizations.data[0];
  const branch = organization?.branches[0];
  return organization && branch ? { orgId: organization.id, branchId: branch.id } : null;
}

/**
 * Leaving the checklist finishes the setup: the onboarding flag is cleared first, or guard 3 would send the
 * user straight back here.
 */
function useLeaveSetup() {
  const navigate = useNavigate();
  const finish = useUpdateCurrentUser();
  return (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    finish.mutate({ needShowOnboarding: false }, { onSuccess: () => navigate(path) });
  };
}

/** /setup (default setup): a short checklist that leads into the branch settings. */
export function SetupPage() {
  const { t } = useTranslation('shell');
  const target = useSetupBranch();
  const leaveTo = useLeaveSetup();
  useDocumentTitle(t('setup.title'));

  if (target === undefined) return <LoadingState label={t('common.loading')} />;
  if (target === null) {
    return (
      <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto' }}>
        <EmptyState
          icon={<ChecklistIcon />}
          title={t('setup.noBranchTitle')}
          description={t('setup.noBranchText')}
          action={
            <Button variant="contained" component={RouterLink} to={topLevelPaths.onboarding}>
              {t('setup.createChain')}
            </Button>
          }
        />
      </Paper>
    );
  }

  const to = (path: string) => branchPath(target.orgId, target.branchId, path);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', py: { xs: 1, md: 4 } }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, fontWeight: 600, mb: 1 }}
      >
        {t('setup.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('setup.intro')}
      </Typography>
      <Paper variant="outlined">
        <List aria-label={t('setup.checklist')} disablePadding>
          {steps.map((step, index) => (
            <ListItemButton
              key={step.key}
              component={RouterLink}
              to={to(step.path)}
              onClick={leaveTo(to(step.path))}
              divider={index < steps.length - 1}
              sx={{ py: 2 }}
            >
              <ListItemAvatar>
                <Avatar
                  sx={{
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    width: 32,
                    height: 32,
                    fontSize: '0.9rem',
                  }}
                >
                  {index + 1}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={t(`setup.steps.${step.key}.title`)}
                secondary={t(`setup.steps.${step.key}.text`)}
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button variant="outlined" component={RouterLink} to={to('dashboard')} onClick={leaveTo(to('dashboard'))}>
          {t('setup.later')}
        </Button>
        <Button variant="contained" component={RouterLink} to={to('settings')} onClick={leaveTo(to('settings'))}>
          {t('setup.start')}
        </Button>
      </Box>
    </Box>
  );
}
