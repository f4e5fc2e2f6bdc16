import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { PasswordChangeForm } from './password-change-form';
import { TwoFactorSection } from './two-factor-section';
import { WithCurrentUser } from './with-current-user';

/** /account/settings/login-security: password and two-factor sign-in. */
export function LoginSecurityPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('account.nav.loginSecurity'));
  return (
    <Box sx={{ maxWidth: 720, display: 'grid', gap: 3, '& > header': { mb: 0 } }}>
      <PageHeader title={t('account.nav.loginSecurity')} />
      <WithCurrentUser>
        {(user) => (
          <>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <PasswordChangeForm />
            </Paper>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <TwoFactorSection enabled={user.twoFactorEnabled} />
            </Paper>
          </>
        )}
      </WithCurrentUser>
    </Box>
  );
}
