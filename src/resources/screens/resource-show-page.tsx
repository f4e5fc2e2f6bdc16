import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ListAltIcon from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { FilterCondition } from '@/schema/list-query';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { findResource, resourceRegistry } from '@/schema/resources';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import type { AreaPageProps } from '../area-page-props';
import { AreaPageFrame } from '../area-page/area-page-frame';
import { DeleteResourceButton } from '../engine/delete-resource-button';
import { recordTitle } from '../engine/field-values';
import { resourceIdParam, resourcePagePath } from '../engine/resource-paths';
import { childResources } from '../engine/resource-screens';
import { ResourceFields } from '../engine/resource-fields';
import { ResourceFormDialog } from '../engine/resource-form-dialog';
import { ResourceList } from '../engine/resource-list';
import { useResourceAccess } from '../engine/use-resource-access';
import { useResourceLabels } from '../engine/use-resource-labels';
import { useResourceRecord } from '../engine/use-resource-record';
import { numericParam } from './screen-params';

export type ResourceShowPageProps = AreaPageProps & {
  definition: AnyResourceDefinition;
  /** A resource listed on this very page under the record (a category's services). */
  childList?: string;
};

/**
 * A record's page: its fields, edit (its page or a dialog) and delete, links to the lists kept under it
 * (a vacancy's replies) and the list that lives on this page (a category's services). A negative id on a
 * page that may take one (`services/-1`) is "every parent": only the list, unfiltered.
 */
export function ResourceShowPage({ definition, childList, ...page }: ResourceShowPageProps) {
  const { t } = useTranslation('resources');
  const params = useParams();
  const navigate = useNavigate();
  const workspace = useWorkspace();
  const access = useResourceAccess(definition, page.viewOnly);
  const [editing, setEditing] = useState(false);
  const id = numericParam(params, resourceIdParam(definition, 'show'));
  const embedded = childList ? findResource(childList) : undefined;
  const embeddedLabels = useResourceLabels(embedded ?? definition);
  const everyParent = id !== undefined && id < 0;
  const { record, isError, error, refetch } = useResourceRecord(definition, everyParent ? undefined : id);
  const ws = { orgId: workspace?.organization.id ?? 0, branchId: workspace?.branch?.id ?? null };
  const fixedFilters = useMemo<FilterCondition[]>(
    () => (embedded?.screens.parent && id !== undefined && id >= 0 ? [{ field: embedded.screens.parent.field, matchMode: 'equals', value: id }] : []),
    [embedded, id],
  );
  const listBelow = embedded ? (
    <Box component="section" aria-label={embeddedLabels.title} sx={{ mt: 3 }}>
      {everyParent ? null : (
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {embeddedLabels.title}
        </Typography>
      )}
      <ResourceList definition={embedded} viewOnly={page.viewOnly} fixedFilters={fixedFilters} />
    </Box>
  ) : null;

  if (everyParent) {
    return (
      <AreaPageFrame {...page} title={embeddedLabels.title}>
        {listBelow}
      </AreaPageFrame>
    );
  }

  const listPath = resourcePagePath(definition, 'list', ws);
  const editPage = id !== undefined ? resourcePagePath(definition, 'edit', { ...ws, id }) : null;
  const children = childResources(definition, resourceRegistry).filter((child) => child.name !== childList);

  let body;
  if (isError) {
    body =
      error?.statusCode === 404 ? (
        <Paper variant="outlined">
          <EmptyState title={t('engine.notFound')} />
        </Paper>
      ) : (
        <ErrorState title={t('engine.loadFailed')} message={error?.message} retryLabel={t('engine.retry')} onRetry={() => void refetch()} />
      );
  } else if (!record) {
    body = <Skeleton variant="rounded" height={200} />;
  } else {
    body = (
      <>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ResourceFields definition={definition} record={record} />
        </Paper>
        {children.length > 0 ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            {children.map((child) => {
              const to = resourcePagePath(child, 'list', { ...ws, parentId: id });
              return to ? <ChildLink key={child.name} child={child} to={to} /> : null;
            })}
          </Box>
        ) : null}
        {listBelow}
        <ResourceFormDialog open={editing} definition={definition} mode="edit" id={id} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      </>
    );
  }

  const actions =
    record && (access.canEdit || access.canDelete) ? (
      <>
        {access.canEdit ? (
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            onClick={() => (editPage ? navigate(editPage) : setEditing(true))}
            aria-label={t('engine.editNamed', { name: recordTitle(definition, record) })}
          >
            {t('engine.edit')}
          </Button>
        ) : null}
        {access.canDelete ? (
          <DeleteResourceButton definition={definition} record={record} onDeleted={() => listPath && navigate(listPath, { replace: true })} />
        ) : null}
      </>
    ) : undefined;

  return (
    <AreaPageFrame {...page} title={record ? recordTitle(definition, record) : undefined} actions={actions}>
      {body}
    </AreaPageFrame>
  );
}

function ChildLink({ child, to }: { child: AnyResourceDefinition; to: string }) {
  const labels = useResourceLabels(child);
  return (
    <Button component={RouterLink} to={to} variant="outlined" startIcon={<ListAltIcon />}>
      {labels.title}
    </Button>
  );
}
