import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Said under a report a read replica answered (reports-api.ts `fromReplica`): quiet, as the lag is seconds. */
export function ReplicaNote() {
  const { t } = useTranslation('reports');
  return (
    <Typography variant="caption" color="text.secondary">
      {t('replicaNote')}
    </Typography>
  );
}
