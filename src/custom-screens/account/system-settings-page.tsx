import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { useNotification } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { languageSchema, themeModeSchema, type Language, type ThemeMode } from '@/schema/enums';
import type { User, UserUpdate } from '@/schema/user';
import { storeHideSnowflake } from '@/lib/snowfall-window';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { useUpdateCurrentUser } from '@/components/session/use-current-user';
import { changeLanguage } from '@/providers/i18n-provider';
import { WithCurrentUser } from './with-current-user';

/** Each language named in itself, so anyone can find their own whatever the UI language is. */
const nativeNames: Record<Language, string> = {
  EN: 'English',
  SR: 'Srpski',
  RU: 'Русский',
  TR: 'Türkçe',
  PT: 'Português',
};

/** /account/settings/system-settings: language, theme and snowfall, each saved as soon as it changes. */
export function SystemSettingsPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('account.nav.systemSettings'));
  return (
    <Box sx={{ maxWidth: 720, display: 'grid', gap: 3, '& > header': { mb: 0 } }}>
      <PageHeader title={t('account.nav.systemSettings')} />
      <WithCurrentUser>{(me) => <SystemSettingsForm me={me} />}</WithCurrentUser>
    </Box>
  );
}

function SystemSettingsForm({ me }: { me: User }) {
  const { t } = useTranslation('shell');
  const update = useUpdateCurrentUser();
  const { setMode } = useColorScheme();
  const { open } = useNotification();

  const save = (patch: UserUpdate, undo: () => void) =>
    update.mutate(patch, {
      onSuccess: () => open?.({ type: 'success', message: t('account.saved'), key: 'system-settings' }),
      onError: () => {
        undo();
        open?.({ type: 'error', message: t('common.genericError'), key: 'system-settings' });
      },
    });

  const onLanguage = (language: Language) => {
    const previous = me.ISOLanguage;
    // The UI switches at once (every screen re-renders in it); the profile keeps it for the next device.
    void changeLanguage(language);
    save({ ISOLanguage: language }, () => void changeLanguage(previous));
  };
  const onTheme = (theme: ThemeMode) => {
    const previous = me.theme;
    setMode(theme);
    save({ theme }, () => setMode(previous));
  };
  const onSnow = (show: boolean) => {
    storeHideSnowflake(!show);
    save({ hideSnowflake: !show }, () => storeHideSnowflake(show));
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
      <TextField
        select
        id="language-select"
        label={t('account.settings.language')}
        value={me.ISOLanguage}
        onChange={(event) => onLanguage(languageSchema.parse(event.target.value))}
        helperText={t('account.settings.languageHelp')}
        sx={{ maxWidth: 360 }}
      >
        {languageSchema.options.map((language) => (
          <MenuItem key={language} value={language} lang={language.toLowerCase()}>
            {nativeNames[language]}
          </MenuItem>
        ))}
      </TextField>

      <FormControl>
        <FormLabel id="theme-label">{t('account.settings.theme')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="theme-label"
          value={me.theme}
          onChange={(event) => onTheme(themeModeSchema.parse(event.target.value))}
        >
          {themeModeSchema.options.map((mode) => (
            <FormControlLabel
              key={mode}
              value={mode}
              control={<Radio />}
              label={t(`account.theme.${mode}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>

      <Box>
        <FormControlLabel
          control={<Switch checked={!me.hideSnowflake} onChange={(event) => onSnow(event.target.checked)} />}
          label={t('account.settings.snowfall')}
        />
        <Typography variant="body2" color="text.secondary">
          {t('account.settings.snowfallHelp')}
        </Typography>
      </Box>
    </Paper>
  );
}
