import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A record's title with "Just added": the record a person just created, shown first in its list. */
export function CreatedMark({ children }: { children: ReactNode }) {
  const { t } = useTranslation('resources');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, maxWidth: '100%' }}>
      {children}
      <Chip size="small" color="primary" label={t('engine.justAdded')} />
    </Box>
  );
}
