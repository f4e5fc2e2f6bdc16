import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useInvalidate, useList, useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceCategoriesResource } from '@/schema/resources/service-categories';
import { servicesResource } from '@/schema/resources/services';
import { useWorkspace } from '@/components/session/use-workspace';
import { SortableList } from '@/components/sortable-list';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { useFormats } from '@/components/session/use-formats';
import { inOrder, saveCategoryOrder, saveServiceOrder } from './catalog-order-api';

type Named = { id: number; name: string };
type Service = Named & { categoryId: number | null; duration: number; price: string };

/** The catalog's order as the booking widget and the schedule show it (sortOrder, then name). */
const bySortOrder = [
  { field: 'sortOrder', order: 'asc' as const },
  { field: 'name', order: 'asc' as const },
];

/** Services that belong to no category are ordered among themselves, under this pseudo-category. */
const uncategorised = -1;

/**
 * catalog/sort: drag categories into order, pick one, drag its services into order. Each drop is saved at
 * once; a failed save puts the list back and says why.
 */
export function CatalogSortPage(props: AreaPageProps) {
  const { t } = useTranslation('catalog');
  const formats = useFormats();
  const workspace = useWorkspace();
  const branchId = workspace?.branch?.id ?? 0;
  const invalidate = useInvalidate();
  const { open } = useNotification();
  const canEdit = !props.viewOnly;

  const categoriesPath = `branches/${branchId}/${serviceCategoriesResource.name}`;
  const servicesPath = `branches/${branchId}/${servicesResource.name}`;
  const categories = useList<Named>({ resource: categoriesPath, pagination: { mode: 'off' }, sorters: bySortOrder });
  const [selected, setSelected] = useState<number | null>(null);
  const [categoryOrder, setCategoryOrder] = useState<number[] | null>(null);
  const [serviceOrder, setServiceOrder] = useState<number[] | null>(null);

  const categoryRecords = inOrder(categories.result.data, categoryOrder);
  const current = selected ?? categoryRecords[0]?.id ?? uncategorised;
  const services = useList<Service>({
    resource: servicesPath,
    pagination: { mode: 'off' },
    sorters: bySortOrder,
    filters: [
      current === uncategorised
        ? { field: 'categoryId', operator: 'eq', value: null }
        : { field: 'categoryId', operator: 'eq', value: current },
    ],
    queryOptions: { enabled: branchId > 0 },
  });
  const serviceRecords = inOrder(services.result.data, serviceOrder);

  const save = async (kind: 'categories' | 'services', ids: number[], undo: () => void) => {
    try {
      if (kind === 'categories') await saveCategoryOrder(branchId, ids);
      else await saveServiceOrder(branchId, current === uncategorised ? null : current, ids);
      await invalidate({ resource: kind === 'categories' ? categoriesPath : servicesPath, invalidates: ['list'] });
    } catch (error) {
      undo();
      open?.({ type: 'error', message: t('sort.failed'), description: toHttpError(error).message });
    }
  };

  const pick = (id: number) => {
    setSelected(id);
    setServiceOrder(null);
  };

  let body;
  if (categories.query.isPending) body = <LoadingState label={t('common.loading', { ns: 'shell' })} />;
  else if (categories.query.isError)
    body = (
      <ErrorState
        title={t('sort.loadFailed')}
        message={categories.query.error.message}
        retryLabel={t('common.retry', { ns: 'shell' })}
        onRetry={() => void categories.query.refetch()}
      />
    );
  else
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined">
          <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}>
            {t('sort.categories')}
          </Typography>
          <SortableList
            label={t('sort.categories')}
            items={categoryRecords.map((c) => ({ id: c.id, label: c.name }))}
            selectedId={current}
            onSelect={pick}
            handleLabel={(item) => t('sort.moveHandle', { name: item.label })}
            onReorder={(ids) => {
              if (!canEdit) return;
              const previous = categoryOrder;
              setCategoryOrder(ids);
              void save('categories', ids, () => setCategoryOrder(previous));
            }}
          />
          <ListItemButton selected={current === uncategorised} onClick={() => pick(uncategorised)}>
            <ListItemText primary={t('sort.uncategorised')} slotProps={{ primary: { color: 'text.secondary' } }} />
          </ListItemButton>
        </Paper>
        <Paper variant="outlined">
          <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}>
            {t('sort.servicesOf', {
              category:
                current === uncategorised
                  ? t('sort.uncategorised')
                  : (categoryRecords.find((c) => c.id === current)?.name ?? ''),
            })}
          </Typography>
          {services.query.isPending ? (
            <LoadingState label={t('common.loading', { ns: 'shell' })} />
          ) : serviceRecords.length === 0 ? (
            <EmptyState title={t('sort.noServices')} />
          ) : (
            <SortableList
              label={t('sort.services')}
              items={serviceRecords.map((s) => ({ id: s.id, label: s.name, secondary: formats.duration(s.duration) }))}
              handleLabel={(item) => t('sort.moveHandle', { name: item.label })}
              onReorder={(ids) => {
                if (!canEdit) return;
                const previous = serviceOrder;
                setServiceOrder(ids);
                void save('services', ids, () => setServiceOrder(previous));
              }}
            />
          )}
        </Paper>
      </Box>
    );

  return (
    <AreaPageFrame {...props}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {canEdit ? t('sort.hint') : t('sort.viewOnly')}
      </Alert>
      {body}
    </AreaPageFrame>
  );
}
