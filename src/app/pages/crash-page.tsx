import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '@/components/page/full-page-message';

/** Shown when a page fails to render or its code cannot be loaded (a new version was deployed, offline). */
export function CrashPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <FullPageMessage
      fullScreen
      icon={<ReportProblemOutlinedIcon />}
      title={t('crash.title')}
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('crash.reload')}
          </Button>
          <Button variant="outlined" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </>
      }
    >
      <p>{t('crash.text')}</p>
    </FullPageMessage>
  );
}
