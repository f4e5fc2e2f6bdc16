import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LinkList } from '@/components/navigation/link-list';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import type { AreaPageProps } from '../area-page-props';
import { useAreaPageModel } from './use-area-page-model';
import { useWorkspaceCrumbs } from './use-workspace-crumbs';

/** An area's mobile menu (catalog, marketing, online booking, reports, sales, team): its pages as big links. */
export function AreaMobileMenu({ area, trail }: AreaPageProps) {
  const { t } = useTranslation('shell');
  const model = useAreaPageModel(area, trail);
  const areaTitle = t(model.areaTitleKey);
  const workspaceCrumbs = useWorkspaceCrumbs(area.scope);
  useDocumentTitle(areaTitle);
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader
        title={areaTitle}
        breadcrumbs={[
          ...workspaceCrumbs,
          { label: areaTitle, to: model.trail[0]?.to },
          { label: t('pages.menu') },
        ]}
        breadcrumbsLabel={t('layout.breadcrumbs')}
      />
      <LinkList
        label={t('placeholder.areaSections', { area: areaTitle })}
        items={model.areaTabs.map((link) => ({
          key: link.key,
          label: t(link.titleKey),
          to: link.to,
        }))}
      />
    </Box>
  );
}
