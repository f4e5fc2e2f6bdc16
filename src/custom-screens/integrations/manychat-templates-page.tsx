import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/schema/enums';
import { clientLanguageOfBranch } from '@/schema/messages/message-language';
import { notificationEventKeys, notificationEvents, type NotificationEventKey } from '@/schema/messages/notification-events';
import { useWorkspace } from '@/components/session/use-workspace';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { LanguageSelect } from '@/custom-screens/marketing/language-select';
import { branchScope, getRules, getTemplates, notificationKeys } from '@/custom-screens/marketing/notifications-api';
import { TemplateEditor } from '@/custom-screens/marketing/template-editor';
import { useNotificationWords } from '@/custom-screens/marketing/use-notification-words';
import { useRuleSave } from '@/custom-screens/marketing/use-rule-save';
import { channelOn, withChannel } from './channel-switch';

/** The notifications a client may get by Instagram: those about their own bookings (notification-events.ts). */
const instagramEvents = notificationEventKeys.filter((key) => (notificationEvents[key].channels as readonly string[]).includes('instagram'));

/**
 * Integrations → ManyChat → Templates: for each notification a client may get by Instagram, whether it goes there
 * (the branch's rule, as Marketing keeps it) and its words per language, in Marketing's template editor.
 */
export function ManychatTemplatesPage(props: AreaPageProps) {
  const { t } = useTranslation('integrations');
  const words = useNotificationWords();
  const branch = useWorkspace()?.branch;
  const branchId = branch?.id ?? 0;
  const [event, setEvent] = useState<NotificationEventKey>(instagramEvents[0]!);
  const [language, setLanguage] = useState<Language>(() => clientLanguageOfBranch(branch?.timeZone ?? ''));
  const scope = branchScope(branchId);
  const rules = useQuery({ queryKey: notificationKeys.rules(scope), queryFn: () => getRules(scope), enabled: branchId > 0 });
  const templates = useQuery({ queryKey: notificationKeys.templates(scope, event), queryFn: () => getTemplates(scope, event), enabled: branchId > 0 });
  const { save } = useRuleSave();
  const [busy, setBusy] = useState(false);
  const rule = rules.data?.find((candidate) => candidate.event === event);
  const template = templates.data?.find((candidate) => candidate.channel === 'instagram' && candidate.language === language);
  const failed = rules.error ?? templates.error;

  const toggle = async (on: boolean) => {
    if (!rule) return;
    setBusy(true);
    await save(rule, withChannel(rule, 'instagram', on), t('manychat.ruleStale'));
    setBusy(false);
  };

  return (
    <AreaPageFrame {...props}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="info">{t('manychat.templatesIntro')}</Alert>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField select size="small" label={t('manychat.notification')} value={event} onChange={(change) => setEvent(change.target.value as NotificationEventKey)} sx={{ minWidth: 240, flex: '1 1 240px' }}>
            {instagramEvents.map((key) => (
              <MenuItem key={key} value={key}>
                {words.eventName(key)}
              </MenuItem>
            ))}
          </TextField>
          <LanguageSelect value={language} onChange={setLanguage} />
        </Box>
        {rules.isPending || templates.isPending ? <LoadingState label={t('loading')} /> : null}
        {failed ? (
          <LoadFailedPanel title={t('loadFailed')} error={failed} retryLabel={t('retry')} onRetry={() => Promise.all([rules.refetch(), templates.refetch()])} />
        ) : null}
        {rule ? (
          <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
            <FormControlLabel
              control={<Switch checked={channelOn(rule, 'instagram')} onChange={(_change, on) => void toggle(on)} disabled={busy || props.viewOnly} slotProps={{ input: { role: 'switch' } }} />}
              label={t('manychat.sendByInstagram', { name: words.eventName(event) })}
            />
          </Paper>
        ) : null}
        {template ? <TemplateEditor key={JSON.stringify(template)} template={template} viewOnly={props.viewOnly} /> : null}
      </Box>
    </AreaPageFrame>
  );
}
