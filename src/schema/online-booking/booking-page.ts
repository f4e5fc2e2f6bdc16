import { z } from 'zod';
import { onlineBookingRulesSchema } from './rules';
import { idSchema } from '../primitives';
import { codeChannelSchema } from './public-booking';

/**
 * What a booking page shows before anyone books (docs/online-booking.md decision 8): a branch's services by category
 * with their prices and lengths, who may be booked for which, and the few rules the steps need; or, for a chain's
 * page, its branches to pick from. The server renders it into the HTML and hands it to the steps' island as is.
 */
export const pageServiceSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  duration: z.number().int(),
  price: z.string(),
  /** The team members who do it and take online bookings. */
  employeeIds: z.array(idSchema),
});

export const branchPageSchema = z.object({
  kind: z.literal('branch'),
  slug: z.string(),
  chainName: z.string(),
  branch: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable(), timeZone: z.string(), currency: z.string() }),
  categories: z.array(z.object({ name: z.string().nullable(), services: z.array(pageServiceSchema) })),
  employees: z.array(z.object({ id: idSchema, name: z.string(), title: z.string() })),
  rules: z.object({
    holdMinutes: z.number().int(),
    horizonDays: z.number().int(),
    minNoticeMinutes: z.number().int(),
    /** What the client pays to book, where the branch takes payments (docs/online-payments.md "Deposits"); null: nothing. */
    deposit: onlineBookingRulesSchema.pick({ paymentAtBooking: true, depositValue: true }).nullable(),
  }),
  /** How the code may be sent: the branch's verification settings. */
  channels: z.array(codeChannelSchema),
  /** The countries whose phone numbers get codes by SMS, with their calling codes ("RS", "+381"). */
  smsCountries: z.array(z.object({ country: z.string(), dialCode: z.string() })),
  /** The branch's terms, which the client accepts in this version before the code is sent; null: none. */
  terms: z.object({ version: z.number().int().min(1), text: z.string() }).nullable(),
});
export type BranchPage = z.infer<typeof branchPageSchema>;

export const chainPageSchema = z.object({
  kind: z.literal('chain'),
  slug: z.string(),
  chainName: z.string(),
  branches: z.array(z.object({ slug: z.string(), name: z.string(), address: z.string().nullable() })),
});
export type ChainPage = z.infer<typeof chainPageSchema>;

export const bookingPageSchema = z.discriminatedUnion('kind', [branchPageSchema, chainPageSchema]);
export type BookingPage = z.infer<typeof bookingPageSchema>;
