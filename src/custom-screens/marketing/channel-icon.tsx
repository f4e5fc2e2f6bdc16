import EmailOutlined from '@mui/icons-material/EmailOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Instagram from '@mui/icons-material/Instagram';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import Telegram from '@mui/icons-material/Telegram';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { MessageChannel } from '@/schema/messages/notification-events';

const icons: Record<MessageChannel, ComponentType<SvgIconProps>> = {
  sms: SmsOutlined,
  email: EmailOutlined,
  telegram: Telegram,
  push: NotificationsActiveOutlined,
  inApp: ForumOutlined,
  instagram: Instagram,
};

/** A channel's icon; the text beside it (or the caller's label) names it. */
export function ChannelIcon({ channel, ...props }: SvgIconProps & { channel: MessageChannel }) {
  const Icon = icons[channel];
  return <Icon {...props} />;
}
