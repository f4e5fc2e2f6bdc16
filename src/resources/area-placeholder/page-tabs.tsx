import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useScrollIntoView } from '@/components/navigation/use-scroll-into-view';
import { selectedTab, type PageLink } from './area-page-model';

/**
 * A row of links styled as tabs; the one the current path is on (or the `active` one) is selected and, on a
 * phone where the row scrolls, brought into view.
 */
export function PageTabs({ links, label, active: chosen }: { links: readonly PageLink[]; label: string; active?: string | null }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const active = chosen ?? selectedTab(links, pathname);
  const activeRef = useScrollIntoView<HTMLAnchorElement>(active);
  if (links.length === 0) return null;
  return (
    <Tabs
      value={active ?? false}
      variant="scrollable"
      // No arrows on phones (a row is swiped there): arrows that appear once MUI has seen the overflow narrow
      // the row after it has brought the active tab into view, and push that tab out again.
      scrollButtons="auto"
      aria-label={label}
      sx={{
        mb: 2,
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 44,
        '& .MuiTab-root': { minHeight: 44 },
      }}
    >
      {links.map((link) => (
        <Tab
          key={link.key}
          ref={link.to === active ? activeRef : undefined}
          value={link.to}
          label={t(link.titleKey)}
          component={RouterLink}
          to={link.to}
        />
      ))}
    </Tabs>
  );
}
