import { z } from 'zod';
import { timeOfDaySchema } from '../primitives';
import { type TimeOfDay, minutesOfTime, timeOfMinutes } from './calendar';

/**
 * How free times travel (the staff drawer's availability call and the booking page's times): not every start time,
 * but the stretches of them. A stretch offers `from`, then every mark of the step (minutes since midnight that are a
 * multiple of it: 09:00, 09:15 … for 15) after it, up to and including `to`. `from` may lie off the marks (a gap that
 * opens at 12:50 is offered from 12:50, availability.ts), the marks after it never do; a day the clocks skip an hour
 * is two stretches, one either side of the gap. A free day of one person is one stretch instead of 48 times, so a
 * week of 40 people is a few hundred stretches where it was some 13 000 times. Both screens and the tests expand them
 * with `startTimesOf`. The server finds them from the free time itself where it can, else cuts the times its
 * algorithm offers with `stretchesOf`, `wallsOf`'s exact inverse over any ascending list (availability.ts, and
 * availability-intervals.test.ts for the proof that both ways offer the same times).
 */
export const freeIntervalSchema = z
  .object({ from: timeOfDaySchema, to: timeOfDaySchema })
  .refine(({ from, to }) => from <= to, { message: 'A stretch ends at or after its start', path: ['to'] });
export type FreeInterval = z.infer<typeof freeIntervalSchema>;

/** The step the marks follow: the branch's slot step, or the online rules' (a divisor of both where they differ). */
export const stepMinutesSchema = z.number().int().min(1).max(24 * 60);

/** A stretch as wall minutes (minutes since midnight), as the server computes and unites them. */
export type WallStretch = { from: number; to: number };

/** The first mark of the step after a wall minute. */
const markAfter = (wall: number, stepMinutes: number): number => (Math.floor(wall / stepMinutes) + 1) * stepMinutes;

/** Every wall minute the stretches offer, in order. */
export function wallsOf(stretches: readonly WallStretch[], stepMinutes: number): number[] {
  const walls: number[] = [];
  for (const { from, to } of stretches) for (let wall = from; wall <= to; wall = markAfter(wall, stepMinutes)) walls.push(wall);
  return walls;
}

/** Every start time the stretches offer, in order: how both screens list them. */
export const startTimesOf = (free: readonly FreeInterval[], stepMinutes: number): TimeOfDay[] =>
  wallsOf(
    free.map(({ from, to }) => ({ from: minutesOfTime(from), to: minutesOfTime(to) })),
    stepMinutes,
  ).map(timeOfMinutes);

/**
 * Ascending wall minutes (each once) as stretches, `wallsOf`'s inverse: a minute goes on the current stretch when it
 * is the mark right after the stretch's last, else it starts a new one.
 */
export function stretchesOf(walls: readonly number[], stepMinutes: number): WallStretch[] {
  const stretches: WallStretch[] = [];
  for (const wall of walls) {
    const last = stretches.at(-1);
    if (last && wall === markAfter(last.to, stepMinutes)) last.to = wall;
    else stretches.push({ from: wall, to: wall });
  }
  return stretches;
}

/** A stretch as the calls answer it. */
export const freeIntervalOf = ({ from, to }: WallStretch): FreeInterval => ({ from: timeOfMinutes(from), to: timeOfMinutes(to) });
