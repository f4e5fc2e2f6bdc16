import { orderModeSchema, orderStatusSchema, paymentStatusSchema } from '../enums';
import { descriptionSchema, idSchema, isoDateSchema } from '../primitives';
import { choiceMatchModes, dateMatchModes, defineResource, textMatchModes } from '../resource-definition';

/**
 * What `GET /branches/{id}/orders` filters and sorts on, in the resource engine's list grammar (the same
 * rules, match modes and 400s as every engine list). Orders are written by their own calls (server/modules/
 * orders), not by the engine: this definition is not in the registry; it feeds the list rules, the role and
 * licence checks (area and menu `schedule`) and a screen's filter bar.
 *
 * `date` is the branch-local date (sorting by it orders by start time); `employeeId` matches an order with a
 * line of that employee, so it takes the positive modes only ("not Ana" over several lines is ambiguous).
 */
const listedModes = orderModeSchema.extract(['order.single', 'order.group']).options;

export const orderListDefinition = defineResource({
  name: 'orders',
  table: 'orders',
  scope: 'branch',
  fields: {
    date: isoDateSchema,
    status: orderStatusSchema,
    paymentStatus: paymentStatusSchema,
    mode: orderModeSchema.extract(['order.single', 'order.group']),
    clientId: idSchema.nullable(),
    employeeId: idSchema,
    description: descriptionSchema.nullable(),
  },
  readOnly: ['date', 'status', 'paymentStatus', 'mode', 'clientId', 'employeeId', 'description'],
  hints: {
    date: { kind: 'date', list: true, filter: dateMatchModes, sort: true },
    status: { kind: 'enum', options: orderStatusSchema.options, list: true, filter: choiceMatchModes, sort: true },
    paymentStatus: { kind: 'enum', options: paymentStatusSchema.options, list: true, filter: choiceMatchModes, sort: true },
    mode: { kind: 'enum', options: listedModes, filter: choiceMatchModes },
    clientId: { kind: 'reference', references: 'clients', list: true, filter: choiceMatchModes, sort: true },
    employeeId: { kind: 'reference', references: 'employees', filter: ['equals', 'in'] },
    description: { kind: 'multiline', filter: textMatchModes },
  },
  titleFields: ['date'],
  search: ['description'],
  defaultSort: [{ field: 'date', order: 'desc' }],
  permission: 'schedule',
  menuKey: 'schedule',
  live: false,
  softDelete: false,
  screens: { area: 'schedule', list: 'orders' },
});
