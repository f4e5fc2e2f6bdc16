import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { FilterCondition } from '@/schema/list-query';
import type { AnyResourceDefinition } from '@/schema/resource-definition';
import type { AreaPageProps } from '../area-page-props';
import { AreaPageFrame } from '../area-page/area-page-frame';
import { ResourceList } from '../engine/resource-list';
import { numericParam } from './screen-params';

export type ResourceListPageProps = AreaPageProps & { definition: AnyResourceDefinition };

/**
 * The generic list page. Under a parent route parameter (`:vacancyId/vacancy/replies`) it lists that
 * parent's records and new ones start under it; a negative id (`services/-1`) lists every record.
 */
export function ResourceListPage({ definition, ...page }: ResourceListPageProps) {
  const params = useParams();
  const parent = definition.screens.parent;
  const parentId = numericParam(params, parent?.param);
  const fixedFilters = useMemo<FilterCondition[]>(
    () => (parent && parentId !== undefined && parentId >= 0 ? [{ field: parent.field, matchMode: 'equals', value: parentId }] : []),
    [parent, parentId],
  );
  return (
    <AreaPageFrame {...page}>
      <ResourceList definition={definition} viewOnly={page.viewOnly} fixedFilters={fixedFilters} />
    </AreaPageFrame>
  );
}
