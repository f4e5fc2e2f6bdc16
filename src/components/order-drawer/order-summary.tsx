import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/schema/schedule/order';
import { OrderStatusChip } from '@/components/order-status-chip';
import { useFormats } from '@/components/session/use-formats';
import type { Client } from './order-drawer-api';
import { usePhoneCountry } from '@/components/session/use-phone-country';
import { clientLabel } from './client-search';
import { personName, type BranchCatalog } from './order-drawer-queries';

/** The order at a glance: status, client, when, and each service with who does it and its price. */
export function OrderSummary({ order, client, catalog }: { order: Order; client: Client | null; catalog: BranchCatalog }) {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  const phoneCountry = usePhoneCountry();
  const isGroup = order.mode === 'order.group';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <OrderStatusChip status={order.status} label={t(`status.${order.status.replace('order_status.', '')}`)} testId="order-status" />
        {isGroup ? <Chip size="small" variant="outlined" label={t('group.label')} /> : null}
      </Box>
      {isGroup ? null : (
        <Typography variant="body1">{order.clientId === null ? t('client.walkIn') : client ? clientLabel(client, phoneCountry) : '…'}</Typography>
      )}
      <Typography variant="body2">
        {formats.longDate(order.date)}, {formats.clockRange(order.startTime, order.endTime)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {order.services.map((line) => {
          const service = catalog.services.find((candidate) => candidate.id === line.serviceId);
          const employee = catalog.employees.find((candidate) => candidate.id === line.employeeId);
          return (
            <Typography component="li" variant="body2" key={line.id}>
              {formats.clock(line.startTime)} · {service?.name ?? `#${line.serviceId}`} · {employee ? personName(employee) : `#${line.employeeId}`} ·{' '}
              {formats.money(line.price, order.currency)}
            </Typography>
          );
        })}
      </Box>
      {order.description ? (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {order.description}
        </Typography>
      ) : null}
    </Box>
  );
}
