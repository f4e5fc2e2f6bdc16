import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { webhookEndpointWriteSchema, webhookEventTypes, type WebhookEndpointWrite, type WebhookEventType } from '@/schema/webhooks/webhooks';
import { toHttpError } from '@/providers/data-provider';

type Props = { onSave: (write: WebhookEndpointWrite) => Promise<unknown>; saving: boolean };

/**
 * A new endpoint: its address, a note saying what it is, and the events it wants. The shared schema judges it before it
 * is sent; the server's answer (a private address, say) lands on the field it names.
 */
export function WebhookEndpointForm({ onSave, saving }: Props) {
  const { t } = useTranslation('webhooks');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toggle = (type: WebhookEventType) => setEvents((now) => (now.includes(type) ? now.filter((one) => one !== type) : [...now, type]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = webhookEndpointWriteSchema.safeParse({ url: url.trim(), description, eventTypes: events });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), t(issue.path[0] === 'url' ? 'form.urlInvalid' : 'form.eventsRequired')])));
      return;
    }
    setErrors({});
    try {
      await onSave(checked.data);
      setUrl('');
      setDescription('');
      setEvents([]);
    } catch (error) {
      const http = toHttpError(error);
      const url = http.errors?.['url'];
      setErrors(url ? { url: String(url) } : { form: http.message });
    }
  };

  return (
    <Box component="form" aria-label={t('form.label')} noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <TextField label={t('form.url')} value={url} onChange={(event) => setUrl(event.target.value)} placeholder="https://example.com/hooks" required error={Boolean(errors['url'])} helperText={errors['url'] ?? t('form.urlHint')} inputMode="url" />
        <TextField label={t('form.description')} value={description} onChange={(event) => setDescription(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">{t('form.events')}</FormLabel>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
          {webhookEventTypes.map((type) => (
            <FormControlLabel key={type} control={<Checkbox checked={events.includes(type)} onChange={() => toggle(type)} />} label={t(`events.${type}`)} />
          ))}
        </Box>
        {errors['eventTypes'] ? <FormHelperText error>{errors['eventTypes']}</FormHelperText> : null}
      </Box>
      {errors['form'] ? <FormHelperText error>{errors['form']}</FormHelperText> : null}
      <Box>
        <Button type="submit" variant="contained" disabled={saving}>
          {t('form.add')}
        </Button>
      </Box>
    </Box>
  );
}
