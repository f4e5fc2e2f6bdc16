import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { findArea, type AreaDefinition } from '@/schema/areas';
import { areaHomePath } from '@/schema/area-paths';
import { FullPageMessage } from '@/components/page/full-page-message';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { areaLabelKey } from '@/components/navigation/area-menu';
import { useWorkspace } from '@/components/session/use-workspace';

/** Spec §6: an area the licence (or the role) does not open. Owners get the way to the subscription. */
export function NoLicencePage({ area, cause }: { area: AreaDefinition; cause: 'licence' | 'role' }) {
  const { t } = useTranslation('shell');
  const workspace = useWorkspace();
  const areaName = t(areaLabelKey(area));
  useDocumentTitle(t('noLicence.title'));
  const orgId = workspace?.organization.id;
  const billing = findArea('organization', 'billing');
  const dashboard = findArea(workspace?.branch ? 'branch' : 'organization', 'dashboard');
  const canSubscribe =
    cause === 'licence' && workspace?.organization.role === 'owner' && billing && orgId !== undefined;
  return (
    <FullPageMessage
      icon={<LockOutlinedIcon />}
      title={t(cause === 'licence' ? 'noLicence.title' : 'noLicence.roleTitle')}
      actions={
        <>
          {canSubscribe ? (
            <Button variant="contained" component={RouterLink} to={`/chain/${orgId}/billing/subscription`}>
              {t('noLicence.subscription')}
            </Button>
          ) : null}
          {dashboard && orgId !== undefined ? (
            <Button
              variant={canSubscribe ? 'outlined' : 'contained'}
              component={RouterLink}
              to={areaHomePath(dashboard, orgId, workspace?.branch?.id)}
            >
              {t('noLicence.dashboard')}
            </Button>
          ) : null}
        </>
      }
    >
      <p>{t(cause === 'licence' ? 'noLicence.text' : 'noLicence.roleText', { area: areaName })}</p>
    </FullPageMessage>
  );
}
