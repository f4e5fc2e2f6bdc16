import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { topLevelPaths } from '@/schema/routes';
import { FullPageMessage } from '@/components/page/full-page-message';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { sessionQueryKeys } from '@/components/session/session-query-keys';
import { completeSignIn } from '@/providers/auth-provider';

/**
 * /auth, where the sign-in service sends the browser back (ARCHITECTURE "Sign-in" step 3): the state is
 * checked, the first access token fetched, then on to `?redirect=`.
 */
export function SignInReturnPage() {
  const { t } = useTranslation(['shell', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useDocumentTitle(t('signInReturn.title'));

  useEffect(() => {
    // The state is single-use: StrictMode's second effect must not consume it again.
    if (started.current) return;
    started.current = true;
    void completeSignIn(params).then((result) => {
      if ('redirectTo' in result) {
        // A new session: nothing cached for whoever was signed in before may leak into it.
        queryClient.removeQueries({ queryKey: sessionQueryKeys.all });
        navigate(result.redirectTo, { replace: true });
      } else setError(result.error);
    });
  }, [params, navigate, queryClient]);

  if (error) {
    return (
      <FullPageMessage
        fullScreen
        icon={<ErrorOutlineIcon color="error" />}
        title={t('signInReturn.failed')}
        actions={
          <Button variant="contained" component={RouterLink} to={topLevelPaths.login}>
            {t('signInReturn.again')}
          </Button>
        }
      >
        <p role="alert">{t(error, { ns: 'common' })}</p>
      </FullPageMessage>
    );
  }
  return (
    <FullPageMessage
      fullScreen
      icon={<CircularProgress aria-label={t('signInReturn.title')} />}
      title={t('signInReturn.title')}
    >
      <p>{t('signInReturn.text')}</p>
    </FullPageMessage>
  );
}
