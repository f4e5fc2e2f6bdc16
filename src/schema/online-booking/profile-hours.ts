import { z } from 'zod';
import { isoDateSchema, timeOfDaySchema } from '../primitives';
import type { WorkingHours } from '../organization';
import type { IsoDate } from '../schedule/calendar';

/**
 * Online booking → Presence → Hours: dated exceptions to the branch's opening hours (the same every day,
 * `branches.working_hours`): closed all day (`hours` null) or open other hours (31 Dec 10:00–14:00), with a note
 * the public page shows. They count wherever the hours count: `hoursOn` is what the availability functions ask.
 */
export const maxHoursExceptions = 100;
export const hoursNoteMaxLength = 200;

export const hoursExceptionSchema = z.object({
  date: isoDateSchema,
  /** Null: closed all day. */
  hours: z
    .object({ start: timeOfDaySchema, end: timeOfDaySchema })
    .refine((h) => h.start < h.end, { message: 'ends_before_start', path: ['end'] })
    .nullable(),
  note: z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value.length <= hoursNoteMaxLength, 'too_long'),
});
export type HoursException = z.output<typeof hoursExceptionSchema>;

export const profileHoursUpdateSchema = z.object({
  exceptions: z
    .array(hoursExceptionSchema)
    .max(maxHoursExceptions, 'too_many_dates')
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((item, index) => {
        if (seen.has(item.date)) ctx.addIssue({ code: 'custom', message: 'repeated', path: [index, 'date'] });
        seen.add(item.date);
      });
    }),
  version: z.number().int().min(0),
});
export type ProfileHoursUpdate = z.input<typeof profileHoursUpdateSchema>;

export const profileHoursSchema = z.object({
  /** The branch's every-day hours, edited in the branch's settings. */
  workingHours: z.object({ start: z.string(), end: z.string() }),
  /** From the branch's today on, by date; past ones are kept but not shown. */
  exceptions: z.array(hoursExceptionSchema),
  version: z.number().int().min(0),
  today: isoDateSchema,
});
export type ProfileHours = z.infer<typeof profileHoursSchema>;

/** A date's exceptions as the availability functions ask them: the date's hours, null when closed. */
export type HoursExceptions = ReadonlyMap<IsoDate, WorkingHours | null>;

export const hoursExceptionMap = (list: readonly HoursException[]): HoursExceptions => new Map(list.map((item) => [item.date as IsoDate, item.hours]));

/** The branch's hours on a date: an exception's when one is set, else the every-day hours. */
export const hoursOn = (workingHours: WorkingHours, exceptions: HoursExceptions | undefined, date: IsoDate): WorkingHours | null =>
  exceptions?.has(date) ? exceptions.get(date)! : workingHours;
