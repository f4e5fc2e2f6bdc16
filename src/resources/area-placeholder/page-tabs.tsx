import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { PageLink } from './area-page-model';

/** A row of links styled as tabs; the one matching the current path (or the `active` one) is selected. */
export function PageTabs({ links, label, active: chosen }: { links: readonly PageLink[]; label: string; active?: string | null }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  if (links.length === 0) return null;
  const active = chosen ?? links.find((l) => pathname === l.to || pathname.startsWith(`${l.to}/`))?.to ?? false;
  return (
    <Tabs
      value={active}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
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
        <Tab key={link.key} value={link.to} label={t(link.titleKey)} component={RouterLink} to={link.to} />
      ))}
    </Tabs>
  );
}
