import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterCondition, FilterGroup } from '@/schema/list-query';
import type { MatchMode } from '@/schema/protocol';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { filterFields, newCondition, withMatchMode, type FilterField } from '../filter-conditions';
import { useDraft } from '../use-draft';
import { useResourceLabels } from '../use-resource-labels';
import { FilterValueInput } from './filter-value-input';

export type FilterBarProps = {
  definition: AnyResourceDefinition;
  group: FilterGroup;
  onChange: (group: FilterGroup) => void;
  /** The page's own conditions leave no room for `or` (the grammar has no nesting). */
  allowOr: boolean;
};

const same = (a: FilterGroup, b: FilterGroup) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Conditions over the definition's filterable fields, combined by and / or; handed on once typing pauses.
 */
export function FilterBar({ definition, group, onChange, allowOr }: FilterBarProps) {
  const { t } = useTranslation('resources');
  const labels = useResourceLabels(definition);
  const fields = useMemo(() => filterFields(definition), [definition]);
  const [draft, setDraft] = useDraft(group, onChange, { delayMs: 400, same });

  const fieldOf = (name: string): FilterField | undefined => fields.find((f) => f.field === name);
  const setCondition = (index: number, next: FilterCondition) =>
    setDraft((d) => ({ ...d, conditions: d.conditions.map((c, i) => (i === index ? next : c)) }));
  const remove = (index: number) => setDraft((d) => ({ ...d, conditions: d.conditions.filter((_, i) => i !== index) }));
  const add = () => {
    const first = fields[0];
    if (first) setDraft((d) => ({ ...d, conditions: [...d.conditions, newCondition(first)] }));
  };

  return (
    <Box role="group" aria-label={t('engine.filters.title')} sx={{ display: 'grid', gap: 1.5 }}>
      {draft.conditions.map((condition, index) => {
        const filter = fieldOf(condition.field);
        if (!filter) return null;
        const fieldLabel = labels.field(condition.field);
        return (
          <Box
            key={index}
            data-testid="filter-condition"
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              // On phones a condition takes two rows: a line tells one condition from the next.
              pb: { xs: 1.5, md: 0 },
              borderBottom: { xs: 1, md: 0 },
              borderColor: 'divider',
              gridTemplateColumns: { xs: '1fr 1fr auto', md: 'minmax(140px, 200px) minmax(140px, 200px) 1fr auto' },
            }}
          >
            <TextField
              select
              size="small"
              label={t('engine.filters.field')}
              value={condition.field}
              onChange={(e) => {
                const next = fieldOf(e.target.value);
                if (next) setCondition(index, newCondition(next));
              }}
            >
              {fields.map((f) => (
                <MenuItem key={f.field} value={f.field}>
                  {labels.field(f.field)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('engine.filters.matchMode')}
              value={condition.matchMode}
              onChange={(e) => setCondition(index, withMatchMode(condition, e.target.value as MatchMode, filter.kind))}
            >
              {filter.modes.map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {t(`matchModes.${mode}`)}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              aria-label={t('engine.filters.remove', { field: fieldLabel })}
              onClick={() => remove(index)}
              sx={{ gridColumn: { xs: 3, md: 4 }, gridRow: 1 }}
            >
              <CloseIcon />
            </IconButton>
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 3 }, gridRow: { xs: 2, md: 1 }, minWidth: 0 }}>
              <FilterValueInput
                definition={definition}
                filter={filter}
                condition={condition}
                label={t('engine.filters.value', { field: fieldLabel })}
                onChange={(value) => setCondition(index, { ...condition, value })}
              />
            </Box>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" startIcon={<AddIcon />} onClick={add} disabled={fields.length === 0 || draft.conditions.length >= 20}>
          {t('engine.filters.add')}
        </Button>
        {allowOr && draft.conditions.length > 1 ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={draft.combiner}
            onChange={(_e, combiner: FilterGroup['combiner'] | null) => combiner && setDraft((d) => ({ ...d, combiner }))}
            aria-label={t('engine.filters.combiner')}
          >
            <ToggleButton value="and">{t('engine.filters.and')}</ToggleButton>
            <ToggleButton value="or">{t('engine.filters.or')}</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
        {draft.conditions.length > 0 ? (
          <Button size="small" color="inherit" onClick={() => setDraft({ combiner: 'and', conditions: [] })}>
            {t('engine.filters.clearAll')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
