import { z } from 'zod';
import { idSchema, isoDateSchema, timeOfDaySchema } from '../primitives';
import { dayMs } from '../schedule/calendar';
import { contactShape, requireAddress } from './public-booking';

/**
 * The waitlist (issue 18 deliverable 7, docs/online-booking.md "Built: the waitlist"): a client asks for a visit
 * at days and hours nothing fits now, proves the phone or e-mail with a code as a booking does, and is offered the
 * first freed time that fits, as a hold with a link to accept it.
 */
export const waitlistStates = ['verifying', 'waiting', 'offered', 'booked', 'removed', 'expired'] as const;
export const waitlistStateSchema = z.enum(waitlistStates);
export type WaitlistState = z.infer<typeof waitlistStateSchema>;

/** The longest range of days one entry may wish for: a wish further ahead is better booked when it opens. */
export const maxWaitlistDays = 62;

/** The wish, whoever puts it on the list: the visit, the days, and the hours it may start in. */
const wishShape = {
  services: z.array(idSchema).min(1).max(5),
  /** One team member, or anyone who does them. */
  employeeId: idSchema.optional(),
  fromDate: isoDateSchema,
  toDate: isoDateSchema,
  /** The time-of-day window the visit may start in, at the branch's clock. */
  fromTime: timeOfDaySchema,
  toTime: timeOfDaySchema,
  /** ISO weekdays (1 Monday … 7 Sunday); left out: every day of the range. */
  weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).optional(),
};

/** The wish's own refusals, named so that a form can say them in the person's language. */
export const wishMessages = {
  toDateBeforeFrom: 'toDate: not before fromDate',
  toDateTooFar: `toDate: at most ${maxWaitlistDays} days after fromDate`,
  toTimeNotAfter: 'toTime: after fromTime',
} as const;

function checkWish(value: { fromDate: string; toDate: string; fromTime: string; toTime: string }, context: z.RefinementCtx): void {
  const span = (Date.parse(value.toDate) - Date.parse(value.fromDate)) / dayMs;
  if (!(span >= 0)) context.addIssue({ code: 'custom', path: ['toDate'], message: wishMessages.toDateBeforeFrom });
  else if (span >= maxWaitlistDays) context.addIssue({ code: 'custom', path: ['toDate'], message: wishMessages.toDateTooFar });
  if (value.toTime <= value.fromTime) context.addIssue({ code: 'custom', path: ['toTime'], message: wishMessages.toTimeNotAfter });
}

export const waitlistJoinSchema = z
  .object({
    ...wishShape,
    channel: z.enum(['sms', 'email']),
    ...contactShape,
  })
  .superRefine((value, context) => {
    requireAddress(value, context);
    checkWish(value, context);
  });
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

/**
 * Staff put a client of the chain on the list (the drawer's form and the API): no code, since staff know the
 * client; offers go to the card's phone, else its e-mail.
 */
export const waitlistAddSchema = z.object({ clientId: idSchema, ...wishShape }).superRefine(checkWish);
export type WaitlistAdd = z.infer<typeof waitlistAddSchema>;

/** "Offer now": the entry's first free time on this day, offered as the worker would. */
export const waitlistOfferNowSchema = z.object({ date: isoDateSchema });

/** The code went out: the token that lets this browser, and no other, prove it. */
export const waitlistCodeSentSchema = z.object({ entryToken: z.string(), sentTo: z.string(), expiresAt: z.string() });
export type WaitlistCodeSent = z.infer<typeof waitlistCodeSentSchema>;

export const waitlistConfirmSchema = z.object({ entryToken: z.string().max(200), code: z.string().regex(/^\d{6}$/, 'code_format') });

/** What the client sees of their place on the list; the leave link's token, until the wished days are over. */
export const waitlistPlaceSchema = z.object({
  state: waitlistStateSchema,
  fromDate: isoDateSchema,
  toDate: isoDateSchema,
  fromTime: timeOfDaySchema,
  toTime: timeOfDaySchema,
  weekdays: z.array(z.number().int()).nullable(),
  leaveToken: z.string(),
});
export type WaitlistPlace = z.infer<typeof waitlistPlaceSchema>;

/** A staff row of the waitlist beside the schedule. */
export const waitlistEntrySchema = z.object({
  id: idSchema,
  clientId: idSchema,
  clientName: z.string(),
  services: z.array(z.object({ id: idSchema, name: z.string() })),
  employeeId: idSchema.nullable(),
  employeeName: z.string().nullable(),
  fromDate: isoDateSchema,
  toDate: isoDateSchema,
  fromTime: timeOfDaySchema,
  toTime: timeOfDaySchema,
  weekdays: z.array(z.number().int()).nullable(),
  state: waitlistStateSchema,
  offeredUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** The staff list: the live entries (waiting or offered) whose days include `date`, or all live ones without it. */
export const waitlistQuerySchema = z.object({ date: isoDateSchema.optional() });
