import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { TouchListItemButton } from '../touch/touch-list-item-button';

export type LinkListItem = {
  key: string;
  label: string;
  to: string;
  icon?: ReactNode;
  secondary?: string;
  disabled?: boolean;
  badge?: string;
};

/** A list of big, touch-friendly links: the mobile menus and the account's settings menu. */
export function LinkList({ items, label }: { items: readonly LinkListItem[]; label: string }) {
  return (
    <Paper variant="outlined" component="nav" aria-label={label}>
      <List disablePadding>
        {items.map((item, index) => (
          <TouchListItemButton
            key={item.key}
            component={RouterLink}
            to={item.to}
            disabled={item.disabled}
            divider={index < items.length - 1}
            sx={{ py: 1.5, minHeight: 56 }}
          >
            {item.icon ? <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon> : null}
            <ListItemText primary={item.label} secondary={item.secondary} />
            {item.badge ? <Chip label={item.badge} size="small" variant="outlined" sx={{ mr: 1 }} /> : null}
            <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
          </TouchListItemButton>
        ))}
      </List>
    </Paper>
  );
}
