import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '@/components/page/full-page-message';

/** The user or the organisations could not be loaded (guards 1 and 2): say so and offer a retry. */
export function SessionErrorPage({
  failed,
  onRetry,
}: {
  failed: 'user' | 'organizations';
  onRetry: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <FullPageMessage
      fullScreen
      icon={<ErrorOutlineIcon />}
      title={t(failed === 'user' ? 'guard.userFailed' : 'guard.organizationsFailed')}
      actions={
        <Button variant="contained" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      <p>{t('guard.errorHint')}</p>
    </FullPageMessage>
  );
}
