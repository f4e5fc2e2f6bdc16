import { z } from 'zod';
import { idSchema, isoDateSchema } from '../primitives';
import { freeIntervalSchema, stepMinutesSchema } from '../schedule/availability-intervals';

/**
 * The booking page's free times (docs/online-booking.md decision 3): a day or a week of one visit's start times as
 * stretches of the step (availability-intervals.ts), nothing else — not who is free, not anyone's bookings.
 */
export const maxPublicDays = 7;

export const publicTimesQuerySchema = z.object({
  /** The visit's services in order, back to back: `services=12,14`. */
  services: z
    .string()
    .regex(/^\d+(,\d+){0,4}$/, 'services: one to five service ids, separated by commas')
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(idSchema).min(1).max(5)),
  /** One team member; left out: anyone who does them. */
  employee: z.coerce.number().pipe(idSchema).optional(),
  from: isoDateSchema,
  days: z.coerce.number().int().min(1).max(maxPublicDays).default(maxPublicDays),
});
export type PublicTimesQuery = z.infer<typeof publicTimesQuerySchema>;

export const publicTimesSchema = z.object({
  /** The step the marks of every stretch follow. */
  stepMinutes: stepMinutesSchema,
  /**
   * Every day asked for, in order; a day with no time has no stretch. Wall-clock times of the branch, ascending, the
   * union over everyone who may take the visit; `startTimesOf(day.free, stepMinutes)` lists them.
   */
  days: z.array(z.object({ date: isoDateSchema, free: z.array(freeIntervalSchema) })),
});
export type PublicTimes = z.infer<typeof publicTimesSchema>;
