import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/forms/date-input';
import { TimeInput } from '@/components/forms/time-input';
import { TitledSection } from '@/components/page/titled-section';
import { usePresenceSave } from '@/custom-screens/booking-presence-page/use-presence-save';
import { usePageSetting } from '@/custom-screens/online-booking/use-page-setting';
import { WithLoaded } from '@/custom-screens/online-booking/with-online-booking';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { profileHoursUpdateSchema, type HoursException, type ProfileHours } from '@/schema/online-booking/profile-hours';
import { addDays } from '@/schema/schedule/calendar';
import { getHours, saveHours } from './profile-api';
import { problemsOf, ProfileForm, useProblemWords } from './profile-form';

/**
 * Online booking → Presence → Hours: the branch's every-day hours (edited in the branch's settings, linked) and the
 * dated exceptions — closed days and special hours with a note — which the free times, the page and "why not" obey.
 */
export function ProfileHoursPage(props: AreaPageProps) {
  const { query, save } = usePageSetting('profile-hours', getHours);
  return (
    <AreaPageFrame {...props}>
      <WithLoaded query={query}>{(data) => <HoursForm key={data.version} data={data} editable={!props.viewOnly} save={save} />}</WithLoaded>
    </AreaPageFrame>
  );
}

type Save = ReturnType<typeof usePageSetting<ProfileHours>>['save'];

function HoursForm({ data, editable, save }: { data: ProfileHours; editable: boolean; save: Save }) {
  const { t } = useTranslation('branchProfile');
  const { orgId, branchId } = useParams();
  const [draft, setDraft] = useState<HoursException[]>(data.exceptions);
  const [tried, setTried] = useState(false);
  const form = usePresenceSave<ProfileHours>(t('hours.saved'));
  const checked = problemsOf(profileHoursUpdateSchema, { exceptions: draft, version: data.version });
  const say = useProblemWords();
  const problems = say({ ...(tried ? checked : {}), ...form.serverProblems });
  const dirty = JSON.stringify(draft) !== JSON.stringify(data.exceptions);
  const change = (index: number, patch: Partial<HoursException>) => {
    setDraft(draft.map((item, i) => (i === index ? { ...item, ...patch } : item)));
    form.clearServerProblems();
  };
  const add = () => {
    const last = draft.reduce((latest, item) => (item.date > latest ? item.date : latest), addDays(data.today, -1));
    setDraft([...draft, { date: addDays(last, 1), hours: null, note: '' }]);
  };
  const submit = async () => {
    setTried(true);
    if (Object.keys(checked).length > 0) return;
    const sorted = [...draft].sort((a, b) => a.date.localeCompare(b.date));
    await form.run(() => save((id, version) => saveHours(id, sorted, version)));
  };
  const disabled = !editable || form.saving;
  const problem = (index: number, field: string) => problems[`exceptions.${index}.${field}`];
  return (
    <ProfileForm label={t('hours.formLabel')} failure={form.failure} editable={editable} saving={form.saving} dirty={dirty} onSubmit={() => void submit()}>
      <TitledSection id="every-day" title={t('hours.everyDay')} help={t('hours.everyDayHelp')}>
        <Typography>{t('hours.range', { start: data.workingHours.start, end: data.workingHours.end })}</Typography>
        <Link component={RouterLink} to={`/chain/${orgId}/branch/${branchId}/settings`}>
          {t('hours.editInSettings')}
        </Link>
      </TitledSection>
      <TitledSection id="exceptions" title={t('hours.exceptions')} help={t('hours.exceptionsHelp')}>
        {draft.length === 0 ? <Typography color="text.secondary">{t('hours.none')}</Typography> : null}
        {draft.map((item, index) => (
          <Box key={index} role="group" aria-label={t('hours.exception', { date: item.date })} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '12.5rem auto 8.5rem 8.5rem 1fr auto' }, alignItems: 'start', py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <DateInput label={t('hours.date')} value={item.date} onChange={(date) => change(index, { date: date ?? '' })} minDate={data.today} disabled={disabled} error={Boolean(problem(index, 'date'))} helperText={problem(index, 'date')} />
            <FormControlLabel
              control={<Switch checked={item.hours === null} onChange={(event) => change(index, { hours: event.target.checked ? null : { ...data.workingHours } })} disabled={disabled} />}
              label={t('hours.closed')}
            />
            {item.hours ? (
              <>
                <TimeInput label={t('hours.opens')} value={item.hours.start} onChange={(start) => change(index, { hours: { ...item.hours!, start } })} disabled={disabled} />
                <TimeInput label={t('hours.closes')} value={item.hours.end} onChange={(end) => change(index, { hours: { ...item.hours!, end } })} disabled={disabled} error={Boolean(problem(index, 'hours.end'))} helperText={problem(index, 'hours.end')} />
              </>
            ) : (
              <Box sx={{ display: { xs: 'none', md: 'block' }, gridColumn: { md: 'span 2' } }} />
            )}
            <TextField label={t('hours.note')} value={item.note} onChange={(event) => change(index, { note: event.target.value })} disabled={disabled} error={Boolean(problem(index, 'note'))} helperText={problem(index, 'note')} />
            {editable ? (
              <IconButton aria-label={t('hours.remove', { date: item.date })} onClick={() => setDraft(draft.filter((_, i) => i !== index))} disabled={form.saving} sx={{ justifySelf: { xs: 'end', md: 'auto' } }}>
                <DeleteOutlined />
              </IconButton>
            ) : null}
          </Box>
        ))}
        {editable ? (
          <Button onClick={add} disabled={form.saving} sx={{ justifySelf: 'start' }}>
            {t('hours.add')}
          </Button>
        ) : null}
      </TitledSection>
    </ProfileForm>
  );
}
