import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormats } from '@/components/session/use-formats';
import type { CatalogGroup } from '@/lib/catalog-groups';

export type CatalogGroupLinks = {
  service: (id: number) => string;
  category: (id: number) => string;
  /** Null when the person may not add services. */
  newService: ((categoryId: number | null) => string) | null;
};

type Props = {
  group: CatalogGroup;
  open: boolean;
  onToggle: () => void;
  links: CatalogGroupLinks;
  currency: string | undefined;
};

/** Below the fixed top bar (56 px on phones, 64 px wider), so a group's header stays in view while it scrolls. */
const belowTopBar = { xs: 'calc(56px + env(safe-area-inset-top))', sm: 'calc(64px + env(safe-area-inset-top))' };

/** The category's colour as a swatch: the colour itself, never its code. */
export function ColourSwatch({ colour }: { colour: string }) {
  return (
    <Box
      aria-hidden
      data-colour-swatch
      sx={{ width: 16, height: 16, flexShrink: 0, borderRadius: 0.75, bgcolor: colour, boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.divider}` }}
    />
  );
}

/**
 * One category of the services page as a card: a header that folds it (colour, name, how many services) with
 * links to the category's own page and to a new service in it, then its services, each opening its page.
 */
export function CatalogServiceGroup({ group, open, onToggle, links, currency }: Props) {
  const { t } = useTranslation('catalog');
  const formats = useFormats();
  const listId = useId();
  const { category, services } = group;
  const name = category?.name ?? t('groups.uncategorised');
  const newService = links.newService?.(category?.id ?? null);

  return (
    <Paper component="section" variant="outlined" aria-label={name}>
      <Box
        sx={{
          position: 'sticky',
          top: belowTopBar,
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          pr: 1,
          bgcolor: 'background.paper',
          borderRadius: 1,
          borderBottomLeftRadius: open ? 0 : undefined,
          borderBottomRightRadius: open ? 0 : undefined,
          borderBottom: open ? 1 : 0,
          borderColor: 'divider',
        }}
      >
        <ButtonBase
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('groups.toggle', { name, count: services.length })}
          sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', gap: 1.25, px: 2, py: 1.5, textAlign: 'left', borderRadius: 1 }}
        >
          <ExpandMoreIcon
            fontSize="small"
            sx={{ color: 'text.secondary', transition: 'transform 150ms', transform: open ? 'none' : 'rotate(-90deg)' }}
          />
          {category ? <ColourSwatch colour={category.color} /> : null}
          <Typography component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
            {name}
          </Typography>
          <Box
            component="span"
            sx={{ px: 1, borderRadius: 5, bgcolor: 'action.selected', color: 'text.secondary', fontSize: '0.8125rem', fontWeight: 600, lineHeight: '22px' }}
          >
            {services.length}
          </Box>
        </ButtonBase>
        {category ? (
          <Tooltip title={t('groups.openCategory', { name })}>
            <IconButton component={RouterLink} to={links.category(category.id)} aria-label={t('groups.openCategory', { name })}>
              <FolderOpenOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
        {newService ? (
          <Tooltip title={t('groups.addTo', { name })}>
            <IconButton component={RouterLink} to={newService} aria-label={t('groups.addTo', { name })}>
              <AddIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      <Collapse in={open} id={listId} unmountOnExit>
        {services.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, py: 2 }}>
            {t('groups.empty')}
          </Typography>
        ) : (
          <List disablePadding aria-label={t('groups.servicesOf', { name })}>
            {services.map((service, index) => (
              <li key={service.id}>
                <ListItemButton
                  component={RouterLink}
                  to={links.service(service.id)}
                  divider={index < services.length - 1}
                  sx={{ gap: 2, py: 1.25, alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, rowGap: 0.25 }}
                >
                  <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 500 }}>{service.name}</Typography>
                  <Box sx={{ display: 'flex', gap: 2, color: 'text.secondary', fontSize: '0.875rem', flexShrink: 0 }}>
                    <Box component="span" sx={{ minWidth: { sm: 96 } }}>
                      {formats.duration(service.duration)}
                    </Box>
                    <Box component="span" sx={{ minWidth: { sm: 112 }, textAlign: { sm: 'right' }, color: 'text.primary' }}>
                      {formats.money(service.price, currency)}
                    </Box>
                  </Box>
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
      </Collapse>
    </Paper>
  );
}
