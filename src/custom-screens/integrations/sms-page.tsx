import { useTranslation } from 'react-i18next';
import type { SmsProvider } from '@/schema/messages/provider-settings';
import { CallbackUrls } from './callback-urls';
import { providersOfChannel } from './integration-model';
import { integrationsPage } from './integrations-state';
import { ScopedIntegration } from './scoped-integration';
import { SmsForm } from './sms-form';

const smsProviders = providersOfChannel('sms');

/**
 * Integrations → SMS: which provider this branch's SMS leave through (the chain's, or the branch's own), its account,
 * the sender per branch, the addresses to paste into the provider's console, and a test message.
 */
export const SmsPage = integrationsPage(function SmsSettings(loaded) {
  const { t } = useTranslation('integrations');
  return (
    <ScopedIntegration
      {...loaded}
      providers={smsProviders}
      setup="sms"
      form={(form) => <SmsForm {...form} />}
      after={(current) =>
        current ? (
          <CallbackUrls
            title={t('callbacks.title')}
            help={t(`callbacks.${current.provider}Help`)}
            urls={Object.entries(current.callbackUrls).map(([name, url]) => ({ label: t(`callbacks.${name}`), url }))}
          />
        ) : null
      }
      test={{ provider: (current) => (current?.provider as SmsProvider | undefined) ?? 'infobip', toLabel: t('test.phone'), toHelp: t('test.phoneHelp'), inputMode: 'tel' }}
    />
  );
});
