import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { broadcastVariables, type BroadcastPreview } from '@/schema/messages/broadcast';
import { clientLanguageOfBranch } from '@/schema/messages/message-language';
import { toGsmLatin } from '@/schema/messages/sms-text';
import { useWorkspace } from '@/components/session/use-workspace';
import { SmsCount } from '../sms-count';
import { useVariableInsert } from '../use-variable-insert';
import { VariableChips } from '../variable-chips';
import type { BroadcastFormValues, FieldProblem, FormField } from './broadcast-form-model';

type Props = {
  values: BroadcastFormValues;
  problems: Partial<Record<FormField, FieldProblem>>;
  /** Problems are shown once the person has tried to save or send, or has typed in the field. */
  shown: (field: FormField) => boolean;
  onEdit: (field: FormField, value: string) => void;
  sms: BroadcastPreview['sms'];
  disabled: boolean;
};

/** The broadcast's name, an e-mail's subject, and its words with the variables the channel allows as chips. */
export function BroadcastWords({ values, problems, shown, onEdit, sms, disabled }: Props) {
  const { t } = useTranslation('broadcasts');
  const timeZone = useWorkspace()?.branch?.timeZone ?? 'UTC';
  const elements = { subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const isEmail = values.channel === 'email';
  const { insert, remember } = useVariableInsert({ elements, text: values, edit: onEdit, fallback: 'body', usable: isEmail ? ['subject', 'body'] : ['body'] });
  const say = (field: FormField): string | undefined => {
    const problem = problems[field];
    if (!problem || !shown(field)) return undefined;
    if (problem.kind === 'required') return t(`form.required.${field}`);
    if (problem.kind === 'tooLong') return t('form.tooLong');
    return problem.entries
      .map((entry) => (entry.startsWith('{{') ? t('templates.malformed', { ns: 'messages', token: entry }) : t('templates.unknownVariable', { ns: 'messages', token: `{{${entry}}}` })))
      .join(' ');
  };
  const field = (name: FormField) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => onEdit(name, event.target.value),
    error: Boolean(say(name)),
    helperText: say(name),
    disabled,
    fullWidth: true,
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField label={t('form.name')} {...field('name')} slotProps={{ htmlInput: { maxLength: 120 } }} />
      {isEmail ? <TextField label={t('form.subject')} {...field('subject')} inputRef={elements.subject} onFocus={remember('subject')} /> : null}
      <Box sx={{ display: 'grid', gap: 0.75 }}>
        <TextField label={t('form.body')} {...field('body')} inputRef={elements.body} onFocus={remember('body')} multiline minRows={5} />
        {values.channel === 'sms' && sms ? <SmsCount sms={sms} disabled={disabled} onUseLatin={() => onEdit('body', toGsmLatin(values.body, clientLanguageOfBranch(timeZone)))} /> : null}
      </Box>
      <VariableChips variables={broadcastVariables(values.channel)} disabled={disabled} onInsert={insert} />
    </Box>
  );
}
