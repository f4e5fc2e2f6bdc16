import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WorkSlotType } from '@/schema/schedule/work-slot';
import { ShiftFields, shiftHoursValid, type ShiftHours } from './shift-fields';
import { SlotIcon, slotTypeKey, slotTypes } from './work-slot-looks';

export type EditMode = 'add' | 'delete';
export type AddChoice = { type: WorkSlotType; hours: ShiftHours };

type SlotEditBarProps = {
  mode: EditMode;
  onMode: (mode: EditMode) => void;
  choice: AddChoice;
  onChoice: (choice: AddChoice) => void;
  /** How many cells are chosen. */
  count: number;
  saving: boolean;
  onApply: () => void;
  onClear: () => void;
};

/**
 * The spec's slot edit mode: in add mode the chosen cells get a type (and a shift's hours); in delete mode
 * their slots are removed. The cells are chosen on the grid.
 */
export function SlotEditBar({ mode, onMode, choice, onChoice, count, saving, onApply, onClear }: SlotEditBarProps) {
  const { t } = useTranslation('workSlots');
  const active = choice.type === 'work_slot.active';
  const ready = count > 0 && !saving && (mode === 'delete' || !active || shiftHoursValid(choice.hours));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
      <ToggleButtonGroup exclusive size="small" value={mode} onChange={(_event, value: EditMode | null) => value && onMode(value)} aria-label={t('edit.mode')}>
        <ToggleButton value="add">
          <AddIcon fontSize="small" sx={{ mr: 0.5 }} />
          {t('edit.add')}
        </ToggleButton>
        <ToggleButton value="delete">
          <DeleteIcon fontSize="small" sx={{ mr: 0.5 }} />
          {t('edit.delete')}
        </ToggleButton>
      </ToggleButtonGroup>
      {mode === 'add' ? (
        <>
          <TextField select size="small" label={t('edit.type')} value={choice.type} onChange={(event) => onChoice({ ...choice, type: event.target.value as WorkSlotType })} sx={{ minWidth: 180 }}>
            {slotTypes.map((type) => (
              <MenuItem key={type} value={type}>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  <SlotIcon type={type} />
                  {t(slotTypeKey(type), { ns: 'schedule' })}
                </Box>
              </MenuItem>
            ))}
          </TextField>
          {active ? <ShiftFields hours={choice.hours} onChange={(hours) => onChoice({ ...choice, hours })} /> : null}
        </>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" color={mode === 'delete' ? 'error' : 'primary'} disabled={!ready} onClick={onApply}>
          {mode === 'delete' ? t('edit.applyDelete', { count }) : t('edit.applyAdd', { count })}
        </Button>
        <Button disabled={count === 0 || saving} onClick={onClear}>
          {t('edit.clear')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {count === 0 ? t('edit.hint') : t('edit.chosen', { count })}
        </Typography>
      </Box>
    </Box>
  );
}
