import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { ErrorState } from '@/components/states/error-state';
import { ResourceFields } from '../engine/resource-fields';
import { useResourceRecord } from '../engine/use-resource-record';

/** A record's fields, loaded by id (a view-only edit page). */
export function RecordView({ definition, id }: { definition: AnyResourceDefinition; id: number }) {
  const { t } = useTranslation('resources');
  const { record, isError, error, refetch } = useResourceRecord(definition, id);
  if (isError) {
    const notFound = error?.statusCode === 404;
    return (
      <ErrorState
        title={notFound ? t('engine.notFound') : t('engine.loadFailed')}
        message={notFound ? undefined : error?.message}
        retryLabel={notFound ? undefined : t('engine.retry')}
        onRetry={notFound ? undefined : () => void refetch()}
      />
    );
  }
  if (!record) return <Skeleton variant="rounded" height={160} />;
  return <ResourceFields definition={definition} record={record} />;
}
