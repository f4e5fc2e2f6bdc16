import Paper from '@mui/material/Paper';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import type { AreaPageProps } from '../area-page-props';
import { AreaPageFrame } from '../area-page/area-page-frame';
import { recordTitle, type RecordValues } from '../engine/field-values';
import { withCreated } from '../engine/list-url-state';
import { resourceIdParam, resourcePagePath } from '../engine/resource-paths';
import { ResourceForm } from '../engine/resource-form';
import { useResourceAccess } from '../engine/use-resource-access';
import { useResourceRecord } from '../engine/use-resource-record';
import { RecordView } from './record-view';
import { goBack, numericParam } from './screen-params';

export type ResourceFormPageProps = AreaPageProps & {
  definition: AnyResourceDefinition;
  mode: 'create' | 'edit';
};

/**
 * Create and edit as pages (`units/new`, `memberships/edit/:membershipId`), an existing record's titled with its
 * name. A new record starts under the
 * parent named in the query (`?categoryId=5`); saving or cancelling goes back where the person came from, a new
 * record to its list, where it is shown first.
 */
export function ResourceFormPage({ definition, mode, ...page }: ResourceFormPageProps) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const workspace = useWorkspace();
  const { t } = useTranslation('resources');
  const access = useResourceAccess(definition, page.viewOnly);
  const id = mode === 'edit' ? numericParam(params, resourceIdParam(definition, 'edit')) : undefined;
  // The record's page is titled with its name (the form reads the same cached record).
  const { record } = useResourceRecord(definition, id);
  const parent = definition.screens.parent;
  const parentFromQuery = parent ? search.get(parent.field) : null;
  const defaults = useMemo<RecordValues>(
    () =>
      parent && parentFromQuery && /^\d+$/.test(parentFromQuery)
        ? { [parent.field]: Number(parentFromQuery) }
        : {},
    [parent, parentFromQuery],
  );

  const listPath = (record?: RecordValues) => {
    const fromRecord =
      parent && typeof record?.[parent.field] === 'number' ? (record[parent.field] as number) : undefined;
    const fromQuery =
      parent && typeof defaults[parent.field] === 'number' ? (defaults[parent.field] as number) : undefined;
    return resourcePagePath(definition, 'list', {
      orgId: workspace?.organization.id ?? 0,
      branchId: workspace?.branch?.id ?? null,
      // A list under a parent that allows "every parent" (-1) is the way back when none is known.
      parentId: fromRecord ?? fromQuery ?? (parent ? -1 : undefined),
    });
  };

  const allowed = mode === 'create' ? access.canCreate : access.canEdit;
  return (
    <AreaPageFrame {...page} title={record ? recordTitle(definition, record) : undefined}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        {!allowed ? (
          mode === 'edit' && id !== undefined ? (
            <RecordView definition={definition} id={id} />
          ) : (
            <EmptyState title={t('engine.notAllowed')} />
          )
        ) : (
          <ResourceForm
            definition={definition}
            mode={mode}
            id={id}
            defaultValues={defaults}
            onSaved={(saved) => {
              // A new record is shown at the top of its list (it would be past page 1 in the list's sort).
              const list = listPath(saved);
              if (mode === 'create' && list) void navigate(withCreated(list, Number(saved.id)), { replace: true });
              else goBack(navigate, list);
            }}
            onCancel={() => goBack(navigate, listPath())}
          />
        )}
      </Paper>
    </AreaPageFrame>
  );
}
