import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '@/components/page/titled-section';
import { usePresenceSave } from '@/custom-screens/booking-presence-page/use-presence-save';
import { usePageSetting } from '@/custom-screens/online-booking/use-page-setting';
import { WithLoaded } from '@/custom-screens/online-booking/with-online-booking';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { mapLinks, profileLocationUpdateSchema, type ProfileLocation } from '@/schema/online-booking/profile';
import { getLocation, saveLocation } from './profile-api';
import { problemsOf, ProfileForm, useProblemWords } from './profile-form';

/**
 * Online booking → Presence → Location: the branch's address, the area the chain's page groups it by, and its
 * coordinates, typed or taken from this device's position, checked on OpenStreetMap by a link (no map script: the
 * tiles need the internet and the coordinates are what the page uses).
 */
export function ProfileLocationPage(props: AreaPageProps) {
  const { query, save } = usePageSetting('profile-location', getLocation);
  return (
    <AreaPageFrame {...props}>
      <WithLoaded query={query}>{(data) => <LocationForm key={data.version} data={data} editable={!props.viewOnly} save={save} />}</WithLoaded>
    </AreaPageFrame>
  );
}

type Save = ReturnType<typeof usePageSetting<ProfileLocation>>['save'];
const coordinateText = (value: number | null) => (value === null ? '' : String(value));
/** Empty: none; a comma is read as the decimal point; anything else not a number is kept for the check to refuse. */
const coordinate = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

function LocationForm({ data, editable, save }: { data: ProfileLocation; editable: boolean; save: Save }) {
  const { t } = useTranslation('branchProfile');
  const initial = { address: data.address ?? '', area: data.area, latitude: coordinateText(data.latitude), longitude: coordinateText(data.longitude) };
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const form = usePresenceSave<ProfileLocation>(t('location.saved'));
  const value = { address: draft.address, area: draft.area, latitude: coordinate(draft.latitude), longitude: coordinate(draft.longitude), version: data.version };
  const checked = problemsOf(profileLocationUpdateSchema, value);
  const say = useProblemWords();
  const problems = say({ ...(tried ? checked : {}), ...form.serverProblems });
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const change = (patch: Partial<typeof draft>) => {
    setDraft({ ...draft, ...patch });
    form.clearServerProblems();
  };
  const submit = async () => {
    setTried(true);
    if (Object.keys(checked).length > 0) return;
    await form.run(() => save((branchId, version) => saveLocation(branchId, { address: value.address || null, area: value.area, latitude: value.latitude, longitude: value.longitude }, version)));
  };
  const here = () => {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        change({ latitude: position.coords.latitude.toFixed(6), longitude: position.coords.longitude.toFixed(6) });
      },
      () => setLocating('failed'),
      { timeout: 10_000 },
    );
  };
  const disabled = !editable || form.saving;
  const [osm] = Object.keys(checked).length === 0 ? mapLinks({ address: value.address || null, latitude: value.latitude, longitude: value.longitude }) : [];
  return (
    <ProfileForm label={t('location.formLabel')} failure={form.failure} editable={editable} saving={form.saving} dirty={dirty} onSubmit={() => void submit()}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <TitledSection id="address" title={t('location.address')} help={t('location.addressHelp')}>
          <TextField label={t('location.address')} value={draft.address} onChange={(event) => change({ address: event.target.value })} disabled={disabled} error={Boolean(problems['address'])} helperText={problems['address']} fullWidth />
          <TextField label={t('location.area')} value={draft.area} onChange={(event) => change({ area: event.target.value })} disabled={disabled} error={Boolean(problems['area'])} helperText={problems['area'] ?? t('location.areaHelp')} fullWidth />
        </TitledSection>
        <TitledSection id="coordinates" title={t('location.coordinates')} help={t('location.coordinatesHelp')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            <TextField label={t('location.latitude')} value={draft.latitude} onChange={(event) => change({ latitude: event.target.value })} disabled={disabled} error={Boolean(problems['latitude'])} helperText={problems['latitude']} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
            <TextField label={t('location.longitude')} value={draft.longitude} onChange={(event) => change({ longitude: event.target.value })} disabled={disabled} error={Boolean(problems['longitude'])} helperText={problems['longitude']} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            {editable && 'geolocation' in navigator ? (
              <Button onClick={here} disabled={disabled || locating === 'busy'}>
                {t(locating === 'busy' ? 'location.locating' : 'location.here')}
              </Button>
            ) : null}
            {osm ? (
              <Link href={osm.href} target="_blank" rel="noopener">
                {t('location.check')}
              </Link>
            ) : null}
          </Box>
          {locating === 'failed' ? <Box sx={{ color: 'error.main', typography: 'body2' }}>{t('location.hereFailed')}</Box> : null}
        </TitledSection>
      </Box>
    </ProfileForm>
  );
}
