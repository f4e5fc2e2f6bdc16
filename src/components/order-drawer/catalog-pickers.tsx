import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { matchingOptions, type ServiceOption, type ServiceSection } from './catalog-pickers-options';
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

/**
 * A service by name or category, searched as typed with accents and case aside (a catalog may hold hundreds),
 * listed by category in the catalog's order; what the chosen employee does comes first, at their price and
 * length (`serviceOptions`). Each option says its length and price.
 */
export function ServicePicker({
  label,
  options,
  value,
  onChange,
  error,
  required,
  employeeName,
}: PickerProps<ServiceOption<Service>> & { employeeName: string }) {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  const currency = useWorkspace()?.branch?.ISOCurrency;
  const headOf = useMemo(() => groupHeads(options), [options]);
  const sectionTitle = (section: ServiceSection) =>
    section === 'mine' ? t('form.employeeServices', { name: employeeName }) : section === 'others' ? t('form.otherServices') : null;
  return (
    <Autocomplete
      options={options}
      value={options.find((option) => option.service.id === value) ?? null}
      getOptionLabel={(option) => option.service.name}
      getOptionKey={(option) => option.service.id}
      isOptionEqualToValue={(a, b) => a.service.id === b.service.id}
      groupBy={(option) => option.group}
      filterOptions={(all, state) => matchingOptions(all, state.inputValue)}
      onChange={(_event, option) => onChange(option?.service.id ?? null)}
      noOptionsText={t('form.noServices')}
      size="small"
      renderGroup={(params) => {
        const head = headOf.get(params.group);
        const title = head?.first ? sectionTitle(head.section) : null;
        return (
          <li key={params.key}>
            {title ? (
              <Typography variant="overline" component="div" color="primary" sx={{ px: 2, pt: 1, lineHeight: 2 }}>
                {title}
              </Typography>
            ) : null}
            <ListSubheader component="div" sx={{ lineHeight: '32px', top: -8 }}>
              {head?.category ?? t('form.noCategory')}
            </ListSubheader>
            <Box component="ul" sx={{ p: 0 }}>
              {params.children}
            </Box>
          </li>
        );
      }}
      renderOption={({ key, ...props }, option) => (
        // Named by the service alone, as the field then reads; its length and price describe it.
        <li key={key} {...props} aria-label={option.service.name} aria-describedby={`${props.id}-details`}>
          <Box sx={{ display: 'flex', gap: 1, width: '100%', alignItems: 'baseline' }}>
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
              {option.service.name}
            </Typography>
            <Typography id={`${props.id}-details`} variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {formats.duration(option.duration)} · {formats.money(option.price, currency)}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}

/** Per group: its category's name (null: none), its section, and whether it opens its section (which then gets a title). */
function groupHeads(options: readonly ServiceOption<Service>[]) {
  const heads = new Map<string, { category: string | null; section: ServiceSection; first: boolean }>();
  const opened = new Set<ServiceSection>();
  for (const option of options) {
    if (heads.has(option.group)) continue;
    heads.set(option.group, { category: option.category?.name ?? null, section: option.section, first: !opened.has(option.section) });
    opened.add(option.section);
  }
  return heads;
}

/** Who does it: the branch's team members, or with `noneLabel` also nobody in particular (null). */
export function EmployeePicker({ label, options, value, onChange, error, required, noneLabel }: PickerProps<Employee> & { noneLabel?: string }) {
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
      // The empty value shows its label only when there is one to show.
      slotProps={noneLabel ? { inputLabel: { shrink: true }, select: { displayEmpty: true } } : undefined}
    >
      {noneLabel ? <MenuItem value="">{noneLabel}</MenuItem> : null}
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
