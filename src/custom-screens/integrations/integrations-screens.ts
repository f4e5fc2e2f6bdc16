export { EmailPage } from './email-page';
export { IntegrationsListPage } from './integrations-list-page';
export { IpsPage } from './ips-page';
export { ManychatPage } from './manychat-page';
export { ManychatServicesPage } from './manychat-services-page';
export { ManychatTemplatesPage } from './manychat-templates-page';
export { SmsPage } from './sms-page';
export { TelegramBotPage } from './telegram-bot-page';
