import { createInfobipTransport, type InfobipTransportConfig } from './infobip-transport';
import type { MessageTransport } from './transport';
import { createTwilioTransport, type TwilioTransportConfig } from './twilio-transport';

/** An SMS integration's settings and secrets (src/schema/messages/provider-settings.ts) with the call's options. */
export type SmsTransportConfig = InfobipTransportConfig | TwilioTransportConfig;

export function createSmsTransport(config: SmsTransportConfig): MessageTransport {
  switch (config.provider) {
    case 'infobip':
      return createInfobipTransport(config);
    case 'twilio':
      return createTwilioTransport(config);
  }
}
