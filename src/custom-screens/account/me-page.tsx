import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { defaultPhoneCountry, formatPhone } from '@/schema/phone';
import { accountPath } from '@/schema/routes';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import type { User } from '@/schema/user';
import { useOrganizations } from '@/components/session/use-organizations';
import { WithCurrentUser } from './with-current-user';

/** /account/me: who is signed in, at a glance, with the ways to change it. */
export function MePage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('account.nav.me'));
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={t('account.nav.me')} />
      <WithCurrentUser>{(me) => <MeSummary me={me} />}</WithCurrentUser>
    </Box>
  );
}

function MeSummary({ me }: { me: User }) {
  const { t } = useTranslation('shell');
  const organizations = useOrganizations();
  const fullName = [me.firstName, me.middleName, me.lastName].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [t('account.fields.login'), me.login],
    [t('account.fields.phone'), me.phone ? formatPhone(me.phone, defaultPhoneCountry) : t('account.notSet')],
    [t('account.fields.language'), t(`languages.${me.ISOLanguage}`)],
    [t('account.fields.theme'), t(`account.theme.${me.theme}`)],
    [t('account.fields.workspaces'), String(organizations.data?.length ?? '—')],
  ];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar
          sx={{
            width: 64,
            height: 64,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '1.5rem',
          }}
        >
          {`${me.firstName.charAt(0)}${me.lastName.charAt(0)}`.toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {fullName}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
            {me.isOwner ? <Chip size="small" label={t('roles.owner')} /> : null}
            <Chip
              size="small"
              variant="outlined"
              color={me.twoFactorEnabled ? 'success' : 'default'}
              label={
                me.twoFactorEnabled ? t('account.security.twoFactorOn') : t('account.security.twoFactorOff')
              }
            />
          </Box>
        </Box>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
          rowGap: 1.5,
          columnGap: 2,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', mb: { xs: 1, sm: 0 } }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={accountPath('personalInfo')}>
          {t('account.editProfile')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={accountPath('loginSecurity')}>
          {t('account.nav.loginSecurity')}
        </Button>
      </Box>
    </Paper>
  );
}
