import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { chainPath, topLevelPaths } from '@/schema/routes';
import { FullPageMessage } from '@/components/page/full-page-message';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { useOrganizations } from '@/components/session/use-organizations';

/** /secure_payment/success and /fail: where the payment provider returns the user after paying. */
export function PaymentResultPage({ outcome }: { outcome: 'success' | 'fail' }) {
  const { t } = useTranslation('shell');
  const organizations = useOrganizations();
  const billingOrg = organizations.data?.find((o) => o.role === 'owner') ?? organizations.data?.[0];
  useDocumentTitle(t(`payment.${outcome}.title`));
  return (
    <FullPageMessage
      fullScreen
      icon={
        outcome === 'success' ? (
          <CheckCircleOutlineIcon color="success" />
        ) : (
          <ErrorOutlineIcon color="error" />
        )
      }
      title={t(`payment.${outcome}.title`)}
      actions={
        <>
          {billingOrg ? (
            <Button
              variant="contained"
              component={RouterLink}
              to={chainPath(billingOrg.id, outcome === 'success' ? 'billing' : 'billing/subscription')}
            >
              {t(outcome === 'success' ? 'payment.toBilling' : 'payment.tryAgain')}
            </Button>
          ) : null}
          <Button
            variant={billingOrg ? 'outlined' : 'contained'}
            component={RouterLink}
            to={topLevelPaths.root}
          >
            {t('payment.home')}
          </Button>
        </>
      }
    >
      <p>{t(`payment.${outcome}.text`)}</p>
    </FullPageMessage>
  );
}
