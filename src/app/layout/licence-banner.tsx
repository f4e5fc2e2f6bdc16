import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { License } from '@/schema/license';
import { licenceLapsed } from '@/schema/license-access';
import type { Organization } from '@/schema/organization';
import { useFormats } from '@/components/session/use-formats';
import { planChangeFor } from '../pages/plan-change';

/** A trial says how long it has left once its last week starts. */
const trialNoticeDays = 7;
const dayMs = 86_400_000;

/**
 * Over every page of a chain whose licence has lapsed (a trial that ended, a subscription unpaid past its grace,
 * docs/billing.md): the chain is read-only, nothing is lost, and the way out — Billing → Subscription for whoever may
 * change the plan, asking the owner for anyone else. In a trial's last week, a quieter note of when it ends.
 */
export function LicenceBanner({ licence, organization }: { licence: License | undefined; organization: Organization }) {
  const { t } = useTranslation('shell');
  const formats = useFormats();
  if (!licence) return null;
  const lapsed = licenceLapsed(licence);
  const endsSoon = licence.isTrialLicense && Date.parse(licence.expiresAt) - Date.now() < trialNoticeDays * dayMs;
  if (!lapsed && !endsSoon) return null;
  const plan = planChangeFor(organization.role, organization.id);
  const date = formats.date(licence.expiresAt.slice(0, 10));
  return (
    <Alert
      severity={lapsed ? 'warning' : 'info'}
      role="status"
      data-testid={lapsed ? 'licence-lapsed' : 'trial-ends'}
      sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
      action={
        plan ? (
          <Button color="inherit" variant="outlined" size="small" component={RouterLink} to={plan.to}>
            {t('lapsed.renew')}
          </Button>
        ) : undefined
      }
    >
      {lapsed ? <AlertTitle>{t(licence.isTrialLicense ? 'lapsed.trialTitle' : 'lapsed.title')}</AlertTitle> : null}
      {lapsed ? t('lapsed.text', { chain: organization.name, date }) : t('lapsed.trialEnds', { date })} {plan ? null : t('lapsed.askOwner')}
    </Alert>
  );
}
