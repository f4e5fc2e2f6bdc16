import { z } from 'zod';
import { businessDateSchema } from '../primitives';

/**
 * The booking funnel (docs/online-booking.md decision 10): the steps a visitor of a branch's page goes through, in
 * order, each counted per branch and day, never per visitor. The page itself reports the first two (a beacon); the
 * server counts the rest where they happen.
 */
export const funnelSteps = ['view', 'service', 'time', 'code', 'booked', 'cancelled'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** The steps only the page sees: it hydrated (a person, not a crawler), and the first service ticked. */
export const beaconSteps = ['view', 'service'] as const satisfies readonly FunnelStep[];
export type BeaconStep = (typeof beaconSteps)[number];
export const funnelBeaconSchema = z.object({ step: z.enum(beaconSteps) });

/** The longest period one read spans: a year, leap day included. */
export const funnelMaxDays = 366;
export const funnelQuerySchema = z.object({ from: businessDateSchema, to: businessDateSchema });
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

const count = z.number().int().nonnegative();
/** One day of a branch's page: the branch's date and how many reached each step. */
export const funnelDaySchema = z.object({ date: z.string(), view: count, service: count, time: count, code: count, booked: count, cancelled: count });
export const funnelSchema = z.object({ days: z.array(funnelDaySchema) });
export type FunnelDay = z.infer<typeof funnelDaySchema>;
export type Funnel = z.infer<typeof funnelSchema>;
