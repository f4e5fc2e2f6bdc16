import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { useWorkspace } from '@/components/session/use-workspace';
import { AreaNavList } from '../layout/area-nav-list';
import { useAreaMenus } from '../layout/use-area-menus';

/** The branch (or chain) menu page: every area as a big link, for phones (spec §2 "menu"). */
export function ScopeMenuPage() {
  const { t } = useTranslation('shell');
  const workspace = useWorkspace();
  const menus = useAreaMenus();
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
        {branch ? (
          <AreaNavList
            heading={t('layout.branchMenu', { name: branch.name })}
            entries={menus.branch}
            dense={false}
          />
        ) : null}
        <AreaNavList
          heading={t('layout.chainMenu', { name: organization.name })}
          entries={menus.chain}
          dense={false}
        />
      </Paper>
    </Box>
  );
}
