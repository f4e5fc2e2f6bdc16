import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseTerms, termsMaxLength, type Terms } from '@/schema/online-booking/terms';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { useFormats } from '@/components/session/use-formats';
import { toHttpError } from '@/providers/data-provider';
import { TitledSection } from '@/components/page/titled-section';
import { getTerms, saveTerms } from './online-booking-api';
import { problemsByField } from './setting-problems';
import { TermsPreview } from './terms-preview';
import { usePageSetting } from './use-page-setting';
import { WithLoaded } from './with-online-booking';

/**
 * Online booking → Settings → Terms: the text clients accept before they get their code, plain paragraphs, beside how
 * the booking page shows it. Each saved change is the next version; a booking keeps the version its client accepted.
 */
export function TermsSettingsPage(props: AreaPageProps) {
  const { query, save } = usePageSetting('terms', getTerms);
  return (
    <AreaPageFrame {...props}>
      <WithLoaded query={query}>{(data) => <TermsForm key={data.version} data={data} editable={!props.viewOnly} save={save} />}</WithLoaded>
    </AreaPageFrame>
  );
}

type Save = ReturnType<typeof usePageSetting<Terms>>['save'];

function TermsForm({ data, editable, save }: { data: Terms; editable: boolean; save: Save }) {
  const { t } = useTranslation('onlineBooking');
  const formats = useFormats();
  const { open } = useNotification();
  const [draft, setDraft] = useState(data.text);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const text = normaliseTerms(draft);
  const tooLong = text.length > termsMaxLength;
  const shownError = tooLong ? t('terms.errors.terms_too_long', { max: formats.number(termsMaxLength) }) : error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (tooLong) return;
    setSaving(true);
    const outcome = await save((branchId, version) => saveTerms(branchId, text, version));
    setSaving(false);
    if (outcome.saved) return void open?.({ type: 'success', message: t(outcome.value.text ? 'terms.saved' : 'terms.cleared') });
    if (outcome.stale) return;
    const http = toHttpError(outcome.error);
    const problem = problemsByField(http.errors)['text'];
    if (problem) setError(t(`terms.errors.${problem}`, { defaultValue: problem, max: formats.number(termsMaxLength) }));
    else setFailure(http.message);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { lg: 'minmax(0, 3fr) minmax(320px, 2fr)' }, alignItems: 'start', maxWidth: 1280 }}>
      <TitledSection id="terms" title={t('terms.title')} help={t('terms.help')}>
        <Typography variant="body2" data-testid="terms-version">
          {data.version > 0 && data.text && data.savedAt ? t('terms.version', { version: data.version, when: formats.dateTime(data.savedAt) }) : t('terms.none')}
        </Typography>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('terms.formLabel')} sx={{ display: 'grid', gap: 1.5 }}>
          <TextField
            label={t('terms.field')}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            multiline
            minRows={8}
            maxRows={24}
            disabled={!editable || saving}
            error={shownError !== null}
            helperText={shownError ?? t('terms.count', { length: formats.number(text.length), max: formats.number(termsMaxLength) })}
          />
          <Typography variant="body2" color="text.secondary">
            {t('terms.versionNote')}
          </Typography>
          {editable ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={saving || tooLong || text === data.text}>
                {t(saving ? 'saving' : 'terms.save')}
              </Button>
            </Box>
          ) : null}
        </Box>
      </TitledSection>
      <TermsPreview text={text} />
    </Box>
  );
}
