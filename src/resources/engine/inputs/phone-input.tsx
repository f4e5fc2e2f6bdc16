import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialCodeOfCountry, phoneCountries, typePhone, type PhoneCountry } from '@/schema/phone';
import { useFormats } from '@/components/session/use-formats';
import type { InputFrameProps } from './basic-inputs';

export type PhoneInputProps = InputFrameProps & {
  /** The stored number (E.164), or what was typed while it is not a valid number yet. */
  value: unknown;
  onChange: (value: string | null) => void;
  nullable: boolean;
  /** The branch's country: where a new number starts and a number without its country code is from. */
  defaultCountry: PhoneCountry;
};

type Shown = { country: PhoneCountry; text: string };

/**
 * A stored number as the input shows it: its country in the selector (the branch's own when the calling code is
 * the branch's: `min` metadata may name GG for a British mobile) and the number in that country's format.
 */
function shownOf(value: unknown, defaultCountry: PhoneCountry): Shown {
  const number = typeof value === 'string' && value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
  if (!number?.isValid()) return { country: defaultCountry, text: typeof value === 'string' ? value : '' };
  if (`+${number.countryCallingCode}` === dialCodeOfCountry(defaultCountry)) return { country: defaultCountry, text: number.formatNational() };
  return number.country ? { country: number.country, text: number.formatNational() } : { country: defaultCountry, text: number.formatInternational() };
}

/**
 * A phone number as people write it (Fresha-like): the country code beside the number, starting from the branch's
 * country and never empty, the number formatted as it is typed (libphonenumber-js AsYouType). "+…" or "00…" typed
 * picks the country by itself. The value is the number in E.164 once it is a valid one, else the text as typed, so
 * the form's check (form-phones.ts) can say what is wrong.
 */
export function PhoneInput({ value, onChange, nullable, defaultCountry, label, error, helperText, required, disabled, size, onBlur, name }: PhoneInputProps) {
  const { t } = useTranslation('resources');
  const [shown, setShown] = useState<Shown>(() => shownOf(value, defaultCountry));
  // A value the form sets from outside (reset after saving, a reload) replaces what is shown; our own does not.
  const emitted = useRef(value);
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setShown(shownOf(value, defaultCountry));
  }, [value, defaultCountry]);

  // Country names in the person's script (Serbian in Latin letters), through the one locale rule of formats.ts.
  const { locale } = useFormats();
  const countryNames = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const countries = useMemo(() => {
    const named = phoneCountries.map((code) => ({ code, name: countryNames.of(code) ?? code }));
    named.sort((a, b) => (a.code === defaultCountry ? -1 : b.code === defaultCountry ? 1 : a.name.localeCompare(b.name, locale)));
    return named;
  }, [countryNames, defaultCountry, locale]);

  const emit = (text: string, country: PhoneCountry) => {
    const typed = typePhone(text, country);
    const next = text.trim() === '' ? (nullable ? null : '') : (typed.e164 ?? text);
    emitted.current = next;
    onChange(next);
    return typed;
  };

  const onText = (raw: string) => {
    // Formatting while deleting would put back the space just removed: a shorter text stays as it is.
    const deleting = raw.length < shown.text.length;
    const typed = emit(raw, shown.country);
    const country = raw.trim().startsWith('+') || raw.trim().startsWith('00') ? (typed.country ?? shown.country) : shown.country;
    setShown({ country, text: deleting ? raw : typed.text });
  };

  const onCountry = (country: PhoneCountry) => {
    const typed = emit(shown.text, country);
    setShown({ country, text: typed.text });
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '104px 1fr', sm: '120px 1fr' }, gap: 1.5, alignItems: 'start' }}>
      <TextField
        select
        label={t('engine.phoneCountry')}
        value={shown.country}
        onChange={(event) => onCountry(event.target.value as PhoneCountry)}
        disabled={disabled}
        size={size}
        slotProps={{
          select: {
            renderValue: (code) => dialCodeOfCountry(code as PhoneCountry),
            MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
          },
        }}
      >
        {countries.map(({ code, name: country }) => (
          <MenuItem key={code} value={code}>
            {`${country} ${dialCodeOfCountry(code)}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        fullWidth
        label={label}
        name={name}
        value={shown.text}
        onChange={(event) => onText(event.target.value)}
        onBlur={onBlur}
        error={error}
        helperText={helperText}
        required={required}
        disabled={disabled}
        size={size}
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
      />
    </Box>
  );
}
