import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helpLinks } from '@/schema/public-config';
import { HelpLinkIcon } from './help-link-icon';
import { usePublicConfig } from './use-public-config';

/**
 * The top bar's Help menu: support by e-mail, Telegram and WhatsApp, the community and jobs sites and the public
 * site, as far as the deployment configures them (spec §9). Nothing configured: no button at all.
 */
export function HelpMenu() {
  const { t } = useTranslation('help');
  const config = usePublicConfig();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const links = config ? helpLinks(config) : [];
  if (links.length === 0) return null;
  return (
    <>
      <Tooltip title={t('title')}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('title')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
        >
          <HelpOutlineIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, maxWidth: 'calc(100vw - 16px)' } } }}
        MenuListProps={{ 'aria-label': t('title'), subheader: <ListSubheader sx={{ lineHeight: '36px' }}>{t('title')}</ListSubheader> }}
      >
        {links.map((link) => (
          <MenuItem
            key={link.key}
            component="a"
            href={link.href}
            {...(link.key === 'supportEmail' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            onClick={() => setAnchor(null)}
          >
            <ListItemIcon>
              <HelpLinkIcon name={link.key} />
            </ListItemIcon>
            <ListItemText primary={t(`links.${link.key}`)} secondary={link.text} slotProps={{ secondary: { noWrap: true } }} />
            {link.key === 'supportEmail' ? null : <OpenInNewIcon fontSize="small" sx={{ ml: 1, color: 'text.secondary' }} aria-hidden />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
