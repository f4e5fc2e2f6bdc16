import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PublicIcon from '@mui/icons-material/Public';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import WorkOutlineIcon from '@mui/icons-material/WorkOutline';
import type { HelpLinkKey } from '@/schema/public-config';

const icons = {
  supportEmail: MailOutlineIcon,
  telegramUrl: TelegramIcon,
  whatsappUrl: WhatsAppIcon,
  communityUrl: ForumOutlinedIcon,
  jobsUrl: WorkOutlineIcon,
  siteUrl: PublicIcon,
} satisfies Record<HelpLinkKey, unknown>;

export function HelpLinkIcon({ name }: { name: HelpLinkKey }) {
  const Icon = icons[name];
  return <Icon fontSize="small" aria-hidden />;
}
