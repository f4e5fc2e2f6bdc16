import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type Props = {
  /** Names the card's heading (`integration-<id>`), for its section's label. */
  id: string;
  icon: ReactNode;
  name: string;
  kind: string;
  /** The chips saying how it fares, and the sentence under them (a skeleton while loading). */
  children: ReactNode;
  to: string;
  setUp: boolean;
};

/** One integration on the Integrations list: what it is, how it fares, and the way to set it up or open it. */
export function IntegrationCard({ id, icon, name, kind, children, to, setUp }: Props) {
  const { t } = useTranslation('integrations');
  const headingId = `integration-${id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ lineHeight: 1.3 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {kind}
          </Typography>
        </Box>
      </Box>
      {children}
      <Box>
        <Button component={RouterLink} to={to} variant={setUp ? 'outlined' : 'contained'} size="small" aria-label={t(setUp ? 'card.openLabel' : 'card.setUpLabel', { provider: name })}>
          {t(setUp ? 'card.open' : 'card.setUp')}
        </Button>
      </Box>
    </Paper>
  );
}
