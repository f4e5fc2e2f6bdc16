import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AreaIcon } from '@/components/icons/area-icon';
import { PageHeader } from '@/components/page/page-header';
import { ViewOnlyNotice } from '@/components/page/view-only-notice';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { EmptyState } from '@/components/states/empty-state';
import type { AreaPageProps } from '../area-page-props';
import { useAreaPageModel } from './use-area-page-model';
import { PageTabs } from './page-tabs';
import { useWorkspaceCrumbs } from './use-workspace-crumbs';

/**
 * The page of an area whose screens come with a later issue: the real layout (title, breadcrumbs, the
 * area's tabs, view-only marker) and a plain "not built yet" with what will live here — never an empty
 * list's words, which would read as lost data. Drawer pages open as a side drawer over their area, as the
 * finished order drawers will.
 */
export function AreaPlaceholder({ area, trail, viewOnly }: AreaPageProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const model = useAreaPageModel(area, trail);
  const workspaceCrumbs = useWorkspaceCrumbs(area.scope);
  const title = t(model.titleKey);
  const areaTitle = t(model.areaTitleKey);
  const description = t(`areas.${area.scope}.${area.key}.description`);
  useDocumentTitle(title === areaTitle ? title : `${title} · ${areaTitle}`);

  const crumbs = [
    ...workspaceCrumbs,
    ...model.trail.map((link) => ({ label: t(link.titleKey), to: link.to })),
  ];
  const behindDrawer = model.drawerBase !== null;

  return (
    <Box>
      <PageHeader
        title={
          behindDrawer
            ? model.trail[model.trail.length - 2]
              ? t(model.trail[model.trail.length - 2]!.titleKey)
              : areaTitle
            : title
        }
        breadcrumbs={behindDrawer ? crumbs.slice(0, -1) : crumbs}
        breadcrumbsLabel={t('layout.breadcrumbs')}
      />
      {viewOnly ? <ViewOnlyNotice /> : null}
      <PageTabs links={model.areaTabs} active={model.activeAreaTab} label={t('placeholder.areaSections', { area: areaTitle })} />
      <PageTabs links={model.sectionTabs} label={t('placeholder.pageSections')} />
      <Paper variant="outlined">
        <EmptyState
          icon={<AreaIcon name={area.icon} />}
          title={t('placeholder.notBuiltTitle')}
          description={
            <>
              {description}
              <Box component="span" sx={{ display: 'block', mt: 1 }}>
                {t('placeholder.notBuiltText')}
              </Box>
            </>
          }
        />
      </Paper>
      {behindDrawer ? (
        <Drawer
          anchor="right"
          open
          onClose={() => navigate(model.drawerBase!)}
          sx={{ zIndex: (theme) => theme.zIndex.modal }}
          slotProps={{
            paper: {
              sx: {
                width: { xs: '100%', sm: 480 },
                pt: 'env(safe-area-inset-top)',
                pb: 'env(safe-area-inset-bottom)',
              },
            },
          }}
        >
          <Box
            role="dialog"
            aria-label={title}
            sx={{
              p: 2,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {title}
            </Typography>
            <IconButton aria-label={t('common.close')} onClick={() => navigate(model.drawerBase!)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <EmptyState
            icon={<AreaIcon name={area.icon} />}
            title={t('placeholder.notBuiltTitle')}
            description={t('placeholder.notBuiltText')}
          />
        </Drawer>
      ) : null}
    </Box>
  );
}
