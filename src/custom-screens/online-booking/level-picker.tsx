import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BranchOnlineBooking } from '@/schema/online-booking/settings';
import { groupByCategory } from './bookable-groups';
import { branchTarget, chainTarget, rowOf, type RuleTarget } from './rule-targets';
import { useBookingWords } from './use-booking-words';

const levels = ['chain', 'branch', 'service', 'employee'] as const;

/**
 * Whose rules the form shows: the chain's defaults, this branch's, or one service's or team member's (picked in a
 * second list, which marks those that already have rules of their own).
 */
export function LevelPicker({ data, target, onChange }: { data: BranchOnlineBooking; target: RuleTarget; onChange: (target: RuleTarget) => void }) {
  const { t } = useBookingWords();
  const ownRules = (candidate: RuleTarget) => Object.keys(rowOf(data.rules, candidate)?.overrides ?? {}).length > 0;
  const nameWithMark = (name: string, candidate: RuleTarget) => (ownRules(candidate) ? t('rules.level.withOwnRules', { name }) : name);

  const pickLevel = (level: (typeof levels)[number]) => {
    if (level === 'chain') onChange(chainTarget);
    else if (level === 'branch') onChange(branchTarget);
    else {
      const first = (level === 'service' ? data.services : data.employees)[0];
      if (first) onChange({ level, id: first.id });
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <TextField
        select
        label={t('rules.level.label')}
        value={target.level}
        onChange={(event) => pickLevel(event.target.value as (typeof levels)[number])}
        sx={{ flex: '1 1 200px' }}
      >
        {levels.map((level) => (
          <MenuItem key={level} value={level} disabled={(level === 'service' && data.services.length === 0) || (level === 'employee' && data.employees.length === 0)}>
            {t(`rules.level.${level}`)}
          </MenuItem>
        ))}
      </TextField>
      {target.level === 'service' || target.level === 'employee' ? (
        <TextField
          select
          label={t(target.level === 'service' ? 'rules.level.servicePick' : 'rules.level.employeePick')}
          value={target.id}
          onChange={(event) => onChange({ level: target.level, id: Number(event.target.value) })}
          sx={{ flex: '2 1 240px' }}
        >
          {target.level === 'service'
            ? groupByCategory(data.services).flatMap((group) => [
                <ListSubheader key={`group-${group.category}`}>{group.category ?? t('basic.services.uncategorised')}</ListSubheader>,
                ...group.things.map((service) => (
                  <MenuItem key={service.id} value={service.id}>
                    {nameWithMark(service.name, { level: 'service', id: service.id })}
                  </MenuItem>
                )),
              ])
            : data.employees.map((employee) => (
                <MenuItem key={employee.id} value={employee.id}>
                  {nameWithMark(employee.name, { level: 'employee', id: employee.id })}
                </MenuItem>
              ))}
        </TextField>
      ) : null}
    </Box>
  );
}
