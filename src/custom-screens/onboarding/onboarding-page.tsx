import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { branchPath, chainPath, topLevelPaths } from '@/schema/routes';
import type { Organization } from '@/schema/organization';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { sessionQueryKeys } from '@/components/session/session-query-keys';
import { useCurrentUser } from '@/components/session/use-current-user';
import { useOrganizations, useReloadOrganizations } from '@/components/session/use-organizations';
import { OnboardingForm } from './onboarding-form';

/**
 * /onboarding: a signed-up user names their chain and first branch, then lands in that branch. Someone whose
 * chain is set up already comes here only to add another chain ("Create a new chain"): no welcome then, and a
 * way back.
 */
export function OnboardingPage() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const hasChain = (useOrganizations().data?.length ?? 0) > 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reloadOrganizations = useReloadOrganizations();
  useDocumentTitle(hasChain ? t('layout.newChain') : t('onboarding.title'));

  const onCreated = async (organization: Organization) => {
    // The cached list must know the new chain before the guard checks the route (guard 2); the user too,
    // since creating a chain ends their onboarding on the server.
    await Promise.all([
      reloadOrganizations(),
      queryClient.invalidateQueries({ queryKey: sessionQueryKeys.me }),
    ]);
    const branch = organization.branches[0];
    navigate(
      branch ? branchPath(organization.id, branch.id, 'dashboard') : chainPath(organization.id, 'dashboard'),
      { replace: true },
    );
  };

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 1, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 40 } }}>
          <RocketLaunchOutlinedIcon />
        </Box>
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, fontWeight: 600 }}
          >
            {hasChain
              ? t('layout.newChain')
              : user.data?.firstName
                ? t('onboarding.greeting', { name: user.data.firstName })
                : t('onboarding.title')}
          </Typography>
          <Typography color="text.secondary">{t(hasChain ? 'onboarding.anotherIntro' : 'onboarding.intro')}</Typography>
        </Box>
      </Box>
      {hasChain ? (
        <Button component={RouterLink} to={topLevelPaths.root} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
          {t('onboarding.backToWork')}
        </Button>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <OnboardingForm onCreated={onCreated} />
      </Paper>
    </Box>
  );
}
