import { z } from 'zod';
import { orderModeSchema, orderStatusSchema, paymentStatusSchema } from '../enums';
import { workingHoursSchema } from '../organization';
import { businessDateSchema, colorSchema, currencyCodeSchema, idSchema, isoDateSchema, timeOfDaySchema, timeZoneSchema } from '../primitives';
import { workSlotSchema } from './work-slot';

/**
 * What the schedule screens read (spec §7): `GET /branches/{id}/schedule?d=` for the day view of a branch,
 * `GET /employees/{id}/schedule?from&to` for one employee's week. One shape serves both: the columns' people,
 * their work slots, and the blocks to draw. Times are the branch's wall clock, with the instants beside them so the
 * grid can place blocks on days that change to or from daylight saving time.
 */

export const scheduleDayQuerySchema = z.object({ d: businessDateSchema });
/** At most 42 days (a month grid with its leading and trailing days). */
export const scheduleRangeQuerySchema = z.object({ from: businessDateSchema, to: businessDateSchema });
export const maxScheduleRangeDays = 42;

/** A person who can hold orders in the branch (a column of the day view). */
export const scheduleEmployeeSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  specialtyDisplayName: z.string(),
  color: colorSchema,
});
export type ScheduleEmployee = z.infer<typeof scheduleEmployeeSchema>;

/**
 * One line of an order (or a break) in one employee's column. An order with two employees is two blocks sharing
 * `orderId`; its order-level fields (status, client, payment) are repeated on each.
 */
export const scheduleBlockSchema = z.object({
  orderId: idSchema,
  lineId: idSchema,
  mode: orderModeSchema,
  employeeId: idSchema,
  resourceId: idSchema.nullable(),
  date: isoDateSchema,
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  /** The single order's client; null for a walk-in, a group class or a break. */
  client: z.object({ id: idSchema, firstName: z.string(), lastName: z.string(), phone: z.string().nullable() }).nullable(),
  /** The service of this line (null for a break), by name as the grid shows it. */
  service: z.object({ id: idSchema, name: z.string() }).nullable(),
  description: z.string().nullable(),
  /** Group classes: places and how many are taken. */
  capacity: z.number().int().nullable(),
  clientCount: z.number().int(),
  version: z.number().int(),
});
export type ScheduleBlock = z.infer<typeof scheduleBlockSchema>;

/**
 * Time a client is holding on the booking page while they confirm (docs/online-booking.md decision 4): drawn so
 * staff see why the time is taken, and nothing more. It is not an order yet: no id to open, move, pay or cancel,
 * nothing about the client. One per employee and stretch: a visit's back-to-back lines with one person are one.
 */
export const scheduleHoldSchema = z.object({
  employeeId: idSchema,
  date: isoDateSchema,
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  /** When the hold lapses unless the client confirms (then it becomes an order; else it is deleted). */
  heldUntil: z.iso.datetime({ offset: true }),
});
export type ScheduleHold = z.infer<typeof scheduleHoldSchema>;

export const scheduleSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  timeZone: timeZoneSchema,
  currency: currencyCodeSchema,
  /** The branch's opening hours (the same every day until the branch sets them per weekday). */
  workingHours: workingHoursSchema,
  /** Everyone who can hold orders; the screen shows those with a slot that day, or all ("show casual schedule"). */
  employees: z.array(scheduleEmployeeSchema),
  workSlots: z.array(workSlotSchema),
  /** Orders that are cancelled are left out: they hold no time. */
  blocks: z.array(scheduleBlockSchema),
  /** Times being booked online: they hold the employee's time, so staff cannot book them. */
  holds: z.array(scheduleHoldSchema),
  /** Days the branch is closed or keeps other hours (Online booking → Presence → Hours): said over the grid. */
  hoursExceptions: z.array(z.object({ date: isoDateSchema, opens: timeOfDaySchema.nullable(), closes: timeOfDaySchema.nullable(), note: z.string() })),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** `GET /branches/{id}/availability`: free start times for services back to back, one or all employees, over up to 7 days. */
export const availabilityQuerySchema = z.object({
  /** Comma-separated service ids, in the order they are done. */
  serviceIds: z
    .string()
    .regex(/^\d+(,\d+){0,9}$/, 'Up to 10 service ids separated by commas')
    .transform((value) => value.split(',').map(Number)),
  employeeId: z.coerce.number().int().positive().optional(),
  /** A room or piece of equipment the visit needs: only times when it is free too (services name none yet). */
  resourceId: z.coerce.number().int().positive().optional(),
  from: businessDateSchema,
  to: businessDateSchema,
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;
