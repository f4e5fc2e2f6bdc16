import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { languageSchema, type Language } from '@/schema/enums';
import { useNotificationWords } from './use-notification-words';

/** Which of the five languages a notification's words are edited in. */
export function LanguageSelect({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t } = useNotificationWords();
  return (
    <TextField select size="small" label={t('templates.language')} value={value} onChange={(change) => onChange(change.target.value as Language)} sx={{ minWidth: 180 }}>
      {languageSchema.options.map((language) => (
        <MenuItem key={language} value={language}>
          {t(`languages.${language}`, { ns: 'shell' })}
        </MenuItem>
      ))}
    </TextField>
  );
}
