import { z } from 'zod';
import { idSchema } from '../primitives';
import { publicClassSchema } from './classes';
import { contactShape, requireAddress } from './public-booking';

/**
 * Joining a group class from the booking page (issue 18 deliverable 1, docs/online-booking.md "Built: joining a group
 * class"): the client's details and where the code goes, the code, then the place with its link to see or leave it.
 * No hold: the class's row lock counts concurrent joins one after another, so the join itself says "full".
 */
export const classSeatStates = ['verifying', 'joined', 'left'] as const;
export type ClassSeatState = (typeof classSeatStates)[number];

export const classCodeRequestSchema = z
  .object({ channel: z.enum(['sms', 'email']), ...contactShape, comment: z.string().trim().max(500).optional() })
  .superRefine(requireAddress);
export type ClassCodeRequest = z.infer<typeof classCodeRequestSchema>;

/** The code went out: the token that lets this browser, and no other, prove it. */
export const classCodeSentSchema = z.object({ joinToken: z.string(), sentTo: z.string(), expiresAt: z.string() });
export type ClassCodeSent = z.infer<typeof classCodeSentSchema>;

export const classJoinSchema = z.object({ joinToken: z.string().max(200), code: z.string().regex(/^\d{6}$/, 'code_format') });

/** A client's place in a class, as the join answers it and the seat's link shows it: the class as the page lists it. */
export const classSeatSchema = publicClassSchema.omit({ id: true, serviceId: true, placesLeft: true }).extend({
  classId: idSchema,
  branch: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable() }),
  /** The seat link's token: see the place, leave it before the cancellation cut-off. */
  seatToken: z.string(),
  canLeave: z.boolean(),
});
export type ClassSeat = z.infer<typeof classSeatSchema>;
