import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { AreaIcon as AreaIconName } from '@/schema/area-definition';

const icons: Record<AreaIconName, ComponentType<SvgIconProps>> = {
  dashboard: DashboardOutlined,
  schedule: EventAvailableOutlined,
  clients: PeopleAltOutlined,
  team: GroupOutlined,
  catalog: CategoryOutlined,
  sales: PointOfSaleOutlined,
  reports: AssessmentOutlined,
  marketing: CampaignOutlined,
  onlineBooking: LanguageOutlined,
  integrations: ExtensionOutlined,
  settings: SettingsOutlined,
  referrals: RedeemOutlined,
  salary: AccountBalanceWalletOutlined,
  network: HubOutlined,
  vacancies: WorkOutlineOutlined,
  billing: CreditCardOutlined,
};

/** The icon of an area, decorative (the label beside it names the area). */
export function AreaIcon({ name, ...props }: { name: AreaIconName } & SvgIconProps) {
  const Icon = icons[name];
  return <Icon aria-hidden {...props} />;
}
