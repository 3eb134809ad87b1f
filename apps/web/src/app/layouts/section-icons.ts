import {
  type Icon,
  IconBell,
  IconBuildingStore,
  IconChartBar,
  IconGauge,
  IconId,
  IconMail,
  IconPhoto,
  IconPlugConnected,
  IconReceipt,
  IconSettings,
  IconShieldCheck,
  IconSpeakerphone,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';

const SECTION_ICONS: Record<string, Icon> = {
  Dashboard: IconGauge,
  Offers: IconSpeakerphone,
  Creatives: IconPhoto,
  Reports: IconChartBar,
  Publishers: IconUsers,
  Advertisers: IconBuildingStore,
  Employees: IconId,
  'Fraud Tool': IconShieldCheck,
  Integration: IconPlugConnected,
  Mailer: IconMail,
  Billing: IconReceipt,
  Invoices: IconReceipt,
  Tools: IconTool,
  Settings: IconSettings,
  Notifications: IconBell,
};

/** The sidebar icon of a route-table section (a neutral one for sections added later). */
export function sectionIcon(section: string): Icon {
  return SECTION_ICONS[section] ?? IconGauge;
}
