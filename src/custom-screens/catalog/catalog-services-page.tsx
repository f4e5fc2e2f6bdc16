import AddIcon from '@mui/icons-material/Add';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { serviceCategoriesResource } from '@/schema/resources/service-categories';
import { servicesResource } from '@/schema/resources/services';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { ListSearchBox } from '@/resources/engine/list/list-search-box';
import { resourcePagePath } from '@/resources/engine/resource-paths';
import { useResourceAccess } from '@/resources/engine/use-resource-access';
import { groupKey, groupServices } from '@/lib/catalog-groups';
import { CatalogServiceGroup, type CatalogGroupLinks } from './catalog-service-group';
import { useCatalogCategories, useCatalogServices } from '@/resources/catalog/use-catalog';

/** Services under the pseudo-category -1 are every service at once (spec §5 allows negative category ids). */
const allServicesCategoryId = -1;

/**
 * catalog/services: every service grouped by its category, in the categories' order, each group folding away,
 * with a search across all of them (the list API's `q`, kept in the address). Each category's own page, the
 * services as a table (filters, CSV) and a new service or category are a click away.
 */
export function CatalogServicesPage(props: AreaPageProps) {
  const { t } = useTranslation('catalog');
  const workspace = useWorkspace();
  const orgId = workspace?.organization.id ?? 0;
  const branchId = workspace?.branch?.id ?? 0;
  const serviceAccess = useResourceAccess(servicesResource, props.viewOnly);
  const categoryAccess = useResourceAccess(serviceCategoriesResource, props.viewOnly);
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const categories = useCatalogCategories(branchId);
  const services = useCatalogServices(branchId, q);

  const changeQ = useCallback(
    (next: string) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('q', next);
          else params.delete('q');
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const toggle = (key: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const ids = { orgId, branchId };
  const newServicePath = (categoryId: number | null) =>
    resourcePagePath(servicesResource, 'create', { ...ids, ...(categoryId === null ? {} : { parentId: categoryId }) }) ?? '';
  const links: CatalogGroupLinks = {
    service: (id) => resourcePagePath(servicesResource, 'edit', { ...ids, id }) ?? '',
    category: (id) => resourcePagePath(serviceCategoriesResource, 'show', { ...ids, id }) ?? '',
    newService: serviceAccess.canCreate ? newServicePath : null,
  };
  const newCategoryPath = categoryAccess.canCreate ? resourcePagePath(serviceCategoriesResource, 'create', ids) : null;
  const addService = serviceAccess.canCreate ? (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newServicePath(null)}>
      {t('groups.addService')}
    </Button>
  ) : null;

  let body: ReactNode;
  if (categories.isError || services.isError) {
    body = (
      <ErrorState
        title={t('sort.loadFailed')}
        message={(categories.error ?? services.error)?.message}
        retryLabel={t('common.retry', { ns: 'shell' })}
        onRetry={() => {
          void categories.refetch();
          void services.refetch();
        }}
      />
    );
  } else if (!categories.data || !services.data) {
    body = (
      <Box aria-busy="true" aria-label={t('common.loading', { ns: 'shell' })} sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={160} />
        ))}
      </Box>
    );
  } else {
    const groups = groupServices(categories.data, services.data, { hideEmpty: q !== '' });
    if (groups.length === 0) {
      body = (
        <Paper variant="outlined">
          {q ? (
            <EmptyState
              icon={<SearchOffIcon />}
              title={t('groups.noMatch', { q })}
              description={t('groups.noMatchHint')}
              action={<Button onClick={() => changeQ('')}>{t('groups.clearSearch')}</Button>}
            />
          ) : (
            <EmptyState title={t('groups.emptyCatalog')} description={t('groups.emptyCatalogHint')} action={addService} />
          )}
        </Paper>
      );
    } else {
      body = (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {groups.map((group) => (
            <CatalogServiceGroup
              key={groupKey(group)}
              group={group}
              open={!collapsed.has(groupKey(group))}
              onToggle={() => toggle(groupKey(group))}
              links={links}
              currency={workspace?.branch?.ISOCurrency}
            />
          ))}
        </Box>
      );
    }
  }

  return (
    <AreaPageFrame {...props} actions={addService}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <ListSearchBox value={q} onChange={changeQ} label={t('groups.search')} />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          startIcon={<TableRowsOutlinedIcon />}
          component={RouterLink}
          to={resourcePagePath(servicesResource, 'list', { ...ids, parentId: allServicesCategoryId }) ?? ''}
        >
          {t('services.all')}
        </Button>
        {newCategoryPath ? (
          <Button startIcon={<CreateNewFolderOutlinedIcon />} component={RouterLink} to={newCategoryPath}>
            {t('groups.addCategory')}
          </Button>
        ) : null}
      </Box>
      {body}
    </AreaPageFrame>
  );
}
