import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export type FilterOption = { value: string; label: string };

/**
 * One filter of a list's filter bar: a small select whose empty value means "any" (`anyLabel`), its label always up so
 * "any" reads as a choice. 170 px on wider screens; on phones the whole row unless `sx` says otherwise.
 */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  anyLabel,
  sx = { minWidth: { xs: '100%', sm: 170 } },
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  anyLabel: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={sx}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
