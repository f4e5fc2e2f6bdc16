import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { findArea } from '@/schema/areas';
import type { AreaDefinition } from '@/schema/area-definition';
import { areaHomePath } from '@/schema/area-paths';
import { FullPageMessage } from '@/components/page/full-page-message';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { areaLabelKey } from '@/components/navigation/area-menu';
import { useWorkspace } from '@/components/session/use-workspace';
import { planChangeFor } from './plan-change';

/**
 * Spec §6: an area the licence (or the role) does not open. Whoever may change the plan is told where and
 * gets the link there; anyone else is told to ask the chain's owner.
 */
export function NoLicencePage({
  area,
  cause,
  pageTitleKey,
}: {
  area: AreaDefinition;
  cause: 'licence' | 'role';
  /** The page whose own sub-area or block the licence closes (`pages.jobTitles`), named after its area. */
  pageTitleKey?: string;
}) {
  const { t } = useTranslation('shell');
  const workspace = useWorkspace();
  const title = t(cause === 'licence' ? 'noLicence.title' : 'noLicence.roleTitle');
  useDocumentTitle(title);
  const areaName = pageTitleKey ? `${t(areaLabelKey(area))} → ${t(pageTitleKey)}` : t(areaLabelKey(area));
  const organization = workspace?.organization;
  const dashboard = findArea(workspace?.branch ? 'branch' : 'organization', 'dashboard');
  const plan = cause === 'licence' && organization ? planChangeFor(organization.role, organization.id) : null;
  const text =
    cause === 'role'
      ? t('noLicence.roleText', { area: areaName })
      : plan
        ? t('noLicence.ownerText', { area: areaName, where: `${t(plan.areaTitleKey)} → ${t(plan.pageTitleKey)}` })
        : t('noLicence.text', { area: areaName, chain: organization?.name ?? '' });
  return (
    <FullPageMessage
      icon={<LockOutlinedIcon />}
      title={title}
      actions={
        <>
          {plan ? (
            <Button variant="contained" component={RouterLink} to={plan.to}>
              {t('noLicence.subscription')}
            </Button>
          ) : null}
          {dashboard && organization ? (
            <Button
              variant={plan ? 'outlined' : 'contained'}
              component={RouterLink}
              to={areaHomePath(dashboard, organization.id, workspace?.branch?.id)}
            >
              {t('noLicence.dashboard')}
            </Button>
          ) : null}
        </>
      }
    >
      <p>{text}</p>
    </FullPageMessage>
  );
}
