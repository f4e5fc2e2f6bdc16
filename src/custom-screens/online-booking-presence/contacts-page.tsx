import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/page/titled-section';
import { usePresenceSave } from '@/custom-screens/booking-presence-page/use-presence-save';
import { usePageSetting } from '@/custom-screens/online-booking/use-page-setting';
import { WithLoaded } from '@/custom-screens/online-booking/with-online-booking';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { maxProfilePhones, profileContactsSettingsSchema, type ProfileContacts } from '@/schema/online-booking/profile';
import { formatPhone, type PhoneCountry } from '@/schema/phone';
import { getContacts, saveContacts } from './profile-api';
import { problemsOf, ProfileForm, useProblemWords } from './profile-form';

/** Online booking → Presence → Contacts: phones, e-mail, messengers and links the page shows as links. */
export function ProfileContactsPage(props: AreaPageProps) {
  const { query, save } = usePageSetting('profile-contacts', getContacts);
  return (
    <AreaPageFrame {...props}>
      <WithLoaded query={query}>{(data) => <ContactsForm key={data.version} data={data} editable={!props.viewOnly} save={save} />}</WithLoaded>
    </AreaPageFrame>
  );
}

type Save = ReturnType<typeof usePageSetting<ProfileContacts>>['save'];
type Draft = Omit<ProfileContacts, 'version' | 'phoneCountry'>;
type ContactField = 'email' | 'whatsapp' | 'viber' | 'telegram' | 'website' | 'instagram' | 'facebook' | 'tiktok';

function ContactsForm({ data, editable, save }: { data: ProfileContacts; editable: boolean; save: Save }) {
  const { t } = useTranslation('branchProfile');
  const country = data.phoneCountry as PhoneCountry;
  const shown = (phone: string) => (phone ? formatPhone(phone, country) : '');
  const initial: Draft = { ...data, phones: data.phones.map(shown), whatsapp: shown(data.whatsapp), viber: shown(data.viber) };
  const [draft, setDraft] = useState<Draft>(initial);
  const [tried, setTried] = useState(false);
  const form = usePresenceSave<ProfileContacts>(t('contacts.saved'));
  const schema = profileContactsSettingsSchema(country);
  const say = useProblemWords();
  const problems = say({ ...(tried ? problemsOf(schema, draft) : {}), ...form.serverProblems });
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const change = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    form.clearServerProblems();
  };
  const submit = async () => {
    setTried(true);
    const value = { ...draft, phones: draft.phones.filter((phone) => phone.trim() !== '') };
    if (Object.keys(problemsOf(schema, value)).length > 0) return;
    await form.run(() => save((branchId, version) => saveContacts(branchId, value, version)));
  };
  const disabled = !editable || form.saving;
  const field = (name: ContactField) => (
    <TextField
      key={name}
      label={t(`contacts.${name}`)}
      value={draft[name]}
      onChange={(event) => change({ [name]: event.target.value })}
      disabled={disabled}
      error={Boolean(problems[name])}
      helperText={problems[name] ?? t(`contacts.${name}Help`)}
      fullWidth
      slotProps={{ htmlInput: { spellCheck: false, inputMode: name === 'whatsapp' || name === 'viber' ? 'tel' : name === 'email' ? 'email' : 'url' } }}
    />
  );
  return (
    <ProfileForm label={t('contacts.formLabel')} failure={form.failure} editable={editable} saving={form.saving} dirty={dirty} onSubmit={() => void submit()}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <TitledSection id="phones" title={t('contacts.phones')} help={t('contacts.phonesHelp')}>
          {draft.phones.map((phone, index) => (
            <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
              <TextField
                label={t('contacts.phone', { n: index + 1 })}
                value={phone}
                onChange={(event) => change({ phones: draft.phones.map((p, i) => (i === index ? event.target.value : p)) })}
                disabled={disabled}
                error={Boolean(problems[`phones.${index}`])}
                helperText={problems[`phones.${index}`]}
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'tel' } }}
              />
              {editable ? (
                <IconButton aria-label={t('contacts.removePhone')} onClick={() => change({ phones: draft.phones.filter((_, i) => i !== index) })} disabled={form.saving}>
                  <DeleteOutlined />
                </IconButton>
              ) : null}
            </Box>
          ))}
          {editable && draft.phones.length < maxProfilePhones ? (
            <Button onClick={() => change({ phones: [...draft.phones, ''] })} disabled={form.saving} sx={{ justifySelf: 'start' }}>
              {t('contacts.addPhone')}
            </Button>
          ) : null}
          {field('email')}
        </TitledSection>
        <TitledSection id="messengers" title={t('contacts.messengers')} help={t('contacts.messengersHelp')}>
          {field('whatsapp')}
          {field('viber')}
          {field('telegram')}
        </TitledSection>
        <TitledSection id="links" title={t('contacts.links')} help={t('contacts.linksHelp')}>
          {field('website')}
          {field('instagram')}
          {field('facebook')}
          {field('tiktok')}
        </TitledSection>
      </Box>
    </ProfileForm>
  );
}
