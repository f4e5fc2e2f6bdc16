import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { encodeFilters, encodeSort, type FilterCondition } from '@/schema/list-query';
import { listResponseSchema } from '@/schema/protocol';
import { employeesResource } from '@/schema/resources/employees';
import { servicesResource } from '@/schema/resources/services';
import { addDays } from '@/schema/schedule/calendar';
import { orderSchema, type Order } from '@/schema/schedule/order';
import { instantToZoned } from '@/schema/schedule/time-zone';
import { joinPath } from '@/schema/routes';
import { httpClient } from '@/lib/http-client';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { toHttpError } from '@/providers/data-provider';
import { useNames } from '@/resources/orders/order-list';
import { orderListQueryKey, orderListQueryOptions } from '@/resources/orders/order-list-query';
import { useOrderListLive } from '@/resources/orders/use-order-list-live';

const ordersPage = listResponseSchema(orderSchema);

/** Neither cancelled nor missed: a visit that will happen or did. */
const heldStatuses = ['order_status.waiting', 'order_status.approved', 'order_status.has_started', 'order_status.success'];

/**
 * The client's next and last appointment on the branch's clock, read from the branch's order list: the few
 * held appointments from today on (or up to today), the first one after (or before) now. A day holds a handful
 * of one client's appointments at most, so five read are enough to pass today's earlier (or later) ones.
 */
function useNearAppointment(branchId: number, clientId: number, timeZone: string, side: 'next' | 'last') {
  return useQuery({
    queryKey: [...orderListQueryKey(branchId), 'client-near', clientId, side],
    queryFn: async (): Promise<Order | null> => {
      const now = instantToZoned(Date.now(), timeZone);
      const conditions: FilterCondition[] = [
        { field: 'clientId', matchMode: 'equals', value: clientId },
        { field: 'status', matchMode: 'in', value: heldStatuses },
        side === 'next' ? { field: 'date', matchMode: 'dateAfter', value: addDays(now.date, -1) } : { field: 'date', matchMode: 'dateBefore', value: addDays(now.date, 1) },
      ];
      const params = {
        filters: encodeFilters({ combiner: 'and', conditions }),
        sort: encodeSort([{ field: 'date', order: side === 'next' ? 'asc' : 'desc' }]),
        perPage: '5',
      };
      const { items } = ordersPage.parse((await httpClient.get<unknown>(`/branches/${branchId}/orders`, { params })).data);
      const nowText = `${now.date} ${now.time}`;
      return items.find((order) => (side === 'next' ? `${order.date} ${order.startTime}` >= nowText : `${order.date} ${order.startTime}` < nowText)) ?? null;
    },
    enabled: branchId > 0 && clientId > 0,
    ...orderListQueryOptions,
  });
}

/** "Tue 2 Dec 2031, 14:30 · Haircut, Beard with Marko Ilić", linking to the appointment's drawer on the card. */
function AppointmentLine({ order, cardPath }: { order: Order; cardPath: string }) {
  const { t } = useTranslation('clients');
  const formats = useFormats();
  const serviceName = useNames(servicesResource);
  const memberName = useNames(employeesResource);
  const services = [...new Set(order.services.map((line) => serviceName(line.serviceId)).filter(Boolean))].join(', ');
  const members = [...new Set(order.services.map((line) => memberName(line.employeeId)).filter(Boolean))].join(', ');
  const when = `${formats.weekday(order.date)} ${formats.date(order.date)}, ${formats.clock(order.startTime)}`;
  return (
    <Link component={RouterLink} to={joinPath(cardPath, `order/${order.id}`)} sx={{ overflowWrap: 'anywhere' }}>
      {members ? t('near.lineWith', { when, services, name: members }) : t('near.line', { when, services })}
    </Link>
  );
}

/** The overview's next and last appointment; a role that may not read the schedule (403) sees no panel. */
export function ClientNearAppointments({ clientId, cardPath }: { clientId: number; cardPath: string }) {
  const { t } = useTranslation('clients');
  const workspace = useWorkspace();
  const branchId = workspace?.branch?.id ?? 0;
  const timeZone = workspace?.branch?.timeZone ?? 'UTC';
  useOrderListLive(branchId, workspace?.branch?.guid);
  const near = { next: useNearAppointment(branchId, clientId, timeZone, 'next'), last: useNearAppointment(branchId, clientId, timeZone, 'last') };
  const refused = Object.values(near).some((query) => query.isError && toHttpError(query.error).statusCode === 403);
  if (refused) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={t('near.title')} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }} data-testid="client-near-appointments">
      {(['next', 'last'] as const).map((side) => {
        const query = near[side];
        return (
          <div key={side}>
            <Typography variant="body2" color="text.secondary" component="h3">
              {t(`near.${side}`)}
            </Typography>
            {query.isPending ? (
              <Skeleton width="60%" />
            ) : query.isError ? (
              <Typography variant="body2" color="error" role="alert">
                {t('near.failed')}
              </Typography>
            ) : query.data ? (
              <AppointmentLine order={query.data} cardPath={cardPath} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t(`near.none.${side}`)}
              </Typography>
            )}
          </div>
        );
      })}
    </Paper>
  );
}
