import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { languageSchema, type Language } from '@/schema/enums';
import { networkTextMaxLength, type LocalisedText } from '@/schema/network/network-site';

/** Each language by its own name, as a visitor of the site picks it (not translated). */
export const nativeLanguageNames: Record<Language, string> = { EN: 'English', SR: 'Srpski', RU: 'Русский', TR: 'Türkçe', PT: 'Português' };

type Props = {
  label: string;
  help: string;
  value: LocalisedText;
  language: Language;
  onLanguage: (language: Language) => void;
  onChange: (value: LocalisedText) => void;
  disabled: boolean;
};

/** A text in five languages: a tab a language (a dot marks the written ones), the selected one's field under them. */
export function LocalisedTextField({ label, help, value, language, onLanguage, onChange, disabled }: Props) {
  const { t } = useTranslation('network');
  const text = value[language] ?? '';
  return (
    <>
      <Tabs value={language} onChange={(_event, next: Language) => onLanguage(next)} variant="scrollable" allowScrollButtonsMobile aria-label={t('languages')}>
        {languageSchema.options.map((lang) => (
          <Tab key={lang} value={lang} label={`${nativeLanguageNames[lang]}${value[lang]?.trim() ? ' •' : ''}`} />
        ))}
      </Tabs>
      <TextField
        label={`${label} (${nativeLanguageNames[language]})`}
        value={text}
        onChange={(event) => onChange({ ...value, [language]: event.target.value })}
        disabled={disabled}
        multiline
        minRows={4}
        fullWidth
        error={text.length > networkTextMaxLength}
        helperText={text.length > networkTextMaxLength ? t('tooLong', { max: networkTextMaxLength }) : help}
      />
    </>
  );
}
