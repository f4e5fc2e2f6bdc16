import { z } from 'zod';
import { idSchema, isoDateSchema, timeOfDaySchema } from '../primitives';

/**
 * What the booking page sends and gets back while a client books (docs/online-booking.md decisions 4 to 7): a time
 * held, a code asked for, the hold confirmed, and the booking managed from its link.
 */
export const holdCreateSchema = z.object({
  /** The visit's services in order, back to back. */
  services: z.array(idSchema).min(1).max(5),
  /** One team member, or anyone who does them. */
  employeeId: idSchema.optional(),
  date: isoDateSchema,
  time: timeOfDaySchema,
});
export type HoldCreate = z.infer<typeof holdCreateSchema>;

const visitLineSchema = z.object({ serviceId: idSchema, employeeId: idSchema, startTime: timeOfDaySchema, duration: z.number().int(), price: z.string() });

export const holdSchema = z.object({
  /** What lets this browser, and no other, ask for the code and confirm. */
  holdToken: z.string(),
  heldUntil: z.string(),
  date: isoDateSchema,
  startTime: timeOfDaySchema,
  services: z.array(visitLineSchema),
});
export type Hold = z.infer<typeof holdSchema>;

/** Where the code goes: an SMS, an e-mail, or the chain's Telegram bot once the account shares the same phone number. */
export const codeChannelSchema = z.enum(['sms', 'email', 'telegram']);

const nameSchema = z.string().trim().min(1).max(80);
/** The code request's own checks; the server says them in the page's language (server/plugins/app/error-handler.ts). */
export const phoneRequiredMessage = 'phone_required';
export const emailRequiredMessage = 'email_required';

/**
 * Who is coming and where the code goes: the fields a booking's code request, the waitlist and a class's place share.
 * `requireAddress` names the address the channel needs.
 */
export const contactShape = {
  firstName: nameSchema,
  lastName: z.string().trim().max(80).default(''),
  phone: z.string().trim().max(40).optional(),
  email: z.string().trim().toLowerCase().email().max(200).optional(),
  /** The branch's terms, accepted in the version shown. */
  termsVersion: z.number().int().min(0).optional(),
};

export function requireAddress(value: { channel: string; phone?: string; email?: string }, context: z.RefinementCtx): void {
  if (value.channel !== 'email' && !value.phone) context.addIssue({ code: 'custom', path: ['phone'], message: phoneRequiredMessage });
  if (value.channel === 'email' && !value.email) context.addIssue({ code: 'custom', path: ['email'], message: emailRequiredMessage });
}

export const codeRequestSchema = z
  .object({
    holdToken: z.string().max(200),
    channel: codeChannelSchema,
    ...contactShape,
    comment: z.string().trim().max(500).optional(),
    /** A friend's referral code the page was opened with (`?ref=`, docs/client-referrals.md); one that fits nothing is ignored. */
    referralCode: z.string().trim().max(40).optional(),
  })
  .superRefine(requireAddress);
export type CodeRequest = z.infer<typeof codeRequestSchema>;

/** The code request's answer: where the code went, until when it works, and for Telegram the bot's link to open. */
export const codeSentSchema = z.object({ sentTo: z.string(), expiresAt: z.string(), telegramLink: z.string().optional() });
export type CodeSent = z.infer<typeof codeSentSchema>;

export const confirmSchema = z.object({ holdToken: z.string().max(200), code: z.string().regex(/^\d{6}$/, 'code_format') });

/** A booking moved from its manage link: the same visit at another time the page offers. */
export const bookingMoveSchema = z.object({ date: isoDateSchema, time: timeOfDaySchema });
export type BookingMove = z.infer<typeof bookingMoveSchema>;

/** Letting go of a held time; the token in the body, so it stays out of addresses and their logs. */
export const holdReleaseSchema = z.object({ holdToken: z.string().max(200) });

export const bookingSchema = z.object({
  orderId: idSchema,
  status: z.enum(['waiting', 'approved', 'canceled']),
  date: isoDateSchema,
  startTime: timeOfDaySchema,
  services: z.array(visitLineSchema.extend({ serviceName: z.string(), employeeName: z.string() })),
  branch: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable() }),
  /** The manage link's token, and until when it works (the visit's end). */
  manageToken: z.string(),
  canCancel: z.boolean(),
  canMove: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * The code was right but the branch takes a deposit or the full price at booking (docs/online-payments.md
 * "Deposits"): the time stays held until `payBy` and the client pays at `url` (`/pay/{token}`, then the provider);
 * only the provider's notification makes it the booking.
 */
export const depositDueSchema = z.object({
  payment: z.object({ url: z.string(), reference: z.string(), amountMinor: z.number().int(), currency: z.string(), payBy: z.string() }),
});
export type DepositDue = z.infer<typeof depositDueSchema>;
