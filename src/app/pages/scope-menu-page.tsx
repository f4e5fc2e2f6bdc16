import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { HelpLinkList } from '@/components/help/help-link-list';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { useWorkspace } from '@/components/session/use-workspace';
import { WorkspaceNavigation } from '../layout/workspace-navigation';

/**
 * The branch (or chain) menu page: the scope's areas as big links and the way to the other scope, then the Help
 * links, for phones (spec §2 "menu").
 */
export function ScopeMenuPage() {
  const { t } = useTranslation('shell');
  const workspace = useWorkspace();
  useDocumentTitle(t('pages.menu'));
  if (!workspace) return null;
  const { organization, branch } = workspace;
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader
        title={t('pages.menu')}
        breadcrumbs={[{ label: organization.name }, ...(branch ? [{ label: branch.name }] : [])]}
        breadcrumbsLabel={t('layout.breadcrumbs')}
      />
      <Paper variant="outlined" sx={{ py: 1 }}>
        <WorkspaceNavigation dense={false} />
      </Paper>
      <HelpLinkList />
    </Box>
  );
}
