import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { notificationEvents } from '@/schema/messages/notification-events';
import type { NotificationRule } from '@/schema/messages/notification-rule';
import { toHttpError } from '@/providers/data-provider';
import { ChannelIcon } from './channel-icon';
import { matrixChannels } from './matrix-model';
import {
  fieldOfIssue,
  ruleFormSchema,
  ruleFormValues,
  ruleInputOf,
  type RuleFormValues,
} from './rule-form-model';
import { SwitchController, TimeController, TimingFields } from './timing-fields';
import { useNotificationScope } from './use-notification-scope';
import { useNotificationWords } from './use-notification-words';
import { useRuleSave } from './use-rule-save';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A notification's rule for the branch or the chain: on or off, its channels, its timing and the event's own
 * settings, quiet hours, saved with the version read; "Use the chain's setting" forgets the branch's own ("Use the
 * default", the chain's). The form is remounted (by the page's key) when the rule read changes, so it starts from
 * what the server holds.
 */
export function RuleForm({ rule, viewOnly }: { rule: NotificationRule; viewOnly: boolean }) {
  const words = useNotificationWords();
  const { t } = words;
  const definition = notificationEvents[rule.event];
  const ruleSave = useRuleSave();
  const scope = useNotificationScope();
  const { open } = useNotification();
  const [formError, setFormError] = useState<string | null>(null);
  const [forgetting, setForgetting] = useState(false);
  const { control, register, handleSubmit, setError, watch, formState } = useForm<RuleFormValues>({
    resolver: zodResolver(ruleFormSchema(rule.event)),
    defaultValues: ruleFormValues(rule),
  });
  const { errors } = formState;
  const quiet = watch('quiet');
  const disabled = viewOnly || formState.isSubmitting || forgetting;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const outcome = await ruleSave.save(rule, ruleInputOf(rule.event, values), t('form.stale'));
    if (outcome.saved) {
      open?.({ type: 'success', message: t('form.saved') });
      return;
    }
    if (outcome.stale) return;
    const http = toHttpError(outcome.error);
    let placed = false;
    for (const [path, messages] of Object.entries(http.errors ?? {})) {
      const field = fieldOfIssue(path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
      if (field.path.length === 0) continue;
      const message = Array.isArray(messages)
        ? messages[0]
        : typeof messages === 'string'
          ? messages
          : undefined;
      setError(field.path.join('.') as Path<RuleFormValues>, {
        type: 'server',
        message: message ?? field.message,
      });
      placed = true;
    }
    if (!placed) setFormError(http.message);
  });
  const forget = async () => {
    setForgetting(true);
    try {
      await ruleSave.forget(rule);
      open?.({ type: 'success', message: t(scope.kind === 'branch' ? 'form.followingChain' : 'form.followingDefault') });
    } catch (error) {
      setFormError(toHttpError(error).message);
      setForgetting(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('form.label', { name: words.eventName(rule.event) })}
        sx={{ display: 'grid', gap: 3 }}
      >
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <SwitchController control={control} name="enabled" label={t('form.enabled')} disabled={disabled} />
        <Section title={t('form.channels')}>
          <Controller
            control={control}
            name="channels"
            render={({ field }) => (
              <FormGroup row sx={{ columnGap: 2 }}>
                {matrixChannels
                  .filter((channel) => definition.channels.includes(channel))
                  .map((channel) => (
                    <FormControlLabel
                      key={channel}
                      control={
                        <Checkbox
                          checked={field.value.includes(channel)}
                          disabled={disabled}
                          onChange={(_event, checked) =>
                            field.onChange(
                              checked ? [...field.value, channel] : field.value.filter((c) => c !== channel),
                            )
                          }
                        />
                      }
                      label={
                        <Box
                          component="span"
                          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
                        >
                          <ChannelIcon channel={channel} fontSize="small" sx={{ color: 'text.secondary' }} />
                          {words.channel(channel)}
                        </Box>
                      }
                    />
                  ))}
              </FormGroup>
            )}
          />
          {errors.channels?.message ? (
            <FormHelperText error>{t(errors.channels.message)}</FormHelperText>
          ) : null}
        </Section>
        <Section title={t('form.timing')}>
          <TimingFields
            event={rule.event}
            control={control}
            register={register}
            errors={errors}
            disabled={disabled}
          />
        </Section>
        <Section title={t('form.quiet')}>
          <Typography variant="body2" color="text.secondary">
            {t('form.quietHelp')}
          </Typography>
          <SwitchController control={control} name="quiet" label={t('form.quietOn')} disabled={disabled} />
          {quiet ? (
            <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              <TimeController
                control={control}
                name="quietFrom"
                label={t('form.quietFrom')}
                disabled={disabled}
              />
              <TimeController
                control={control}
                name="quietTo"
                label={t('form.quietTo')}
                disabled={disabled}
              />
            </Box>
          ) : null}
        </Section>
        {viewOnly ? null : (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {rule.source === scope.kind ? (
              <Button onClick={() => void forget()} disabled={disabled} sx={{ mr: 'auto' }}>
                {t(scope.kind === 'branch' ? 'form.useChain' : 'form.useDefault')}
              </Button>
            ) : null}
            <Button type="submit" variant="contained" disabled={disabled || !formState.isDirty}>
              {formState.isSubmitting ? t('form.saving') : t('form.save')}
            </Button>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
