import Chip from '@mui/material/Chip';
import type { RuleSource } from '@/schema/online-booking/rules';
import { useBookingWords } from './use-booking-words';

/**
 * Where a rule's value comes from, as Marketing's SourceChip shows a notification's: set on the level on screen
 * (marked), inherited from a wider level, or the product's default.
 */
export function RuleSourceChip({ source, own }: { source: RuleSource; own: boolean }) {
  const { t } = useBookingWords();
  return (
    <Chip
      size="small"
      label={own ? t('source.here') : t(`source.${source}`)}
      color={own ? 'primary' : 'default'}
      variant={!own && source === 'default' ? 'outlined' : 'filled'}
      data-source={own ? 'here' : source}
      data-testid="rule-source"
    />
  );
}
