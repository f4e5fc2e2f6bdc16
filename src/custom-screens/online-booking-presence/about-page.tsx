import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/page/titled-section';
import { usePresenceSave } from '@/custom-screens/booking-presence-page/use-presence-save';
import { usePageSetting } from '@/custom-screens/online-booking/use-page-setting';
import { WithLoaded } from '@/custom-screens/online-booking/with-online-booking';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { businessCategories, descriptionMaxLength, profileAboutSettingsSchema, type BusinessCategory, type ProfileAbout } from '@/schema/online-booking/profile';
import { getAbout, saveAbout } from './profile-api';
import { problemsOf, ProfileForm, useProblemWords } from './profile-form';

/** Online booking → Presence → About: the name the page shows, its description and the kinds of business. */
export function ProfileAboutPage(props: AreaPageProps) {
  const { query, save } = usePageSetting('profile-about', getAbout);
  return (
    <AreaPageFrame {...props}>
      <WithLoaded query={query}>{(data) => <AboutForm key={data.version} data={data} editable={!props.viewOnly} save={save} />}</WithLoaded>
    </AreaPageFrame>
  );
}

type Save = ReturnType<typeof usePageSetting<ProfileAbout>>['save'];

function AboutForm({ data, editable, save }: { data: ProfileAbout; editable: boolean; save: Save }) {
  const { t } = useTranslation('branchProfile');
  const [draft, setDraft] = useState({ publicName: data.publicName, description: data.description, categories: data.categories });
  const [tried, setTried] = useState(false);
  const form = usePresenceSave<ProfileAbout>(t('about.saved'));
  const say = useProblemWords();
  const problems = say({ ...(tried ? problemsOf(profileAboutSettingsSchema, draft) : {}), ...form.serverProblems });
  const dirty = JSON.stringify(draft) !== JSON.stringify({ publicName: data.publicName, description: data.description, categories: data.categories });
  const toggle = (category: BusinessCategory, on: boolean) =>
    setDraft({ ...draft, categories: on ? businessCategories.filter((c) => c === category || draft.categories.includes(c)) : draft.categories.filter((c) => c !== category) });
  const submit = async () => {
    setTried(true);
    if (Object.keys(problemsOf(profileAboutSettingsSchema, draft)).length > 0) return;
    await form.run(() => save((branchId, version) => saveAbout(branchId, draft, version)));
  };
  const disabled = !editable || form.saving;
  return (
    <ProfileForm label={t('about.formLabel')} failure={form.failure} editable={editable} saving={form.saving} dirty={dirty} onSubmit={() => void submit()}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <TitledSection id="about" title={t('about.title')} help={t('about.help')}>
          <TextField
            label={t('about.publicName')}
            value={draft.publicName}
            placeholder={data.branchName}
            onChange={(event) => setDraft({ ...draft, publicName: event.target.value })}
            disabled={disabled}
            error={Boolean(problems['publicName'])}
            helperText={problems['publicName'] ?? t('about.publicNameHelp', { name: data.branchName })}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('about.description')}
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            multiline
            minRows={5}
            disabled={disabled}
            error={Boolean(problems['description'])}
            helperText={problems['description'] ?? t('about.count', { used: draft.description.trim().length, max: descriptionMaxLength })}
            fullWidth
          />
        </TitledSection>
        <TitledSection id="categories" title={t('about.categories')} help={t('about.categoriesHelp')}>
          <FormGroup>
            {businessCategories.map((category) => (
              <FormControlLabel
                key={category}
                control={<Checkbox checked={draft.categories.includes(category)} onChange={(event) => toggle(category, event.target.checked)} disabled={disabled} />}
                label={t(`categories.${category}`)}
              />
            ))}
          </FormGroup>
        </TitledSection>
      </Box>
    </ProfileForm>
  );
}
