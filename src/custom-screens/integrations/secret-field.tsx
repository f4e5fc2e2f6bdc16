import LockOutlined from '@mui/icons-material/LockOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export type SecretFieldProps = {
  label: string;
  value: string;
  /** A value is stored: the field says so, and left blank keeps it. The stored value itself never reaches the browser. */
  isSet: boolean;
  onChange: (value: string) => void;
  error?: string | undefined;
  help?: string | undefined;
  disabled: boolean;
  required?: boolean;
};

/** A write-only secret: typed to set or replace it, never shown back. */
export function SecretField({ label, value, isSet, onChange, error, help, disabled, required = false }: SecretFieldProps) {
  const { t } = useTranslation('integrations');
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={isSet ? t('secret.setPlaceholder') : ''}
      error={!!error}
      helperText={error ?? (isSet ? t('secret.keep') : help)}
      required={required && !isSet}
      disabled={disabled}
      fullWidth
      slotProps={{
        inputLabel: { shrink: isSet || value !== '' ? true : undefined },
        input: isSet ? { startAdornment: <InputAdornment position="start"><LockOutlined fontSize="small" aria-label={t('secret.stored')} /></InputAdornment> } : {},
      }}
    />
  );
}
