import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { helpLinks } from '@/schema/public-config';
import { HelpLinkIcon } from './help-link-icon';
import { usePublicConfig } from './use-public-config';

/** The Help menu's links as big rows, for the phone's Menu page; nothing configured, nothing shown. */
export function HelpLinkList() {
  const { t } = useTranslation('help');
  const config = usePublicConfig();
  const links = config ? helpLinks(config) : [];
  if (links.length === 0) return null;
  return (
    <Paper variant="outlined" component="nav" aria-label={t('title')} sx={{ mt: 2 }}>
      <List
        disablePadding
        subheader={
          <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: '40px', position: 'static', color: 'text.primary', fontWeight: 600 }}>
            {t('title')}
          </ListSubheader>
        }
      >
        {links.map((link, index) => (
          <ListItemButton
            key={link.key}
            component="a"
            href={link.href}
            {...(link.key === 'supportEmail' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            divider={index < links.length - 1}
            sx={{ py: 1.5, minHeight: 56 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <HelpLinkIcon name={link.key} />
            </ListItemIcon>
            <ListItemText primary={t(`links.${link.key}`)} secondary={link.text} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
            {link.key === 'supportEmail' ? null : <OpenInNewIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />}
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
