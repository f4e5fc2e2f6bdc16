import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/**
 * Said once, at the top of an area's page, to a person whose role or plan opens the area view-only; the menu's
 * link keeps the area's own name and only describes it so.
 */
export function ViewOnlyNotice() {
  const { t } = useTranslation('shell');
  return (
    <Alert severity="info" variant="outlined" data-testid="view-only-notice" sx={{ mb: 2, py: 0 }}>
      {t('layout.viewOnlyNotice')}
    </Alert>
  );
}
