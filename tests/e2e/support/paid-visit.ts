import type { Page } from '@playwright/test';
import type { SaleReceipt } from '../../../src/schema/sales/checkout';
import type { Order } from '../../../src/schema/schedule/order';
import { apiCall } from '../crud/resource-flows';
import { freeTime } from './schedule-flows';

type Listed<T> = { items: T[] };

/**
 * A visit booked at the branch's last free time and paid in full by card, through the API as the front desk would
 * have: the first client, a service at `price`, of which `paid` is paid (all of it unless given: the rest a debt).
 */
export async function paidVisit(page: Page, branchId: number, price: string, paid = price) {
  const free = await freeTime(page, branchId, (startTimes) => startTimes.at(-1));
  const service = await apiCall<{ duration: number }>(page, 'GET', `branches/${branchId}/services/${free.service.id}`);
  const { items: clients } = await apiCall<Listed<{ id: number }>>(page, 'GET', `branches/${branchId}/clients?perPage=1`);
  const order = await apiCall<Order>(page, 'POST', `branches/${branchId}/orders`, {
    clientId: clients[0]!.id,
    services: [{ serviceId: free.service.id, employeeId: free.employee.id, resourceId: null, date: free.date, startTime: free.time, duration: service.duration, price }],
    confirmOutsideWorkingHours: true,
  });
  const { sale } = await apiCall<SaleReceipt>(page, 'POST', `branches/${branchId}/sales`, {
    clientId: clients[0]!.id,
    orderId: order.id,
    items: [{ uid: 'visit', kind: 'service', refId: free.service.id, orderServiceId: order.services[0]!.id, employeeId: free.employee.id, price, startsAt: free.date }],
    tender: { card: paid },
  });
  return { free, order, sale };
}

/** "HH:mm" of an instant on a zone's clock (English on the demo's Serbian branch writes 24-hour times). */
export const clockIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
