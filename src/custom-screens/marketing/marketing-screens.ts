export { AutomationsPage } from './automations-page';
export { NotificationSettingsPage } from './notification-settings-page';
export { NotificationTemplatesPage } from './notification-templates-page';
export { EmailBroadcastsPage, SmsBroadcastsPage } from './broadcasts/broadcast-list-page';
export { BroadcastPage, NewBroadcastPage } from './broadcasts/broadcast-page';
