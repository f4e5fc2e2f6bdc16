import { z } from 'zod';
import { idSchema, isoDateSchema, moneySchema, timeOfDaySchema } from '../primitives';

/**
 * The group classes a branch's booking page offers (issue 18 deliverable 1, "group classes with places left"): what a
 * class's own page shows — service, instructor's public name, times, price and places left — and nothing about who
 * joined.
 */
export const maxClassDays = 14;

export const publicClassesQuerySchema = z.object({
  from: isoDateSchema,
  days: z.coerce.number().int().min(1).max(maxClassDays).default(maxClassDays),
});
export type PublicClassesQuery = z.infer<typeof publicClassesQuerySchema>;

export const publicClassSchema = z.object({
  id: idSchema,
  serviceId: idSchema,
  title: z.string(),
  employeeName: z.string(),
  /** The branch's wall clock. */
  date: isoDateSchema,
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  price: moneySchema.nullable(),
  placesLeft: z.number().int().min(1),
});
export type PublicClass = z.infer<typeof publicClassSchema>;

export const publicClassesSchema = z.object({ classes: z.array(publicClassSchema) });
export type PublicClasses = z.infer<typeof publicClassesSchema>;
