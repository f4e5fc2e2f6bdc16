import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { accountPath } from '@/schema/routes';
import { LinkList } from '@/components/navigation/link-list';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { settingsNavItems } from './account-pages';

/** /account/settings: the personal settings menu (personal info, login security, system settings). */
export function SettingsMenuPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('account.groups.settings'));
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title={t('account.groups.settings')} />
      <LinkList
        label={t('account.groups.settings')}
        items={settingsNavItems.map((item) => ({
          key: item.page,
          label: t(`account.nav.${item.page}`),
          secondary: t(`account.navHints.${item.page}`),
          to: accountPath(item.page),
          icon: item.icon,
        }))}
      />
    </Box>
  );
}
