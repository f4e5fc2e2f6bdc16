import Chip from '@mui/material/Chip';
import type { RuleSource } from '@/schema/messages/notification-rule';
import { useNotificationScope } from './use-notification-scope';
import { useNotificationWords } from './use-notification-words';

/**
 * Whose setting or words the page's scope reads: its own (marked; the branch's, or on the chain's page the chain's),
 * the chain's default, or the product's default.
 */
export function SourceChip({ source }: { source: RuleSource }) {
  const words = useNotificationWords();
  const own = source === useNotificationScope().kind;
  return (
    <Chip
      size="small"
      label={own && source === 'chain' ? words.t('source.chainOwn') : words.source(source)}
      color={own ? 'primary' : 'default'}
      variant={source === 'default' ? 'outlined' : 'filled'}
      data-source={source}
      data-testid="rule-source"
    />
  );
}
