import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';
import type * as Screens from './integrations-screens';

/** Integrations' message channels (issue 17) and IPS QR (issue 19) in one chunk; fiscal and payments keep their placeholders. */
const screen = (name: keyof typeof Screens): AreaScreen =>
  lazyAreaScreen(
    () => import('./integrations-screens'),
    (m) => m[name],
  );

const integrations = '/chain/:orgId/branch/:branchId/integrations';

export const integrationsScreens: Record<string, AreaScreen> = {
  [integrations]: screen('IntegrationsListPage'),
  [`${integrations}/sms`]: screen('SmsPage'),
  [`${integrations}/email`]: screen('EmailPage'),
  [`${integrations}/telegram-bot`]: screen('TelegramBotPage'),
  [`${integrations}/manychat`]: screen('ManychatPage'),
  [`${integrations}/manychat/templates`]: screen('ManychatTemplatesPage'),
  [`${integrations}/manychat/services`]: screen('ManychatServicesPage'),
  [`${integrations}/ips`]: screen('IpsPage'),
  [`${integrations}/payments`]: screen('PaymentsPage'),
  [`${integrations}/fiscal`]: screen('FiscalPage'),
  [`${integrations}/webhooks`]: screen('WebhooksPage'),
};
