import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useNotification } from '@refinedev/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  embedCode,
  normaliseWidgetSite,
  widgetButtonTextMaxLength,
  widgetMaxSites,
  widgetModes,
  widgetSiteProblem,
  type Widget,
  type WidgetSettings,
} from '@/schema/online-booking/widget';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { toHttpError } from '@/providers/data-provider';
import { TitledSection } from '@/components/page/titled-section';
import { useCopyWithNotice } from '@/lib/use-copy';
import { getWidget, saveWidget } from './online-booking-api';
import { usePageSetting } from './use-page-setting';
import { WithLoaded } from './with-online-booking';

/**
 * Online booking → Settings → Widget: the sites that may show the branch's booking page inside them (none: no site
 * can), the framed page's accent colour, and the code to paste into the site in the mode chosen.
 */
export function WidgetSettingsPage(props: AreaPageProps) {
  const { query, save } = usePageSetting('widget', getWidget);
  return (
    <AreaPageFrame {...props}>
      <WithLoaded query={query}>
        {(data) => <WidgetForm key={data.version} data={data} editable={!props.viewOnly} save={save} />}
      </WithLoaded>
    </AreaPageFrame>
  );
}

type Save = ReturnType<typeof usePageSetting<Widget>>['save'];
const pageColour = '#1b2a4e';

/** Each site's refusal by its place in the list: the same checks as the API's. */
function siteProblems(sites: readonly string[]): Record<number, string> {
  const problems: Record<number, string> = {};
  const seen = new Set<string>();
  sites.forEach((raw, index) => {
    const site = normaliseWidgetSite(raw);
    const problem =
      site === '' ? 'site_required' : (widgetSiteProblem(site) ?? (seen.has(site) ? 'duplicate' : null));
    if (problem) problems[index] = problem;
    seen.add(site);
  });
  return problems;
}

function WidgetForm({ data, editable, save }: { data: Widget; editable: boolean; save: Save }) {
  const { t } = useTranslation('onlineBooking');
  const { open } = useNotification();
  const [draft, setDraft] = useState<WidgetSettings>({
    allowedSites: data.allowedSites,
    accentColor: data.accentColor,
    mode: data.mode,
    buttonText: data.buttonText,
  });
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const problems = tried ? siteProblems(draft.allowedSites) : {};
  const dirty =
    JSON.stringify(draft) !==
    JSON.stringify({
      allowedSites: data.allowedSites,
      accentColor: data.accentColor,
      mode: data.mode,
      buttonText: data.buttonText,
    });
  const disabled = !editable || saving;
  const code = embedCode(
    { mode: draft.mode, scriptUrl: data.scriptUrl },
    draft.buttonText || t('widget.defaultButton'),
  );
  const setSite = (index: number, site: string) =>
    setDraft({ ...draft, allowedSites: draft.allowedSites.map((kept, at) => (at === index ? site : kept)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (Object.keys(siteProblems(draft.allowedSites)).length > 0) return;
    setSaving(true);
    const outcome = await save((branchId, version) =>
      saveWidget(branchId, { ...draft, allowedSites: draft.allowedSites.map(normaliseWidgetSite) }, version),
    );
    setSaving(false);
    if (outcome.saved) return void open?.({ type: 'success', message: t('widget.saved') });
    if (!outcome.stale) setFailure(toHttpError(outcome.error).message);
  };

  const copy = useCopyWithNotice();

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('widget.formLabel')}
      sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('widget.intro')}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <TitledSection id="sites" title={t('widget.sites.title')} help={t('widget.sites.help')}>
          {draft.allowedSites.length === 0 ? <Alert severity="info">{t('widget.sites.none')}</Alert> : null}
          <Box
            component="ul"
            aria-label={t('widget.sites.title')}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
          >
            {draft.allowedSites.map((site, index) => (
              <Box component="li" key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  label={t('widget.sites.site', { number: index + 1 })}
                  value={site}
                  onChange={(event) => setSite(index, event.target.value)}
                  placeholder="https://salon.example"
                  disabled={disabled}
                  error={problems[index] !== undefined}
                  helperText={problems[index] ? t(`widget.errors.${problems[index]}`) : undefined}
                  size="small"
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', spellCheck: false } }}
                />
                {editable ? (
                  <IconButton
                    aria-label={t('widget.sites.remove', { site: site || index + 1 })}
                    onClick={() =>
                      setDraft({
                        ...draft,
                        allowedSites: draft.allowedSites.filter((_kept, at) => at !== index),
                      })
                    }
                    disabled={saving}
                  >
                    <DeleteOutlined />
                  </IconButton>
                ) : null}
              </Box>
            ))}
          </Box>
          {editable ? (
            <Box>
              <Button
                onClick={() => setDraft({ ...draft, allowedSites: [...draft.allowedSites, ''] })}
                disabled={saving || draft.allowedSites.length >= widgetMaxSites}
              >
                {t('widget.sites.add')}
              </Button>
            </Box>
          ) : null}
        </TitledSection>
        <TitledSection id="look" title={t('widget.look.title')} help={t('widget.look.help')}>
          <FormControlLabel
            control={
              <Switch
                checked={draft.accentColor !== null}
                disabled={disabled}
                onChange={(_event, on) => setDraft({ ...draft, accentColor: on ? pageColour : null })}
                slotProps={{ input: { role: 'switch' } }}
              />
            }
            label={t('widget.look.ownColour')}
          />
          {draft.accentColor !== null ? (
            <TextField
              type="color"
              label={t('widget.look.colour')}
              value={draft.accentColor}
              onChange={(event) => setDraft({ ...draft, accentColor: event.target.value })}
              disabled={disabled}
              size="small"
              sx={{ maxWidth: 160 }}
            />
          ) : null}
          <Typography component="p" variant="body2" id="mode-label" sx={{ mt: 1 }}>
            {t('widget.look.mode')}
          </Typography>
          <RadioGroup
            aria-labelledby="mode-label"
            value={draft.mode}
            onChange={(_event, mode) => setDraft({ ...draft, mode: mode as WidgetSettings['mode'] })}
          >
            {widgetModes.map((mode) => (
              <FormControlLabel
                key={mode}
                value={mode}
                control={<Radio />}
                disabled={disabled}
                label={t(`widget.modes.${mode}`)}
              />
            ))}
          </RadioGroup>
          <TextField
            label={t('widget.look.buttonText')}
            value={draft.buttonText}
            onChange={(event) => setDraft({ ...draft, buttonText: event.target.value })}
            placeholder={t('widget.defaultButton')}
            disabled={disabled}
            size="small"
            helperText={t('widget.look.buttonHelp')}
            slotProps={{ htmlInput: { maxLength: widgetButtonTextMaxLength } }}
          />
        </TitledSection>
      </Box>
      <TitledSection id="code" title={t('widget.code.title')} help={t(`widget.code.help.${draft.mode}`)}>
        <Box
          component="pre"
          data-testid="embed-code"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 13,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          {code}
        </Box>
        <Box>
          <Button variant="outlined" onClick={() => void copy(code, { copied: t('widget.copied'), failed: t('widget.copyFailed') })}>
            {t('widget.code.copy')}
          </Button>
        </Box>
        {dirty ? (
          <Typography variant="body2" color="text.secondary">
            {t('widget.code.unsaved')}
          </Typography>
        ) : null}
      </TitledSection>
      {editable ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={saving || !dirty}>
            {t(saving ? 'saving' : 'widget.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
