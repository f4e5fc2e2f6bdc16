import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { EmptyState } from '@/components/states/empty-state';

/**
 * /account/notifications: messages addressed to the user. The API has no notification feed yet, so the
 * page shows its empty state: what will arrive here and from where.
 */
export function NotificationsPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('account.nav.notifications'));
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={t('account.nav.notifications')} />
      <Paper variant="outlined">
        <EmptyState
          icon={<NotificationsNoneOutlinedIcon />}
          title={t('account.notifications.emptyTitle')}
          description={t('account.notifications.emptyText')}
        />
      </Paper>
    </Box>
  );
}
