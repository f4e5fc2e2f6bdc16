import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page/page-header';
import { ViewOnlyNotice } from '@/components/page/view-only-notice';
import { useDocumentTitle } from '@/components/page/use-document-title';
import type { AreaPageProps } from '../area-page-props';
import { useAreaPageModel } from '../area-placeholder/use-area-page-model';
import { PageTabs } from '../area-placeholder/page-tabs';
import { useWorkspaceCrumbs } from '../area-placeholder/use-workspace-crumbs';

export type AreaPageFrameProps = AreaPageProps & {
  /** The page's own title (a record's name); defaults to the page's title in the navigation tree. */
  title?: string;
  actions?: ReactNode;
  /** Before the title: a record's face (record cards). */
  avatar?: ReactNode;
  /** Record cards show their own tabs under their own header. */
  showSectionTabs?: boolean;
  children: ReactNode;
};

/**
 * The frame of every real area page: title, breadcrumbs (workspace, area, the page trail), the area's tabs,
 * the record's tabs and the view-only marker, and the document title.
 */
export function AreaPageFrame({ area, trail, viewOnly, title, actions, avatar, showSectionTabs = true, children }: AreaPageFrameProps) {
  const { t } = useTranslation('shell');
  const model = useAreaPageModel(area, trail);
  const workspaceCrumbs = useWorkspaceCrumbs(area.scope);
  const pageTitle = title ?? t(model.titleKey);
  const areaTitle = t(model.areaTitleKey);
  useDocumentTitle(pageTitle === areaTitle ? pageTitle : `${pageTitle} · ${areaTitle}`);

  // A record's page names the record in the crumb of its id (`Clients / Thomas Clarke / History`).
  const recordLink = title ? model.trail.findLastIndex((link) => link.key.includes(':')) : -1;
  const crumbs = [
    ...workspaceCrumbs,
    ...model.trail.map((link, index) => ({ label: index === recordLink ? title! : t(link.titleKey), to: link.to })),
  ];
  if (title && recordLink < 0 && crumbs.length > 0) crumbs[crumbs.length - 1] = { label: title, to: undefined };

  return (
    <Box>
      <PageHeader
        title={pageTitle}
        breadcrumbs={crumbs}
        breadcrumbsLabel={t('layout.breadcrumbs')}
        actions={actions}
        avatar={avatar}
      />
      {viewOnly ? <ViewOnlyNotice /> : null}
      <PageTabs links={model.areaTabs} active={model.activeAreaTab} label={t('placeholder.areaSections', { area: areaTitle })} />
      {showSectionTabs ? <PageTabs links={model.sectionTabs} label={t('placeholder.pageSections')} /> : null}
      {children}
    </Box>
  );
}
