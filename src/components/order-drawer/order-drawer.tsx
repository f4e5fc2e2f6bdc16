import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { branchPath } from '@/schema/routes';
import { instantToZoned } from '@/schema/schedule/time-zone';
import { scheduleQueryRoot } from '@/lib/schedule-query-keys';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { BreakForm } from './break-form';
import { GroupOrderForm, newGroupValues } from './group-order-form';
import { drawerTabOf, drawerTabs, isEditStep, payStepOf, withDrawerStep, withoutPayStep, withPayStep, type NewOrderRequest, type OrderDrawerRequest } from './order-drawer-request';
import { personName, useBranchCatalog, type BranchCatalog } from './order-drawer-queries';
import { OrderForm } from './order-form';
import { newOrderValues } from './order-form-model';
import { OrderView } from './order-view';
import { useRequestedClient } from './use-requested-client';

export type OrderDrawerProps = {
  /** What the route asks for (orderDrawerRequestOf); null keeps the drawer closed. */
  request: OrderDrawerRequest | null;
  /** Leave the drawer's route. Its steps (tab, edit) live in the route's query, so they go too (spec §4). */
  onClose: () => void;
  /** After any write: the host refreshes what it shows (the schedule's day, a list); live events follow. */
  onChanged?: () => void;
};

const requestKey = (request: OrderDrawerRequest): string =>
  request.kind === 'new' ? 'new' : request.kind === 'order' ? `order-${request.orderId}` : `break-${request.block.orderId}`;

/**
 * The order drawers of `order/new` and `order/{orderId}` (spec §2), over the schedule, the client card and
 * the sales lists: book an order, a group class or a break; open an order to run it. Full screen on a phone,
 * 460 px beside the page on a desktop, 880 px while it takes a payment (the cart beside the tender). Its content
 * is keyed by the request, so a closed drawer opens fresh.
 */
export function OrderDrawer({ request, onClose, onChanged }: OrderDrawerProps) {
  const { t } = useTranslation('orders');
  const [search] = useSearchParams();
  const paying = request?.kind === 'order' && payStepOf(search) !== null;
  const branch = useWorkspace()?.branch ?? null;
  // The request it was opened with stays on screen while the drawer slides out.
  const shown = useRef(request);
  if (request) shown.current = request;
  const current = request ?? shown.current;
  const title =
    current?.kind === 'order' ? t('drawer.order', { id: current.orderId }) : current?.kind === 'break' ? t('drawer.break') : t('drawer.newOrder');
  return (
    // Over the app bar, which sits above the navigation drawer's level in this layout.
    <Drawer
      anchor="right"
      open={request !== null}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { width: { xs: '100%', sm: 460, md: paying ? 880 : 460 }, maxWidth: '100%' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label={t('drawer.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {current && branch ? (
        <DrawerBody key={requestKey(current)} request={current} branch={branch} onClose={onClose} onChanged={onChanged} />
      ) : null}
    </Drawer>
  );
}

type BranchFacts = { id: number; timeZone: string };

function DrawerBody({
  request,
  branch,
  onClose,
  onChanged,
}: {
  request: OrderDrawerRequest;
  branch: BranchFacts;
  onClose: () => void;
  onChanged?: () => void;
}) {
  const { t } = useTranslation('orders');
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { orgId = '' } = useParams();
  const queryClient = useQueryClient();
  const catalog = useBranchCatalog(branch.id);
  const step = (key: 'tab' | 'step', value: string | null) => setSearch(withDrawerStep(search, key, value));
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: scheduleQueryRoot });
    onChanged?.();
  };
  const saved = () => {
    changed();
    onClose();
  };

  if (catalog.failed) {
    return <ErrorState title={t('states.loadFailed')} retryLabel={t('retry')} onRetry={catalog.retry} />;
  }
  if (catalog.loading) return <LoadingState label={t('states.loading')} />;
  return (
    <Box sx={{ overflowY: 'auto', flex: 1 }}>
      {request.kind === 'order' ? (
        <Box sx={{ p: 2 }}>
          <OrderView
            orderId={request.orderId}
            timeZone={branch.timeZone}
            catalog={catalog}
            editing={isEditStep(search)}
            onEdit={() => step('step', 'edit')}
            // Back to the details the way it came: the edit step is a history entry.
            onEdited={() => window.history.back()}
            onChanged={changed}
            paying={payStepOf(search)}
            onPay={(clientId) => setSearch(withPayStep(search, clientId))}
            onLeavePay={() => setSearch(withoutPayStep(search))}
            // Paid: the calendar on the visit's day, the drawer showing the visit (the step is not kept in the history).
            onPaid={(order) => void navigate(branchPath(orgId, branch.id, `schedule/order/${order.id}?d=${order.date}`), { replace: true })}
          />
        </Box>
      ) : request.kind === 'break' ? (
        <Box sx={{ p: 2 }}>
          <BreakForm
            branchId={branch.id}
            catalog={catalog}
            block={request.block}
            initial={{ ...request.block, description: request.block.description ?? '' }}
            onSaved={saved}
          />
        </Box>
      ) : (
        <NewBooking request={request} branch={branch} catalog={catalog} tab={drawerTabOf(search)} onTab={(tab) => step('tab', tab === 'order' ? null : tab)} onSaved={saved} />
      )}
    </Box>
  );
}

function NewBooking({
  request,
  branch,
  catalog,
  tab,
  onTab,
  onSaved,
}: {
  request: NewOrderRequest;
  branch: BranchFacts;
  catalog: BranchCatalog;
  tab: (typeof drawerTabs)[number];
  onTab: (tab: (typeof drawerTabs)[number]) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  const client = useRequestedClient(branch.id, request.clientId);
  const today = instantToZoned(Date.now(), branch.timeZone).date;
  const date = request.date ?? today;
  const employee = catalog.employees.find((candidate) => candidate.id === request.employeeId);
  return (
    <>
      <Tabs value={tab} onChange={(_event, value: (typeof drawerTabs)[number]) => onTab(value)} variant="fullWidth" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {drawerTabs.map((value) => (
          <Tab key={value} value={value} label={t(`drawer.tabs.${value}`)} />
        ))}
      </Tabs>
      <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
        {employee && request.time ? (
          <Typography variant="body2" color="text.secondary">
            {t('drawer.newAt', { time: formats.clock(request.time), name: personName(employee) })}
          </Typography>
        ) : null}
        {tab === 'order' ? (
          client === undefined ? (
            <LoadingState label={t('states.loading')} />
          ) : (
            <OrderForm branchId={branch.id} catalog={catalog} initial={newOrderValues({ ...request, today, client })} onSaved={onSaved} />
          )
        ) : tab === 'group' ? (
          <GroupOrderForm branchId={branch.id} catalog={catalog} initial={newGroupValues(request.employeeId, date, request.time ?? '')} onSaved={onSaved} />
        ) : (
          <BreakForm branchId={branch.id} catalog={catalog} initial={{ employeeId: request.employeeId, date, startTime: request.time ?? '', endTime: '', description: '' }} onSaved={onSaved} />
        )}
      </Box>
    </>
  );
}
