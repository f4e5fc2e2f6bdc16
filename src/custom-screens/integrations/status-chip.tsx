import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HelpOutline from '@mui/icons-material/HelpOutline';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Placement, ProviderStatus } from './integration-model';

const looks: Record<ProviderStatus, { color: ChipProps['color']; icon: typeof CheckCircleOutline }> = {
  notSetUp: { color: 'default', icon: RadioButtonUnchecked },
  otherProvider: { color: 'default', icon: SwapHoriz },
  untried: { color: 'info', icon: HelpOutline },
  working: { color: 'success', icon: CheckCircleOutline },
  failing: { color: 'error', icon: ErrorOutline },
};

/** An integration's state in words and colour (the icon repeats the colour for those who do not see it). */
export function StatusChip({ status, label }: { status: ProviderStatus; label?: string }) {
  const { t } = useTranslation('integrations');
  const { color, icon: Icon } = looks[status];
  return <Chip size="small" color={color} variant={status === 'notSetUp' || status === 'otherProvider' ? 'outlined' : 'filled'} icon={<Icon />} label={label ?? t(`status.${status}`)} />;
}

/** Where the integration in use is kept: the branch's own, or the chain's default. */
export function PlacementChip({ placement }: { placement: Placement }) {
  const { t } = useTranslation('integrations');
  return <Chip size="small" variant="outlined" label={t(`placement.${placement}`)} />;
}
