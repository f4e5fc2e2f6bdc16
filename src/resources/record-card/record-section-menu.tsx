import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AreaPageProps } from '../area-page-props';
import { useAreaPageModel } from '../area-placeholder/use-area-page-model';
import { TouchListItemButton } from '@/components/touch/touch-list-item-button';

/**
 * A record card's main page on phones: its tabs as a list to tap (wide screens skip this page and open the
 * overview, spec §2).
 */
export function RecordSectionMenu({ area, trail, label }: Pick<AreaPageProps, 'area' | 'trail'> & { label: string }) {
  const { t } = useTranslation('shell');
  const { sectionTabs } = useAreaPageModel(area, trail);
  return (
    <Paper variant="outlined">
      <List aria-label={label} disablePadding>
        {sectionTabs.map((link) => (
          <TouchListItemButton key={link.key} component={RouterLink} to={link.to} divider>
            <ListItemText primary={t(link.titleKey)} />
            <ChevronRightIcon color="action" />
          </TouchListItemButton>
        ))}
      </List>
    </Paper>
  );
}
