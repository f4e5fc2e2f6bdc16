import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialCodeOfCountry, phoneCountries, type PhoneCountry } from '@/schema/phone';
import { useFormats } from '@/components/session/use-formats';

type Props = {
  countries: readonly PhoneCountry[];
  branchCountry: PhoneCountry;
  onChange: (countries: PhoneCountry[]) => void;
  editable: boolean;
  error: string | undefined;
};

/**
 * The countries whose phone numbers get codes by SMS: each listed with its name in the person's language and its
 * calling code, removed one by one; another added by name or calling code. The branch's own country is marked.
 */
export function SmsCountriesField({ countries, branchCountry, onChange, editable, error }: Props) {
  const { t } = useTranslation('onlineBooking');
  const { locale } = useFormats();
  const [typed, setTyped] = useState('');
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const nameOf = (country: PhoneCountry) => names.of(country) ?? country;
  const options = useMemo(() => {
    const left = phoneCountries.filter((country) => !countries.includes(country)).map((country) => ({ country, name: names.of(country) ?? country }));
    left.sort((a, b) => (a.country === branchCountry ? -1 : b.country === branchCountry ? 1 : a.name.localeCompare(b.name, locale)));
    return left;
  }, [countries, branchCountry, names, locale]);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {countries.length > 0 ? (
        <List dense aria-label={t('verification.countries.listLabel')} sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, py: 0 }}>
          {countries.map((country, index) => (
            <ListItem
              key={country}
              divider={index < countries.length - 1}
              secondaryAction={
                editable ? (
                  <IconButton edge="end" aria-label={t('verification.countries.remove', { country: nameOf(country) })} onClick={() => onChange(countries.filter((kept) => kept !== country))}>
                    <DeleteOutline />
                  </IconButton>
                ) : null
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {nameOf(country)}
                    {country === branchCountry ? <Chip size="small" label={t('verification.countries.branchCountry')} /> : null}
                  </Box>
                }
                secondary={dialCodeOfCountry(country)}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: error ? 'error.main' : 'divider', borderRadius: 1, p: 2 }}>
          <Typography variant="body2">{t('verification.countries.empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('verification.countries.emptyHelp')}
          </Typography>
        </Box>
      )}
      {error ? (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      ) : null}
      {editable ? (
        <Autocomplete
          options={options}
          value={null}
          inputValue={typed}
          onInputChange={(_event, value, reason) => setTyped(reason === 'reset' ? '' : value)}
          onChange={(_event, picked) => {
            if (picked) onChange([...countries, picked.country]);
            setTyped('');
          }}
          getOptionLabel={(option) => `${option.name} ${dialCodeOfCountry(option.country)}`}
          isOptionEqualToValue={(option, value) => option.country === value.country}
          noOptionsText={t('verification.countries.noOptions')}
          autoHighlight
          blurOnSelect
          renderInput={(params) => <TextField {...params} label={t('verification.countries.add')} helperText={t('verification.countries.addHelp')} />}
          sx={{ maxWidth: 420 }}
        />
      ) : null}
    </Box>
  );
}
