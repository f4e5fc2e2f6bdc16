import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/page/titled-section';
import { usePageSetting } from '@/custom-screens/online-booking/use-page-setting';
import { WithLoaded } from '@/custom-screens/online-booking/with-online-booking';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { presenceMarketingProblems, promoTextMaxLength, type PresenceMarketing } from '@/schema/online-booking/presence-marketing';
import { getMarketing, saveMarketing } from './presence-api';
import { usePresenceSave } from './use-presence-save';

/**
 * Online booking → Presence → Marketing: the promo banner of the branch's page and the salon's own tracking ids. The
 * page loads the trackers only when this server enables tracking and the visitor agreed in its consent bar; the
 * screen says when the server does not.
 */
export function PresenceMarketingPage(props: AreaPageProps) {
  const { query, save } = usePageSetting('presence-marketing', getMarketing);
  return (
    <AreaPageFrame {...props}>
      <WithLoaded query={query}>{(data) => <MarketingForm key={data.version} data={data} editable={!props.viewOnly} save={save} />}</WithLoaded>
    </AreaPageFrame>
  );
}

type Save = ReturnType<typeof usePageSetting<PresenceMarketing>>['save'];

function MarketingForm({ data, editable, save }: { data: PresenceMarketing; editable: boolean; save: Save }) {
  const { t } = useTranslation('bookingPresence');
  const [draft, setDraft] = useState({ promoText: data.promoText, ga4Id: data.ga4Id, metaPixelId: data.metaPixelId });
  const [tried, setTried] = useState(false);
  const form = usePresenceSave<PresenceMarketing>(t('marketing.saved'));
  const problems = { ...(tried ? Object.fromEntries(presenceMarketingProblems(draft).map((p) => [p.path, p.message])) : {}), ...form.serverProblems };
  const dirty = draft.promoText !== data.promoText || draft.ga4Id !== data.ga4Id || draft.metaPixelId !== data.metaPixelId;
  const change = (field: keyof typeof draft, value: string) => {
    setDraft({ ...draft, [field]: value });
    form.clearServerProblems();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (presenceMarketingProblems(draft).length > 0) return;
    await form.run(() => save((branchId, version) => saveMarketing(branchId, draft, version)));
  };
  const disabled = !editable || form.saving;
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('marketing.formLabel')} sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
      <Typography variant="body2" color="text.secondary">
        {t('marketing.intro')}
      </Typography>
      {form.failure ? <Alert severity="error">{form.failure}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <TitledSection id="promo" title={t('marketing.promo.title')} help={t('marketing.promo.help')}>
          <TextField
            label={t('marketing.promo.label')}
            value={draft.promoText}
            onChange={(event) => change('promoText', event.target.value)}
            multiline
            minRows={3}
            disabled={disabled}
            error={Boolean(problems['promoText'])}
            helperText={form.say(problems['promoText']) ?? t('marketing.promo.count', { used: draft.promoText.trim().length, max: promoTextMaxLength })}
            fullWidth
          />
        </TitledSection>
        <TitledSection id="tracking" title={t('marketing.tracking.title')} help={t('marketing.tracking.help')}>
          {data.trackingEnabled ? null : <Alert severity="info">{t('marketing.tracking.off')}</Alert>}
          <TextField
            label={t('marketing.tracking.ga4')}
            placeholder="G-XXXXXXXXXX"
            value={draft.ga4Id}
            onChange={(event) => change('ga4Id', event.target.value)}
            disabled={disabled}
            error={Boolean(problems['ga4Id'])}
            helperText={form.say(problems['ga4Id']) ?? t('marketing.tracking.ga4Help')}
            fullWidth
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false }, inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('marketing.tracking.pixel')}
            placeholder="123456789012345"
            value={draft.metaPixelId}
            onChange={(event) => change('metaPixelId', event.target.value)}
            disabled={disabled}
            error={Boolean(problems['metaPixelId'])}
            helperText={form.say(problems['metaPixelId']) ?? t('marketing.tracking.pixelHelp')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false }, inputLabel: { shrink: true } }}
          />
        </TitledSection>
      </Box>
      {editable ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={form.saving || !dirty}>
            {t(form.saving ? 'saving' : 'marketing.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
