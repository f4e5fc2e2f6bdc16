import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideResourceAccess } from '@/schema/resource-access';
import type { Order } from '@/schema/schedule/order';
import { ReviewLinkDialog, type ReviewLinkRequest } from '@/components/reviews/review-link-dialog';
import { useWorkspace } from '@/components/session/use-workspace';
import { getClient } from './order-drawer-api';
import { orderDrawerKeys } from './order-drawer-queries';

const clientsAccess = { menuKey: 'clients', permission: 'clients' } as const;

/**
 * "Ask for a review: copy link" in a completed visit's drawer: a single order's client, or a group class's client
 * picked from a menu. Shown to whoever may edit in the clients area; the server decides again (an employee: their
 * own visits only).
 */
export function ReviewLinkButton({ order }: { order: Order }) {
  const { t } = useTranslation('reviews');
  const access = useWorkspace()?.access;
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [request, setRequest] = useState<ReviewLinkRequest | null>(null);
  const clientIds = order.mode === 'order.group' ? order.clientIds : order.clientId === null ? [] : [order.clientId];
  const clients = useQueries({
    queries: clientIds.map((clientId) => ({ queryKey: orderDrawerKeys.client(order.branchId, clientId), queryFn: () => getClient(order.branchId, clientId) })),
  });
  if (order.status !== 'order_status.success' || clientIds.length === 0) return null;
  if (!access || !decideResourceAccess(clientsAccess, 'edit', access.role, access).allowed) return null;
  const nameOf = (index: number) => {
    const client = clients[index]?.data;
    return client ? `${client.firstName} ${client.lastName ?? ''}`.trim() : `#${clientIds[index]}`;
  };
  const ask = (index: number) => {
    setMenu(null);
    setRequest({ orderId: order.id, clientId: order.mode === 'order.group' ? clientIds[index] : undefined, clientName: nameOf(index) });
  };
  return (
    <Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<RateReviewOutlinedIcon />}
        aria-haspopup={order.mode === 'order.group' ? 'menu' : undefined}
        onClick={(event) => (order.mode === 'order.group' ? setMenu(event.currentTarget) : ask(0))}
      >
        {t('askReview')}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {clientIds.map((clientId, index) => (
          <MenuItem key={clientId} onClick={() => ask(index)}>
            {t('askReviewOf', { name: nameOf(index) })}
          </MenuItem>
        ))}
      </Menu>
      {request ? <ReviewLinkDialog request={request} onClose={() => setRequest(null)} /> : null}
    </Box>
  );
}
