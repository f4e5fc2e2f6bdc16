import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export type Crumb = { label: string; to?: string };

export type PageHeaderProps = {
  title: string;
  breadcrumbs?: readonly Crumb[];
  breadcrumbsLabel?: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
  /** Before the title: a record's face (its card). */
  avatar?: ReactNode;
};

/** Title, breadcrumbs and actions at the top of a page; the title is the page's only h1. */
export function PageHeader({
  title,
  breadcrumbs = [],
  breadcrumbsLabel,
  back,
  actions,
  avatar,
}: PageHeaderProps) {
  // Phones keep the first crumb and the last two; wider screens show the whole trail.
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box component="header" sx={{ mb: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {breadcrumbs.length > 0 ? (
        <Breadcrumbs
          aria-label={breadcrumbsLabel}
          maxItems={isNarrow ? 3 : 8}
          itemsBeforeCollapse={1}
          sx={{ fontSize: '0.875rem' }}
        >
          {breadcrumbs.map((crumb, index) =>
            crumb.to && index < breadcrumbs.length - 1 ? (
              <Link
                key={`${crumb.label}-${index}`}
                component={RouterLink}
                to={crumb.to}
                underline="hover"
                color="inherit"
              >
                {crumb.label}
              </Link>
            ) : (
              <Typography
                key={`${crumb.label}-${index}`}
                color={index === breadcrumbs.length - 1 ? 'text.primary' : 'text.secondary'}
                sx={{ fontSize: 'inherit' }}
                aria-current={index === breadcrumbs.length - 1 ? 'page' : undefined}
              >
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {back ? (
          <IconButton component={RouterLink} to={back.to} aria-label={back.label} edge="start" size="small">
            <ArrowBackIcon />
          </IconButton>
        ) : null}
        {avatar}
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, fontWeight: 600, mr: 'auto' }}
        >
          {title}
        </Typography>
        {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
      </Box>
    </Box>
  );
}
