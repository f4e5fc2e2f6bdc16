import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/page/titled-section';
import { onlineBookingKeys } from '@/custom-screens/online-booking/online-booking-api';
import { useBookingScope } from '@/custom-screens/online-booking/use-online-booking';
import { usePageSetting } from '@/custom-screens/online-booking/use-page-setting';
import { WithLoaded } from '@/custom-screens/online-booking/with-online-booking';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { presenceSeoProblems, seoDescriptionMaxLength, seoTitleMaxLength, type PresenceSeo } from '@/schema/online-booking/presence-seo';
import { getImages, getSeo, saveSeo } from './presence-api';
import { SearchPreview } from './search-preview';
import { usePresenceSave } from './use-presence-save';

/**
 * Online booking → Presence → SEO: the title and description search engines and shared links show, with a live
 * preview of a search result (empty fields show what the page says without them), and the share image, one of the
 * gallery's. The page's canonical address stays its slug's.
 */
export function PresenceSeoPage(props: AreaPageProps) {
  const { query, save } = usePageSetting('presence-seo', getSeo);
  return (
    <AreaPageFrame {...props}>
      <WithLoaded query={query}>{(data) => <SeoForm key={data.version} data={data} editable={!props.viewOnly} save={save} />}</WithLoaded>
    </AreaPageFrame>
  );
}

type Save = ReturnType<typeof usePageSetting<PresenceSeo>>['save'];

function SeoForm({ data, editable, save }: { data: PresenceSeo; editable: boolean; save: Save }) {
  const { t } = useTranslation('bookingPresence');
  const { branchId } = useBookingScope();
  const images = useQuery({ queryKey: [...onlineBookingKeys.branch(branchId), 'presence-images'], queryFn: () => getImages(branchId), enabled: branchId > 0 });
  const [draft, setDraft] = useState({ title: data.title, description: data.description, shareImage: data.shareImage });
  const [tried, setTried] = useState(false);
  const form = usePresenceSave<PresenceSeo>(t('seo.saved'));
  const problems = { ...(tried ? Object.fromEntries(presenceSeoProblems(draft).map((p) => [p.path, p.message])) : {}), ...form.serverProblems };
  const dirty = draft.title !== data.title || draft.description !== data.description || draft.shareImage !== data.shareImage;
  const change = (next: Partial<typeof draft>) => {
    setDraft({ ...draft, ...next });
    form.clearServerProblems();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (presenceSeoProblems(draft).length > 0) return;
    await form.run(() => save((id, version) => saveSeo(id, draft, version)));
  };
  const disabled = !editable || form.saving;
  const photos = images.data?.photos ?? [];
  const count = (text: string, max: number) => t('seo.count', { used: text.trim().length, max });
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('seo.formLabel')} sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
      <Typography variant="body2" color="text.secondary">
        {t('seo.intro')}
      </Typography>
      {form.failure ? <Alert severity="error">{form.failure}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <TitledSection id="search" title={t('seo.search.title')} help={t('seo.search.help')}>
          <TextField
            label={t('seo.search.titleLabel')}
            value={draft.title}
            placeholder={data.fallbackTitle}
            onChange={(event) => change({ title: event.target.value })}
            disabled={disabled}
            error={Boolean(problems['title'])}
            helperText={form.say(problems['title']) ?? count(draft.title, seoTitleMaxLength)}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('seo.search.descriptionLabel')}
            value={draft.description}
            placeholder={data.fallbackDescription}
            onChange={(event) => change({ description: event.target.value })}
            disabled={disabled}
            multiline
            minRows={3}
            error={Boolean(problems['description'])}
            helperText={form.say(problems['description']) ?? count(draft.description, seoDescriptionMaxLength)}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Typography variant="subtitle2">{t('seo.preview.title')}</Typography>
          <SearchPreview url={data.pageUrl} title={draft.title.trim() || data.fallbackTitle} description={draft.description.trim() || data.fallbackDescription} />
        </TitledSection>
        <TitledSection id="share" title={t('seo.share.title')} help={t('seo.share.help')}>
          {images.isError ? <Alert severity="error">{t('images.loadFailed')}</Alert> : null}
          {images.data && photos.length === 0 ? <Alert severity="info">{t('seo.share.noPhotos')}</Alert> : null}
          {photos.length > 0 ? (
            <ToggleButtonGroup
              exclusive
              value={draft.shareImage ?? ''}
              onChange={(_event, value: string | null) => value !== null && change({ shareImage: value === '' ? null : value })}
              aria-label={t('seo.share.title')}
              disabled={disabled}
              sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0 } }}
            >
              <ToggleButton value="" sx={{ width: 72, height: 72, fontSize: '0.75rem', lineHeight: 1.2 }}>
                {t('seo.share.cover')}
              </ToggleButton>
              {photos.map((id, index) => (
                <ToggleButton key={id} value={id} aria-label={t('images.photo', { n: index + 1 })} sx={{ p: 0.5 }}>
                  <img src={`${images.data!.imageBase}/${id}/thumb`} width={62} height={62} alt="" style={{ display: 'block', borderRadius: 4 }} />
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          ) : null}
          {problems['shareImage'] ? (
            <Typography variant="body2" color="error" role="alert">
              {form.say(problems['shareImage'])}
            </Typography>
          ) : null}
        </TitledSection>
      </Box>
      {editable ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={form.saving || !dirty}>
            {t(form.saving ? 'saving' : 'seo.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
