import LockResetIcon from '@mui/icons-material/LockReset';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { webEnv } from '@/lib/web-env';
import { FullPageMessage } from '@/components/page/full-page-message';
import { useDocumentTitle } from '@/components/page/use-document-title';

export const forgotPasswordUrl = (): string => `${webEnv.authUrl}/forgot`;

/** /forgotPassword: resetting a password is the sign-in service's job; this page hands over to it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('forgot.title'));
  useEffect(() => {
    window.location.assign(forgotPasswordUrl());
  }, []);
  return (
    <FullPageMessage
      fullScreen
      icon={<LockResetIcon />}
      title={t('forgot.title')}
      actions={
        <Button variant="contained" href={forgotPasswordUrl()}>
          {t('forgot.continue')}
        </Button>
      }
    >
      <p>{t('forgot.text')}</p>
    </FullPageMessage>
  );
}
