import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { codeChannels, verificationProblems, type CodeChannel, type Verification, type VerificationSettings } from '@/schema/online-booking/verification';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { toHttpError } from '@/providers/data-provider';
import { TitledSection } from '@/components/page/titled-section';
import { getVerification, saveVerification } from './online-booking-api';
import { problemsByField } from './setting-problems';
import { SmsCountriesField } from './sms-countries-field';
import { usePageSetting } from './use-page-setting';
import { WithLoaded } from './with-online-booking';

/**
 * Online booking → Settings → Verification: how the booking page may send the code that proves a client's phone or
 * e-mail, and the countries whose numbers get it by SMS (an explicit list: SMS pumping). Until the branch saves, the
 * defaults show: both ways, SMS to the branch's own country.
 */
export function VerificationSettingsPage(props: AreaPageProps) {
  const { query, save } = usePageSetting('verification', getVerification);
  return (
    <AreaPageFrame {...props}>
      {/* Remade from what the server holds after each save or reload, so it always starts from it. */}
      <WithLoaded query={query}>{(data) => <VerificationForm key={data.version} data={data} editable={!props.viewOnly} save={save} />}</WithLoaded>
    </AreaPageFrame>
  );
}

type Save = ReturnType<typeof usePageSetting<Verification>>['save'];

function VerificationForm({ data, editable, save }: { data: Verification; editable: boolean; save: Save }) {
  const { t } = useTranslation('onlineBooking');
  const { open } = useNotification();
  const [draft, setDraft] = useState<VerificationSettings>({ channels: data.channels, smsCountries: data.smsCountries });
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const smsOn = draft.channels.includes('sms');
  const dirty = JSON.stringify(draft) !== JSON.stringify({ channels: data.channels, smsCountries: data.smsCountries });
  const problems = { ...(tried ? Object.fromEntries(verificationProblems(draft).map((problem) => [problem.path, problem.message])) : {}), ...serverProblems };
  const say = (code: string | undefined) => (code ? t(`verification.errors.${code}`, { defaultValue: code }) : undefined);

  const change = (next: VerificationSettings) => {
    setDraft(next);
    setServerProblems({});
  };
  const toggle = (channel: CodeChannel, on: boolean) =>
    change({ ...draft, channels: codeChannels.filter((kept) => (kept === channel ? on : draft.channels.includes(kept))) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (verificationProblems(draft).length > 0) return;
    setSaving(true);
    const outcome = await save((branchId, version) => saveVerification(branchId, draft, version));
    setSaving(false);
    if (outcome.saved) return void open?.({ type: 'success', message: t('verification.saved') });
    if (outcome.stale) return;
    const http = toHttpError(outcome.error);
    const named = problemsByField(http.errors);
    if (Object.keys(named).length > 0) setServerProblems(named);
    else setFailure(http.message);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('verification.formLabel')} sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
      <Typography variant="body2" color="text.secondary">
        {t('verification.intro')}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
        <TitledSection id="channels" title={t('verification.channels.title')} help={t('verification.channels.help')}>
          {codeChannels.map((channel) => {
            // Telegram goes through the chain's bot: without one it can only be turned off.
            const noBot = channel === 'telegram' && data.telegramBot === null;
            const on = draft.channels.includes(channel);
            return (
              <Box key={channel}>
                <FormControlLabel
                  control={<Switch checked={on} disabled={!editable || saving || (noBot && !on)} onChange={(_event, next) => toggle(channel, next)} slotProps={{ input: { role: 'switch' } }} />}
                  label={t(`verification.channels.${channel}`)}
                />
                <Typography variant="body2" color="text.secondary" sx={{ pl: 6.5, mt: -0.5 }}>
                  {noBot ? t('verification.channels.telegramNoBot') : t(`verification.channels.${channel}Help`, { bot: data.telegramBot })}
                </Typography>
              </Box>
            );
          })}
          {problems['channels'] ? (
            <Typography variant="body2" color="error" role="alert">
              {say(problems['channels'])}
            </Typography>
          ) : null}
        </TitledSection>
        <TitledSection id="countries" title={t('verification.countries.title')} help={t('verification.countries.help')}>
          {smsOn ? null : <Alert severity="info">{t('verification.countries.smsOff')}</Alert>}
          <SmsCountriesField
            countries={draft.smsCountries}
            branchCountry={data.branchCountry}
            onChange={(smsCountries) => change({ ...draft, smsCountries })}
            editable={editable && !saving}
            error={say(problems['smsCountries'])}
          />
        </TitledSection>
      </Box>
      {editable ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={saving || !dirty}>
            {t(saving ? 'saving' : 'verification.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
