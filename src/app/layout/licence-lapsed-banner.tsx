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

/**
 * Over every page of a chain whose licence has lapsed (a trial that ended, a subscription unpaid past its grace,
 * docs/billing.md): the chain is read-only, nothing is lost, and the way out — Billing → Subscription for whoever may
 * change the plan, asking the owner for anyone else.
 */
export function LicenceLapsedBanner({ licence, organization }: { licence: License | undefined; organization: Organization }) {
  const { t } = useTranslation('shell');
  const formats = useFormats();
  if (!licence || !licenceLapsed(licence)) return null;
  const plan = planChangeFor(organization.role, organization.id);
  return (
    <Alert
      severity="warning"
      role="status"
      data-testid="licence-lapsed"
      sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
      action={
        plan ? (
          <Button color="inherit" variant="outlined" size="small" component={RouterLink} to={plan.to}>
            {t('lapsed.renew')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t(licence.isTrialLicense ? 'lapsed.trialTitle' : 'lapsed.title')}</AlertTitle>
      {t('lapsed.text', { chain: organization.name, date: formats.date(licence.expiresAt.slice(0, 10)) })} {plan ? null : t('lapsed.askOwner')}
    </Alert>
  );
}
