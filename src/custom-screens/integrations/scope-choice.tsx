import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Placement } from './integration-model';

/** Which integration the form edits: the chain's (every branch without its own) or this branch's own. */
export function ScopeChoice({ value, branchName, onChange, disabled }: { value: Placement; branchName: string; onChange: (next: Placement) => void; disabled: boolean }) {
  const { t } = useTranslation('integrations');
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        onChange={(_event, next: Placement | null) => next && onChange(next)}
        aria-label={t('scope.label')}
        disabled={disabled}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="chain">{t('scope.chain')}</ToggleButton>
        <ToggleButton value="branch">{t('scope.branch', { name: branchName })}</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {t(value === 'chain' ? 'scope.chainHelp' : 'scope.branchHelp', { name: branchName })}
      </Typography>
    </Box>
  );
}
