import type { Availability } from '@/schema/schedule/availability';
import { startTimesOf } from '@/schema/schedule/availability-intervals';
import { minutesOfTime } from '@/schema/schedule/calendar';

/** A free start time and who is free then (the chosen employee, or everyone free at it). */
export type Suggestion = { time: string; employeeIds: number[] };
export type DayPart = 'morning' | 'afternoon' | 'evening';
export type SuggestionGroup = { part: DayPart; suggestions: Suggestion[] };

/** Calendars split the day's offers where people think of them: before noon, before five, after. */
const partOf = (time: string): DayPart => {
  const minutes = minutesOfTime(time);
  return minutes < 12 * 60 ? 'morning' : minutes < 17 * 60 ? 'afternoon' : 'evening';
};

/**
 * The availability call's answer for one date as chips by part of the day: every start time its stretches offer,
 * each with the employees free at it (the chosen one only, when `employeeId` is given), in order of time.
 */
export function suggestionGroups(answer: Availability, date: string, employeeId: number | null): SuggestionGroup[] {
  const byTime = new Map<string, number[]>();
  for (const item of answer.items) {
    if (item.date !== date || (employeeId !== null && item.employeeId !== employeeId)) continue;
    for (const time of startTimesOf(item.free, answer.stepMinutes)) byTime.set(time, [...(byTime.get(time) ?? []), item.employeeId]);
  }
  const groups: SuggestionGroup[] = [];
  for (const time of [...byTime.keys()].sort()) {
    const part = partOf(time);
    let group = groups.at(-1);
    if (group?.part !== part) groups.push((group = { part, suggestions: [] }));
    group.suggestions.push({ time, employeeIds: byTime.get(time)! });
  }
  return groups;
}

/** Who takes a suggested time: the employee already chosen when free then, else the first free. */
export const employeeForSuggestion = (suggestion: Suggestion, chosen: number | null): number | null =>
  chosen !== null && suggestion.employeeIds.includes(chosen) ? chosen : (suggestion.employeeIds[0] ?? null);
