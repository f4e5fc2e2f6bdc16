import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type FullPageMessageProps = {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Centre in the whole viewport (pages outside the app layout) or in the content area. */
  fullScreen?: boolean;
};

/** A single message page: not found, no access, payment results, sign-in steps. */
export function FullPageMessage({
  icon,
  title,
  children,
  actions,
  fullScreen = false,
}: FullPageMessageProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: fullScreen ? '100dvh' : '60vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 4,
        boxSizing: 'border-box',
        paddingTop: fullScreen ? 'max(2rem, env(safe-area-inset-top))' : undefined,
        paddingBottom: fullScreen ? 'max(2rem, env(safe-area-inset-bottom))' : undefined,
      }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}
      >
        {icon ? (
          <Box aria-hidden sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 56 } }}>
            {icon}
          </Box>
        ) : null}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {title}
        </Typography>
        {children ? (
          <Box sx={{ color: 'text.secondary', mb: actions ? 3 : 0, '& p': { m: 0 } }}>{children}</Box>
        ) : null}
        {actions ? (
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>{actions}</Box>
        ) : null}
      </Paper>
    </Box>
  );
}
