import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import type { RuleOverrides } from '@/schema/online-booking/rules';
import type { BranchOnlineBooking } from '@/schema/online-booking/settings';
import { toHttpError } from '@/providers/data-provider';
import { RuleSourceChip } from './rule-source-chip';
import { branchTarget, inheritedAt, overridesOf, resolvedAt } from './rule-targets';
import { useBookingWords } from './use-booking-words';
import { useRulesSave } from './use-rules-save';

/**
 * Whether clients may book the branch online: the branch's `bookable` rule. Until the branch sets it, the chain's
 * default (or the product's) decides, and the card says so; once set, the card offers to follow the chain again.
 */
export function OnlineSwitchCard({ data, viewOnly }: { data: BranchOnlineBooking; viewOnly: boolean }) {
  const { t } = useBookingWords();
  const { open } = useNotification();
  const save = useRulesSave();
  const [saving, setSaving] = useState(false);
  const { values, sources } = resolvedAt(data, branchTarget);
  const inherited = inheritedAt(data, branchTarget);
  const own = sources.bookable === 'branch';
  const onOff = (on: boolean) => t(on ? 'basic.online.on' : 'basic.online.off');

  const write = async (overrides: RuleOverrides, done: string) => {
    setSaving(true);
    const outcome = await save(branchTarget, overrides);
    setSaving(false);
    if (outcome.saved) open?.({ type: 'success', message: done });
    else if (!outcome.stale) open?.({ type: 'error', message: t('saveFailed'), description: toHttpError(outcome.error).message });
  };
  // The branch's other rules go with the switch: a save replaces the whole set.
  const stored = overridesOf(data.rules, branchTarget);
  const toggle = (bookable: boolean) => void write({ ...stored, bookable }, t(bookable ? 'basic.online.turnedOn' : 'basic.online.turnedOff'));
  const followChain = () => {
    const rest = { ...stored };
    delete rest.bookable;
    void write(rest, t('basic.online.followingChain'));
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="online-switch-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" id="online-switch-title">
          {t('basic.online.title')}
        </Typography>
        <RuleSourceChip source={sources.bookable} own={own} />
      </Box>
      <FormControlLabel
        control={<Switch checked={values.bookable} disabled={viewOnly || saving} onChange={(_event, on) => toggle(on)} slotProps={{ input: { role: 'switch' } }} />}
        label={t('basic.online.switch')}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px' }}>
          {own
            ? t('basic.online.ownHelp', { value: onOff(inherited.values.bookable) })
            : t(sources.bookable === 'chain' ? 'basic.online.chainDecides' : 'basic.online.defaultDecides', { value: onOff(values.bookable) })}
        </Typography>
        {own && !viewOnly ? (
          <Button onClick={followChain} disabled={saving}>
            {t('basic.online.useChain')}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
