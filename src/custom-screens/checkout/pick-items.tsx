import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { groupServices } from '@/lib/catalog-groups';
import { useCatalogCategories, useCatalogServices } from '@/resources/catalog/use-catalog';
import { useDebouncedValue } from '@/resources/engine/use-debounced-value';
import { addLine, newLine } from '@/components/checkout/cart-model';
import { useProducts } from './checkout-api';
import { ItemList } from './item-list';
import { MembershipChoices } from './membership-choices';
import { useSaleFlow } from './sale-flow';

type Kind = 'services' | 'memberships' | 'products';

/** The first step: what to sell, searched by name, services grouped as the catalog groups them. */
export function PickItems() {
  const { t } = useTranslation('checkout');
  const [kind, setKind] = useState<Kind>('services');
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  return (
    <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Tabs value={kind} onChange={(_event, next: Kind) => setKind(next)} variant="fullWidth" aria-label={t('pick.kinds')}>
        <Tab value="services" label={t('pick.services')} />
        <Tab value="memberships" label={t('pick.memberships')} />
        <Tab value="products" label={t('pick.products')} />
      </Tabs>
      <TextField
        size="small"
        type="search"
        label={t('pick.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      {kind === 'services' ? <ServiceChoices q={q} /> : kind === 'memberships' ? <MembershipChoices q={q} /> : <ProductChoices q={q} />}
    </Box>
  );
}

/** The employee a new line is credited to: the one of the line before it, as the person at the till works down a visit. */
const lastEmployee = (items: readonly { employeeId: number | null }[]) => items.at(-1)?.employeeId ?? null;

function ServiceChoices({ q }: { q: string }) {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const { branchId, today, change } = useSaleFlow();
  const categories = useCatalogCategories(branchId);
  const services = useCatalogServices(branchId, q);
  if (categories.isPending || services.isPending) return <LoadingState label={t('state.loading')} />;
  if (categories.isError || services.isError) {
    return <ErrorState title={t('state.servicesFailed')} retryLabel={t('state.retry')} onRetry={() => void Promise.all([categories.refetch(), services.refetch()])} />;
  }
  if (services.data.length === 0) return <EmptyState title={q ? t('state.nothingFound') : t('state.noServices')} description={q ? undefined : t('state.noServicesText')} />;
  const groups = groupServices(categories.data, services.data, { hideEmpty: true }).map((group) => ({
    title: group.category?.name ?? t('pick.uncategorised'),
    items: group.services.map((service) => ({
      key: String(service.id),
      name: service.name,
      detail: formats.duration(service.duration),
      price: service.price,
      onAdd: () =>
        change((cart) => addLine(cart, newLine({ kind: 'service', refId: service.id, name: service.name, price: service.price, employeeId: lastEmployee(cart.items) }, today))),
    })),
  }));
  return <ItemList label={t('pick.services')} groups={groups} />;
}

function ProductChoices({ q }: { q: string }) {
  const { t } = useTranslation('checkout');
  const { branchId, today, change } = useSaleFlow();
  const products = useProducts(branchId);
  if (products.isPending) return <LoadingState label={t('state.loading')} />;
  // A branch without the products list (not set up, or not allowed) sells services and memberships still.
  if (products.isError) return <EmptyState title={t('state.noProducts')} description={t('state.productsUnavailable')} />;
  const needle = q.toLocaleLowerCase();
  const found = products.data.filter((product) => product.name.toLocaleLowerCase().includes(needle));
  if (found.length === 0) return <EmptyState title={q ? t('state.nothingFound') : t('state.noProducts')} description={q ? undefined : t('state.noProductsText')} />;
  return (
    <ItemList
      label={t('pick.products')}
      groups={[
        {
          title: null,
          items: found.map((product) => ({
            key: String(product.id),
            name: product.name,
            detail: typeof product.stock === 'number' ? t('pick.inStock', { count: product.stock }) : undefined,
            price: product.price,
            disabled: product.stock === 0,
            onAdd: () =>
              change((cart) => addLine(cart, newLine({ kind: 'product', refId: product.id, name: product.name, price: product.price, employeeId: lastEmployee(cart.items) }, today))),
          })),
        },
      ]}
    />
  );
}
