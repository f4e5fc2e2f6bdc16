import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Language } from '@/schema/enums';
import { clientLanguageOfBranch } from '@/schema/messages/message-language';
import type { MessageChannel } from '@/schema/messages/notification-events';
import { useWorkspace } from '@/components/session/use-workspace';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { ChannelIcon } from './channel-icon';
import { LanguageSelect } from './language-select';
import { matrixChannels } from './matrix-model';
import { getTemplates, notificationKeys } from './notifications-api';
import { TemplateEditor } from './template-editor';
import { useNotificationEvent } from './use-notification-event';
import { useNotificationScope, useScopeViewOnly } from './use-notification-scope';
import { useNotificationWords } from './use-notification-words';

/**
 * marketing/notifications/{recipient}/{type}/templates: the notification's words, a tab per channel it may use and
 * a choice of the five languages (first the one the branch writes to its clients in, by its time zone), of the
 * branch or of the chain's defaults.
 */
export function NotificationTemplatesPage(props: AreaPageProps) {
  const viewOnly = useScopeViewOnly(props.viewOnly);
  const words = useNotificationWords();
  const { t } = words;
  const event = useNotificationEvent();
  const workspace = useWorkspace();
  const scope = useNotificationScope();
  // The chain's words are offered first in the language its first branch writes in.
  const branch = workspace?.branch ?? workspace?.organization.branches[0];
  const channels = matrixChannels.filter((channel) => event?.channels.includes(channel));
  const [channel, setChannel] = useState<MessageChannel | undefined>(channels[0]);
  const [language, setLanguage] = useState<Language>(() => clientLanguageOfBranch(branch?.timeZone ?? ''));
  const templates = useQuery({
    queryKey: notificationKeys.templates(scope, event?.key ?? 'customer.reminder'),
    queryFn: () => getTemplates(scope, event!.key),
    enabled: scope.id > 0 && event !== undefined,
  });
  if (!event || !channel) return null;
  const template = templates.data?.find(
    (candidate) => candidate.channel === channel && candidate.language === language,
  );
  return (
    <AreaPageFrame {...props} viewOnly={viewOnly} title={words.eventName(event.key)}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
          }}
        >
          <Tabs
            value={channel}
            onChange={(_event, next: MessageChannel) => setChannel(next)}
            aria-label={t('templates.channel')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {channels.map((value) => (
              <Tab
                key={value}
                value={value}
                label={words.channel(value)}
                icon={<ChannelIcon channel={value} fontSize="small" />}
                iconPosition="start"
                sx={{ minHeight: 48 }}
              />
            ))}
          </Tabs>
          <LanguageSelect value={language} onChange={setLanguage} />
        </Box>
        {templates.isPending ? <LoadingState label={t('templates.loading')} /> : null}
        {templates.isError ? (
          <LoadFailedPanel title={t('templates.loadFailed')} error={templates.error} retryLabel={t('log.retry')} onRetry={templates.refetch} />
        ) : null}
        {template ? (
          <TemplateEditor key={JSON.stringify(template)} template={template} viewOnly={viewOnly} />
        ) : null}
      </Box>
    </AreaPageFrame>
  );
}
