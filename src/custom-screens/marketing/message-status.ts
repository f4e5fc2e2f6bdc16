import type { ChipProps } from '@mui/material/Chip';
import type { MessageStatus } from '@/schema/messages/message-log';

/** A status chip's colour: what went is green, what is waiting blue, what broke red, what never went grey. */
export const messageStatusColor: Record<MessageStatus, NonNullable<ChipProps['color']>> = {
  pending: 'info',
  sent: 'success',
  delivered: 'success',
  failed: 'error',
  skipped: 'default',
  cancelled: 'default',
};
