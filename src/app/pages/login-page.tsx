import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useLogin } from '@refinedev/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FullPageMessage } from '@/components/page/full-page-message';

/**
 * /login sends the browser to the sign-in service at once (ARCHITECTURE "Sign-in" step 1). It loads no
 * translations (spec §2 guard 5), so its few words carry an English default until a language is loaded.
 */
export function LoginPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const { mutate: login } = useLogin<{ redirectTo: string }>();
  const started = useRef(false);
  const redirectTo = params.get('to') ?? params.get('redirect') ?? '/';

  useEffect(() => {
    // Once, even under StrictMode's double effects: each start makes a new sign-in state.
    if (started.current) return;
    started.current = true;
    login({ redirectTo });
  }, [login, redirectTo]);

  return (
    <FullPageMessage
      fullScreen
      icon={
        <CircularProgress aria-label={t('login.preparing', { defaultValue: 'Opening the sign-in page…' })} />
      }
      title={t('login.title', { defaultValue: 'Sign in' })}
      actions={
        <Button variant="contained" startIcon={<LoginIcon />} onClick={() => login({ redirectTo })}>
          {t('login.continue', { defaultValue: 'Continue to sign-in' })}
        </Button>
      }
    >
      <p>{t('login.text', { defaultValue: 'You are being taken to the sign-in page.' })}</p>
    </FullPageMessage>
  );
}
