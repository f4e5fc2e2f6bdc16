import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BranchOnlineBooking } from '@/schema/online-booking/settings';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { LevelPicker } from './level-picker';
import { branchTarget, levelsOf, resolvedAt, type RuleTarget } from './rule-targets';
import { RulesForm } from './rules-form';
import { useBookingWords } from './use-booking-words';
import { WhyNotCard } from './why-not-card';
import { WithOnlineBooking } from './with-online-booking';

/**
 * Online booking → Settings → Booking rules: the rules of one level at a time (the chain's defaults, this branch, a
 * service, a team member), each inheriting or set here, beside "why is this time not bookable online?".
 */
export function BookingRulesPage(props: AreaPageProps) {
  return (
    <AreaPageFrame {...props}>
      <WithOnlineBooking>{(data) => <RulesScreen data={data} viewOnly={props.viewOnly} />}</WithOnlineBooking>
    </AreaPageFrame>
  );
}

function RulesScreen({ data, viewOnly }: { data: BranchOnlineBooking; viewOnly: boolean }) {
  const { t } = useBookingWords();
  const [target, setTarget] = useState<RuleTarget>(branchTarget);
  const chainLocked = target.level === 'chain' && !data.canEditChain;
  // A service's or a team member's switch off closes it whatever its rules say: said above its form.
  const closed = target.level !== 'chain' && !resolvedAt(data, target).values.bookable;
  const levelNote = chainLocked ? t('rules.level.chainLocked') : closed ? t(`rules.level.closed.${target.level}`) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { lg: 'minmax(0, 3fr) minmax(320px, 2fr)' }, alignItems: 'start', maxWidth: 1280 }}>
      <Paper variant="outlined" component="section" aria-labelledby="rules-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" id="rules-title">
          {t('rules.title')}
        </Typography>
        <LevelPicker data={data} target={target} onChange={setTarget} />
        <Typography variant="body2" color="text.secondary">
          {t(`rules.level.intro.${target.level}`)}
          {levelNote ? ` ${levelNote}` : null}
        </Typography>
        {/* Remade from what the server holds whenever a level it reads changes (a save, a reload). */}
        <RulesForm key={JSON.stringify([target, levelsOf(data, target)])} data={data} target={target} editable={!viewOnly && !chainLocked} />
      </Paper>
      <WhyNotCard data={data} />
    </Box>
  );
}
