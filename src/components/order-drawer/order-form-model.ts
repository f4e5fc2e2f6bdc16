import { memberServiceTerms, type ServiceEmployee } from '@/schema/catalog';
import { minutesOfTime, timeOfMinutes } from '@/schema/schedule/calendar';
import type { Order, OrderCreate, OrderUpdate } from '@/schema/schedule/order';

/**
 * The order form's values and how they become the API's bodies (orderCreateSchema / orderUpdateSchema, which
 * also judge the form: see api-schema-resolver.ts). The form holds one date for the visit; each line has its
 * own start, as a client may see two people back to back.
 */
export type ServiceLineValues = {
  /** The booked line this one is (sent back so it keeps its id and its sale); none on a new line. */
  id?: number;
  /** A sale holds the booked line: its price is final and it stays on the visit (the server refuses otherwise). */
  onSale?: boolean;
  serviceId: number | null;
  employeeId: number | null;
  resourceId: number | null;
  startTime: string;
  duration: number;
  price: string;
};

/** Who the order is for: someone on the books, someone typed in now, or nobody (a walk-in). */
export type ClientChoice =
  | { kind: 'walkIn' }
  | { kind: 'existing'; id: number; label: string }
  | { kind: 'new'; firstName: string; lastName: string; phone: string };

export type OrderFormValues = {
  client: ClientChoice;
  date: string;
  services: ServiceLineValues[];
  description: string;
};

/** What a line defaults to before a service is chosen: an hour, the service's (or the employee's own) length replaces it. */
export const defaultDuration = 60;

export const emptyLine = (employeeId: number | null, startTime: string): ServiceLineValues => ({
  serviceId: null,
  employeeId,
  resourceId: null,
  startTime,
  duration: defaultDuration,
  price: '',
});

export const newOrderValues = (request: {
  employeeId: number | null;
  date: string | null;
  time: string | null;
  today: string;
  client: ClientChoice;
}): OrderFormValues => ({
  client: request.client,
  date: request.date ?? request.today,
  services: [emptyLine(request.employeeId, request.time ?? '')],
  description: '',
});

export const orderValues = (order: Order, client: ClientChoice): OrderFormValues => ({
  client,
  date: order.date,
  services: order.services.map((line) => ({
    id: line.id,
    onSale: line.onSale ?? false,
    serviceId: line.serviceId,
    employeeId: line.employeeId,
    resourceId: line.resourceId,
    startTime: line.startTime,
    duration: line.duration,
    price: line.price,
  })),
  description: order.description ?? '',
});

/**
 * The lines as the API takes them; blanks stay blank so the schema names them. An edit names each booked line
 * by its id; a booking has none to name.
 */
const linesOf = (values: OrderFormValues, withIds = false) =>
  values.services.map(({ id, onSale: _onSale, ...line }) => ({ ...(withIds && id !== undefined ? { id } : {}), ...line, date: values.date }));

/** The body of `POST /branches/{id}/orders`, given the client's id once an inline client is created. */
export const toOrderCreate = (
  values: OrderFormValues,
  clientId: number | null,
  confirmOutsideWorkingHours = false,
): Record<keyof OrderCreate, unknown> => ({
  clientId,
  services: linesOf(values),
  description: values.description.trim() || null,
  confirmOutsideWorkingHours,
});

/** The body of `PATCH /orders/{id}`: the whole booking as edited, at the version read. */
export const toOrderUpdate = (
  values: OrderFormValues,
  clientId: number | null,
  version: number,
  confirmOutsideWorkingHours = false,
): Partial<Record<keyof OrderUpdate, unknown>> => ({
  version,
  clientId,
  services: linesOf(values, true),
  description: values.description.trim() || null,
  confirmOutsideWorkingHours,
});

/** A walk-in and an existing client need nothing created first; the id they stand for. */
export const knownClientId = (client: ClientChoice): number | null => (client.kind === 'existing' ? client.id : null);

/**
 * What a line takes for its service and employee: the employee's own price and length for it where they have one
 * (`memberServiceTerms`), else the service's.
 */
export function lineTerms(
  service: { price: string; duration: number },
  performers: readonly Pick<ServiceEmployee, 'employeeId' | 'price' | 'duration'>[],
  employeeId: number | null,
): { price: string; duration: number } {
  return memberServiceTerms(
    service,
    performers.find((performer) => performer.employeeId === employeeId),
  );
}

/**
 * Whether a line's length is one the drawer filled in (the service's, or a performer's own for it) rather than one
 * typed: only such a length follows when another employee takes the line.
 */
export const isFilledLength = (
  duration: number,
  service: { duration: number },
  performers: readonly Pick<ServiceEmployee, 'duration'>[],
): boolean => duration === service.duration || performers.some((performer) => performer.duration === duration);

/** Where a line ends, as a wall-clock time ('' while its start is blank). */
export const lineEnd = (line: Pick<ServiceLineValues, 'startTime' | 'duration'>): string =>
  line.startTime ? timeOfMinutes(Math.min(minutesOfTime(line.startTime) + line.duration, 24 * 60 - 1)) : '';

/**
 * Lines back to back from `start`: each begins where the one before ends, as a visit with two services is
 * booked. Used when a suggested time is picked.
 */
export function chainedStarts(lines: readonly Pick<ServiceLineValues, 'duration'>[], start: string): string[] {
  let at = minutesOfTime(start);
  return lines.map((line) => {
    const time = timeOfMinutes(Math.min(at, 24 * 60 - 5));
    at += line.duration;
    return time;
  });
}
