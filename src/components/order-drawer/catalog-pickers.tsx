import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Employee, Resource, Service } from './order-drawer-api';
import { personName } from './order-drawer-queries';

type PickerProps<T> = {
  label: string;
  options: readonly T[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  required?: boolean;
};

/** A service by name, searched as typed (a catalog may hold hundreds). */
export function ServicePicker({ label, options, value, onChange, error, required }: PickerProps<Service>) {
  const { t } = useTranslation('orders');
  return (
    <Autocomplete
      options={options}
      value={options.find((service) => service.id === value) ?? null}
      getOptionLabel={(service) => service.name}
      getOptionKey={(service) => service.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, service) => onChange(service?.id ?? null)}
      noOptionsText={t('form.noServices')}
      size="small"
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

/** Who does it: the branch's team members. */
export function EmployeePicker({ label, options, value, onChange, error, required }: PickerProps<Employee>) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      required={required}
      value={options.some((employee) => employee.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error}
    >
      {options.map((employee) => (
        <MenuItem key={employee.id} value={employee.id}>
          {personName(employee)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A room or piece of equipment the service needs, or none. */
export function ResourcePicker({ label, options, value, onChange, error }: PickerProps<Resource>) {
  const { t } = useTranslation('orders');
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={options.some((resource) => resource.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error}
    >
      <MenuItem value="">{t('form.noResource')}</MenuItem>
      {options.map((resource) => (
        <MenuItem key={resource.id} value={resource.id}>
          {resource.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
