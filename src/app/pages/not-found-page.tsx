import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { topLevelPaths } from '@/schema/routes';
import { FullPageMessage } from '@/components/page/full-page-message';
import { useDocumentTitle } from '@/components/page/use-document-title';

/** Unknown paths and chains or branches that are not the user's (spec §2 guard 2, §8). */
export function NotFoundPage({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('notFound.title'));
  return (
    <FullPageMessage
      fullScreen={fullScreen}
      icon={<SearchOffIcon />}
      title={t('notFound.title')}
      actions={
        <Button variant="contained" component={RouterLink} to={topLevelPaths.root}>
          {t('notFound.home')}
        </Button>
      }
    >
      <p>{t('notFound.text')}</p>
    </FullPageMessage>
  );
}
