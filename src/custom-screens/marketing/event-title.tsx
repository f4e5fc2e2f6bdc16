import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { NotificationRule } from '@/schema/messages/notification-rule';
import { timingSummary } from './rule-timing';
import { useNotificationWords } from './use-notification-words';

/**
 * A notification's name, linking to its settings, and when it goes: the first cell of the matrix's table and the head
 * of its phone card. The link keeps its own click from also firing the row's.
 */
export function EventTitle({ rule, to }: { rule: NotificationRule; to: string }) {
  const words = useNotificationWords();
  return (
    <>
      <Link component={RouterLink} to={to} underline="hover" color="text.primary" fontWeight={500} onClick={(event) => event.stopPropagation()}>
        {words.eventName(rule.event)}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {words.timing(timingSummary(rule.event, rule.settings))}
      </Typography>
    </>
  );
}
