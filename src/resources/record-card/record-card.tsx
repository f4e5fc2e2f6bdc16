import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '../area-page-props';
import { AreaPageFrame } from '../area-page/area-page-frame';
import { recordTitle } from '../engine/field-values';
import { resourcePagePath } from '../engine/resource-paths';
import { useResourceApiPath } from '../engine/use-resource-api-path';
import { useResourceRecord } from '../engine/use-resource-record';
import { RecordPhoto } from './record-photo';

export type RecordCardProps<T extends BaseRecord> = AreaPageProps & {
  definition: AnyResourceDefinition;
  /** The route parameter holding the record's id (`clientId`, `empId`). */
  idParam: string;
  /** False on the card's main page, which lists the tabs itself (phones). */
  showSectionTabs?: boolean;
  /** Buttons beside the card's title, on every tab ("Book"). */
  actions?: ReactNode;
  children: (record: T, apiPath: string) => ReactNode;
};

/**
 * A record with tabs of its own (the client card, the team member card): every tab page loads the record
 * through this frame, which titles the page with the record's name and shows the record's tabs. The record is
 * cached, so moving between tabs does not load it again.
 */
export function RecordCard<T extends BaseRecord>({ definition, idParam, showSectionTabs, actions, children, ...page }: RecordCardProps<T>) {
  const { t } = useTranslation('records');
  const params = useParams();
  const workspace = useWorkspace();
  const id = params[idParam] ?? '';
  const apiPath = useResourceApiPath(definition);
  const { record, isError, error, refetch } = useResourceRecord(definition, id);
  const result = record as T | undefined;
  const what = t(`${definition.name}.one`, { ns: 'resources' });
  const avatar = definition.avatar && result ? <RecordPhoto definition={definition} record={result} apiPath={apiPath} viewOnly={page.viewOnly} /> : undefined;

  // A record that is not there has no tabs and no actions, only the way back to its list.
  const missing = isError && error?.statusCode === 404;
  const listPath = resourcePagePath(definition, 'list', { orgId: workspace?.organization.id ?? 0, branchId: workspace?.branch?.id ?? null });

  let body: ReactNode;
  if (!isError && !result) body = <LoadingState label={t('common.loading', { ns: 'shell' })} />;
  else if (missing)
    body = (
      <Paper variant="outlined">
        <EmptyState
          title={t('notFound', { what })}
          description={t('notFoundText')}
          action={
            listPath ? (
              <Button component={RouterLink} to={listPath} variant="contained" startIcon={<ArrowBackIcon />}>
                {t('backToList')}
              </Button>
            ) : undefined
          }
        />
      </Paper>
    );
  else if (isError || !result)
    body = (
      <ErrorState
        title={t('loadFailed', { what })}
        message={error?.message}
        retryLabel={t('common.retry', { ns: 'shell' })}
        onRetry={() => void refetch()}
      />
    );
  else body = children(result, apiPath);

  return (
    <AreaPageFrame
      {...page}
      showSectionTabs={missing ? false : showSectionTabs}
      actions={missing ? undefined : actions}
      title={result ? recordTitle(definition, result) : undefined} avatar={avatar}
    >
      {body}
    </AreaPageFrame>
  );
}
