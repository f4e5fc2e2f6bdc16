import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { MessageTemplate } from '@/schema/messages/message-template';
import { notificationEvents } from '@/schema/messages/notification-events';
import { toGsmLatin } from '@/schema/messages/sms-text';
import { unknownVariables, type TemplateText } from '@/schema/messages/template-text';
import { toHttpError } from '@/providers/data-provider';
import { afterScopeChange, forgetTemplate, notificationKeys, saveTemplate } from './notifications-api';
import { SmsCount } from './sms-count';
import { SourceChip } from './source-chip';
import { channelHasSubject } from './template-editing';
import { TemplatePreviewPanel } from './template-preview';
import { useNotificationScope } from './use-notification-scope';
import { useNotificationWords } from './use-notification-words';
import { useTemplatePreview } from './use-template-preview';
import { useVariableInsert } from './use-variable-insert';
import { VariableChips } from './variable-chips';

type Field = keyof TemplateText;
type Problems = Partial<Record<Field | 'form', string>>;

/**
 * One channel's and language's words of a notification: subject (where the channel has one) and text, variables
 * to insert, unknown ones named as typed, the live preview, and for SMS its length. Saved with the version read; the
 * page remounts it (by key) when the words read change.
 */
export function TemplateEditor({ template, viewOnly }: { template: MessageTemplate; viewOnly: boolean }) {
  const { t } = useNotificationWords();
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const scope = useNotificationScope();
  const definition = notificationEvents[template.event];
  const hasSubject = channelHasSubject(template.channel);
  const [text, setText] = useState<TemplateText>({
    subject: hasSubject ? template.subject : '',
    body: template.body,
  });
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const fields = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const preview = useTemplatePreview({
    event: template.event,
    channel: template.channel,
    language: template.language,
    ...text,
  });

  const unknown = (field: Field) => unknownVariables(text[field], definition.variables);
  const unknownText = (field: Field) =>
    unknown(field)
      .map((entry) =>
        entry.startsWith('{{')
          ? t('templates.malformed', { token: entry })
          : t('templates.unknownVariable', { token: `{{${entry}}}` }),
      )
      .join(' ');
  const fieldProblem = (field: Field) =>
    unknownText(field) ||
    problems[field] ||
    (field === 'body' && text.body.trim() === '' ? t('templates.writeText') : '');
  const address = { event: template.event, channel: template.channel, language: template.language };
  const dirty = text.body !== template.body || (hasSubject && text.subject !== template.subject);
  const canSave = dirty && !busy && !fieldProblem('subject') && !fieldProblem('body');

  const edit = (field: Field, value: string) => {
    setText((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined, form: undefined }));
  };
  const { insert, remember } = useVariableInsert({ elements: fields, text, edit, fallback: 'body', usable: hasSubject ? ['subject', 'body'] : ['body'] });
  const answer = async (request: () => Promise<MessageTemplate[]>, done: string) => {
    setBusy(true);
    try {
      queryClient.setQueryData(notificationKeys.templates(scope, template.event), await request());
      await afterScopeChange(queryClient, scope);
      open?.({ type: 'success', message: done });
    } catch (error) {
      const http = toHttpError(error);
      if (http.statusCode === 409) {
        await queryClient.invalidateQueries({
          queryKey: notificationKeys.templates(scope, template.event),
        });
        open?.({ type: 'error', message: t('templates.stale') });
      } else {
        const at = (field: Field) => {
          const found = http.errors?.[field];
          return Array.isArray(found) ? found.join(' ') : typeof found === 'string' ? found : undefined;
        };
        const subject = at('subject');
        const body = at('body');
        setProblems({ subject, body, form: subject || body ? undefined : http.message });
      }
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    void answer(() => saveTemplate(scope, address, text, template.version), t('templates.saved'));
  const useDefault = () => void answer(() => forgetTemplate(scope, address), t('templates.defaultBack'));

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('templates.source')}
          </Typography>
          <SourceChip source={template.source} />
        </Box>
        {problems.form ? <Alert severity="error">{problems.form}</Alert> : null}
        {hasSubject ? (
          <TextField
            label={t(template.channel === 'email' ? 'templates.subject' : 'templates.title')}
            value={text.subject}
            onChange={(event) => edit('subject', event.target.value)}
            onFocus={remember('subject')}
            inputRef={fields.subject}
            error={!!fieldProblem('subject')}
            helperText={fieldProblem('subject') || undefined}
            disabled={viewOnly || busy}
            fullWidth
          />
        ) : null}
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <TextField
            label={t('templates.body')}
            value={text.body}
            onChange={(event) => edit('body', event.target.value)}
            onFocus={remember('body')}
            inputRef={fields.body}
            error={!!fieldProblem('body')}
            helperText={fieldProblem('body') || undefined}
            disabled={viewOnly || busy}
            multiline
            minRows={4}
            fullWidth
          />
          {template.channel === 'sms' && preview.data?.sms ? (
            <SmsCount
              sms={preview.data.sms}
              disabled={viewOnly || busy}
              onUseLatin={() => edit('body', toGsmLatin(text.body, template.language))}
            />
          ) : null}
        </Box>
        <VariableChips variables={definition.variables} disabled={viewOnly || busy} onInsert={insert} />
        {viewOnly ? null : (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {template.source === scope.kind ? (
              <Button onClick={useDefault} disabled={busy} sx={{ mr: 'auto' }}>
                {t('templates.useDefault')}
              </Button>
            ) : null}
            <Button variant="contained" onClick={save} disabled={!canSave}>
              {busy ? t('templates.saving') : t('templates.save')}
            </Button>
          </Box>
        )}
      </Paper>
      <TemplatePreviewPanel channel={template.channel} preview={preview} />
    </Box>
  );
}
