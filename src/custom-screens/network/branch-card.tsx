import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormats } from '@/components/session/use-formats';
import { EmptyState } from '@/components/states/empty-state';
import { TitledSection } from '@/components/page/titled-section';
import type { Language } from '@/schema/enums';
import type { LocalisedText, NetworkAbout } from '@/schema/network/network-site';
import { LocalisedTextField } from './language-tabs';
import { useAboutSave } from './use-about-save';

type Props = { about: NetworkAbout; alias: string; orgId: number; editable: boolean };

/** Network → About → a branch: its card as the site shows it (address, hours, booking link) and its own words. */
export function BranchCardEditor({ about, alias, orgId, editable }: Props) {
  const { t } = useTranslation('network');
  const formats = useFormats();
  const branch = about.branches.find((one) => one.alias === alias);
  const key = branch ? String(branch.id) : '';
  const [texts, setTexts] = useState<LocalisedText>(about.branchTexts[key] ?? {});
  const [language, setLanguage] = useState<Language>('EN');
  const form = useAboutSave(orgId);
  const back = (
    <Button component={RouterLink} to={`/chain/${orgId}/network/about`} startIcon={<ArrowBack />} sx={{ justifySelf: 'start' }}>
      {t('branch.back')}
    </Button>
  );
  if (!branch) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <EmptyState icon={<SearchOff />} title={t('branch.notFoundTitle')} description={t('branch.notFoundText')} />
      </Box>
    );
  }
  const dirty = JSON.stringify(texts) !== JSON.stringify(about.branchTexts[key] ?? {});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { texts: chainTexts, hiddenBranchIds, branchTexts } = about;
    void form.save({ texts: chainTexts, hiddenBranchIds, branchTexts: { ...branchTexts, [key]: texts } }, about.version);
  };
  const preview = texts[language]?.trim() || texts.EN?.trim() || '';
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('branch.formLabel')} sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
      {back}
      {form.failure ? <Alert severity="error">{form.failure}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <TitledSection id="branch-words" title={t('branch.words.title')} help={t('branch.words.help')}>
          <LocalisedTextField label={t('branch.words.label')} help={t('about.words.fieldHelp')} value={texts} language={language} onLanguage={setLanguage} onChange={setTexts} disabled={!editable || form.saving} />
        </TitledSection>
        <TitledSection id="card" title={t('branch.card.title')} help={t('branch.card.help')}>
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.75 }} aria-label={t('branch.card.previewLabel')}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="p">
                {branch.name}
              </Typography>
              {branch.shown ? null : <Chip size="small" label={t('branch.card.hidden')} />}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {branch.address ?? t('about.branches.noAddress')}
            </Typography>
            <Typography variant="body2">{t('branch.card.hours', { hours: formats.clockRange(branch.workingHours.start, branch.workingHours.end) })}</Typography>
            {preview ? <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{preview}</Typography> : null}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button href={branch.bookingUrl} target="_blank" rel="noopener" variant="outlined" size="small" endIcon={<OpenInNew />}>
                {t('branch.card.book')}
              </Button>
              {branch.siteUrl && branch.shown ? (
                <Button href={branch.siteUrl} target="_blank" rel="noopener" size="small" endIcon={<OpenInNew />}>
                  {t('branch.card.open')}
                </Button>
              ) : null}
            </Box>
          </Paper>
        </TitledSection>
      </Box>
      {editable ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={form.saving || !dirty}>
            {t(form.saving ? 'saving' : 'branch.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
