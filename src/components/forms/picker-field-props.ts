import type { SxProps, Theme } from '@mui/material/styles';
import type { Ref } from 'react';

/** What the date and the time input take besides their value: the props of the text field they draw. */
export type PickerFieldProps = {
  onBlur?: () => void;
  label: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string | undefined;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLInputElement>;
};
