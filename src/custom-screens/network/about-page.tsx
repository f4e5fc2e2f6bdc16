import OpenInNew from '@mui/icons-material/OpenInNew';
import Storefront from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '@/components/states/empty-state';
import { TitledSection } from '@/components/page/titled-section';
import { useWorkspace } from '@/components/session/use-workspace';
import { WithLoaded } from '@/custom-screens/online-booking/with-online-booking';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import type { Language } from '@/schema/enums';
import type { NetworkAbout, NetworkAboutSettings } from '@/schema/network/network-site';
import { BranchCardEditor } from './branch-card';
import { LocalisedTextField } from './language-tabs';
import { getAbout, networkKeys } from './network-api';
import { useNetworkEditable } from './use-network-editable';
import { useAboutSave } from './use-about-save';

/**
 * Network → About: the chain's public words in each language, which branches its site shows, and the site's
 * address to open; with a branch's alias (`about/{alias}`), that branch's card as the site shows it, with its own words.
 */
export function NetworkAboutPage(props: AreaPageProps) {
  const orgId = useWorkspace()?.organization.id ?? 0;
  const { selectedAlias } = useParams();
  const editable = useNetworkEditable(props.viewOnly);
  const query = useQuery({ queryKey: networkKeys.about(orgId), queryFn: () => getAbout(orgId), enabled: orgId > 0 });
  const branch = selectedAlias ? query.data?.branches.find((one) => one.alias === selectedAlias) : undefined;
  return (
    <AreaPageFrame {...props} title={branch?.name}>
      <WithLoaded query={query}>
        {(about) =>
          selectedAlias ? (
            <BranchCardEditor key={`${selectedAlias}-${about.version}`} about={about} alias={selectedAlias} orgId={orgId} editable={editable} />
          ) : (
            <AboutForm key={about.version} about={about} orgId={orgId} editable={editable} />
          )
        }
      </WithLoaded>
    </AreaPageFrame>
  );
}

const settingsOf = ({ texts, hiddenBranchIds, branchTexts }: NetworkAbout): NetworkAboutSettings => ({ texts, hiddenBranchIds, branchTexts });

function AboutForm({ about, orgId, editable }: { about: NetworkAbout; orgId: number; editable: boolean }) {
  const { t } = useTranslation('network');
  const [draft, setDraft] = useState<NetworkAboutSettings>(settingsOf(about));
  const [language, setLanguage] = useState<Language>('EN');
  const form = useAboutSave(orgId);
  const dirty = JSON.stringify(draft) !== JSON.stringify(settingsOf(about));
  const hidden = new Set(draft.hiddenBranchIds);
  const toggle = (id: number, shown: boolean) => setDraft({ ...draft, hiddenBranchIds: shown ? draft.hiddenBranchIds.filter((one) => one !== id) : [...draft.hiddenBranchIds, id] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save(draft, about.version);
  };
  const disabled = !editable || form.saving;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('about.formLabel')} sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
      <Typography variant="body2" color="text.secondary">
        {t('about.intro')}
      </Typography>
      {form.failure ? <Alert severity="error">{form.failure}</Alert> : null}
      <TitledSection id="address" title={t('about.address.title')} help={t('about.address.help')}>
        {about.siteUrl ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>{about.siteUrl}</Typography>
            <Button href={about.siteUrl} target="_blank" rel="noopener" endIcon={<OpenInNew />} size="small">
              {t('about.address.open')}
            </Button>
          </Box>
        ) : (
          <Alert severity="info">{t('about.address.none')}</Alert>
        )}
      </TitledSection>
      <TitledSection id="words" title={t('about.words.title')} help={t('about.words.help')}>
        <LocalisedTextField label={t('about.words.label')} help={t('about.words.fieldHelp')} value={draft.texts} language={language} onLanguage={setLanguage} onChange={(texts) => setDraft({ ...draft, texts })} disabled={disabled} />
      </TitledSection>
      <TitledSection id="branches" title={t('about.branches.title')} help={t('about.branches.help')}>
        {about.branches.length === 0 ? (
          <EmptyState icon={<Storefront />} title={t('about.branches.emptyTitle')} description={t('about.branches.emptyText')} />
        ) : (
          <List disablePadding>
            {about.branches.map((branch) => (
              <ListItem key={branch.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/chain/${orgId}/network/about/${encodeURIComponent(branch.alias)}`}>
                      {branch.name}
                    </Link>
                  }
                  secondary={branch.address ?? t('about.branches.noAddress')}
                  sx={{ minWidth: 200 }}
                />
                <FormControlLabel
                  control={<Switch checked={!hidden.has(branch.id)} onChange={(event) => toggle(branch.id, event.target.checked)} disabled={disabled} />}
                  label={t('about.branches.shown')}
                  slotProps={{ typography: { variant: 'body2' } }}
                  aria-label={t('about.branches.shownOf', { name: branch.name })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </TitledSection>
      {editable ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={form.saving || !dirty}>
            {t(form.saving ? 'saving' : 'about.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
