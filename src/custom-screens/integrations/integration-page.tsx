import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';

/** One integration's own page (IPS, fiscal, webhooks…): the area's frame, the integration's name and what it does, then its body. */
export function IntegrationPage({ frame, title, intro, maxWidth = 880, children }: { frame: AreaPageProps; title: string; intro: string; maxWidth?: number; children: ReactNode }) {
  return (
    <AreaPageFrame {...frame}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth }}>
        <Box>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        </Box>
        {children}
      </Box>
    </AreaPageFrame>
  );
}
