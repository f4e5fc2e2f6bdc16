import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/schema/enums';
import type { Branch } from '@/schema/organization';

export type RolePickerProps = { value: Role; roles: readonly Role[]; onChange: (role: Role) => void; disabled?: boolean };

/** The role, each with a line on what it may do. */
export function RolePicker({ value, roles, onChange, disabled = false }: RolePickerProps) {
  const { t } = useTranslation('settings');
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 0.5 }}>
        {t('access.role')}
      </FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value} onChange={(_, next) => onChange(next as Role)}>
        {roles.map((role) => (
          <FormControlLabel
            key={role}
            value={role}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Box>
                <Typography>{t(`roles.${role}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`roleHints.${role}`)}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export type BranchPickerProps = {
  branches: readonly Branch[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
  disabled?: boolean;
};

/** The branches an administrator or employee gets; owners need none (they reach every branch). */
export function BranchPicker({ branches, value, onChange, error, disabled = false }: BranchPickerProps) {
  const { t } = useTranslation('settings');
  const labelId = useId();
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) => onChange(branches.map((b) => b.id).filter((b) => (b === id ? on : chosen.has(b))));
  return (
    <FormControl component="fieldset" error={!!error} disabled={disabled}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 0.5 }}>
        {t('access.branches')}
      </FormLabel>
      <FormGroup aria-labelledby={labelId}>
        {branches.map((branch) => (
          <FormControlLabel
            key={branch.id}
            control={<Checkbox checked={chosen.has(branch.id)} onChange={(_, on) => toggle(branch.id, on)} />}
            label={branch.name}
          />
        ))}
      </FormGroup>
      <FormHelperText>{error ?? t('access.branchesHelp')}</FormHelperText>
    </FormControl>
  );
}
