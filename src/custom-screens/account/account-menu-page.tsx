import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { accountPath } from '@/schema/routes';
import { LinkList } from '@/components/navigation/link-list';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { accountNavItems } from './account-pages';

/** /account/menu: the account area as a list of links, for phones. */
export function AccountMenuPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('account.title'));
  return (
    <Box sx={{ maxWidth: 640, display: 'grid', gap: 3, '& > header': { mb: 0 } }}>
      <PageHeader title={t('account.title')} />
      {(['account', 'settings'] as const).map((group) => (
        <LinkList
          key={group}
          label={t(`account.groups.${group}`)}
          items={accountNavItems
            .filter((item) => item.group === group)
            .map((item) => ({
              key: item.page,
              label: t(`account.nav.${item.page}`),
              to: accountPath(item.page),
              icon: item.icon,
            }))}
        />
      ))}
    </Box>
  );
}
