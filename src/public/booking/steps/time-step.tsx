import { useEffect, useState, type Dispatch, type Ref, type SetStateAction } from 'react';
import type { PublicTimes } from '@/schema/online-booking/public-times';
import { ApiFailure } from '../api';
import type { BookingContext } from '../booking-context';
import { fill } from '../visit';
import { timesByPartOfDay, todayIn, weekOf } from '@/schema/online-booking/booking-week';
import { startTimesOf } from '@/schema/schedule/availability-intervals';
import { StepFrame } from './step-frame';

type Props = {
  context: BookingContext;
  heading: Ref<HTMLHeadingElement>;
  services: number[];
  employeeId: number | null;
  /** The first day of the week shown; kept by the app, so coming back shows the same week. */
  weekFrom: string;
  onWeek: (from: string) => void;
  /** The day shown; kept by the app too, so coming back from the details shows the day the client chose. */
  day: string | null;
  onDay: Dispatch<SetStateAction<string | null>>;
  /** A held time being let go of: the times are asked once it is, so they offer it again. */
  released: Promise<void>;
  notice: string | null;
  onBack: () => void;
  /** Holds the time; a refusal (taken meanwhile: 409) comes back as the sentence to show. */
  onPick: (date: string, time: string) => Promise<void>;
  /** Opens the waitlist step, when the page offers it. */
  onWaitlist?: () => void;
};

/** The week's days, each with the start times its stretches offer. */
type Days = { date: string; times: string[] }[];
const daysOf = (answer: PublicTimes): Days => answer.days.map((day) => ({ date: day.date, times: startTimesOf(day.free, answer.stepMinutes) }));

/** Step 3: a week of days, the chosen day's free times; choosing one holds it for the client. */
export function TimeStep({ context, heading, services, employeeId, weekFrom, onWeek, day, onDay: setDay, released, notice, onBack, onPick, onWaitlist }: Props) {
  const { page, words, format, api } = context;
  const week = weekOf(weekFrom, todayIn(page.branch.timeZone), page.rules.horizonDays);
  const [days, setDays] = useState<Days | null>(null);
  const [error, setError] = useState<string | null>(notice);
  const [holding, setHolding] = useState<string | null>(null);
  // Asked again after a refusal: the time someone took is gone from the answer.
  const [asked, setAsked] = useState(0);
  const first = week.dates[0]!;
  const length = week.dates.length;

  useEffect(() => {
    let current = true;
    setDays(null);
    released
      .then(() => api.times(services, employeeId, first, length, asked > 0))
      .then((answer) => {
        if (!current) return;
        const answered = daysOf(answer);
        setDays(answered);
        setDay((shown) => (answered.some((d) => d.date === shown && d.times.length > 0) ? shown : (answered.find((d) => d.times.length > 0)?.date ?? null)));
      })
      .catch((failure: unknown) => current && setError(failure instanceof Error ? failure.message : words.networkError));
    return () => {
      current = false;
    };
  }, [api, released, setDay, services, employeeId, first, length, asked, words.networkError]);

  const pick = async (time: string) => {
    if (!day || holding) return;
    setHolding(time);
    setError(null);
    try {
      await onPick(day, time);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : words.networkError);
      if (failure instanceof ApiFailure && failure.status === 409) setAsked((n) => n + 1);
    } finally {
      setHolding(null);
    }
  };

  const shown = days?.find((d) => d.date === day);
  const weekEmpty = days !== null && days.every((d) => d.times.length === 0);
  const range = new Intl.DateTimeFormat(context.data.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(Date.parse(`${first}T00:00:00Z`), Date.parse(`${week.dates.at(-1)}T00:00:00Z`));
  const weekday = new Intl.DateTimeFormat(context.data.locale, { weekday: 'short', timeZone: 'UTC' });
  const dayNumber = new Intl.DateTimeFormat(context.data.locale, { day: 'numeric', timeZone: 'UTC' });

  return (
    <StepFrame words={words} number={3} title={words.timeTitle} heading={heading} onBack={onBack}>
      <div className="week-nav">
        <button type="button" className="icon-button" disabled={!week.previous} onClick={() => week.previous && onWeek(week.previous)} aria-label={words.previousWeek}>
          <span aria-hidden="true">‹</span>
        </button>
        <p className="week-range">{range}</p>
        <button type="button" className="icon-button" disabled={!week.next} onClick={() => week.next && onWeek(week.next)} aria-label={words.nextWeek}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="days" role="group" aria-label={words.week}>
        {week.dates.map((date) => {
          const free = days?.find((d) => d.date === date)?.times.length ?? 0;
          const at = Date.parse(`${date}T00:00:00Z`);
          return (
            <button key={date} type="button" className="day" aria-pressed={date === day} disabled={free === 0} onClick={() => setDay(date)} aria-label={format.date(date)}>
              <span className="day-name">{weekday.format(at)}</span>
              <span className="day-number">{dayNumber.format(at)}</span>
            </button>
          );
        })}
      </div>
      <p className="status" role="status">
        {days === null && !error ? words.timesLoading : holding ? words.holding : ''}
      </p>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      {weekEmpty && (
        <div className="empty">
          <p>{words.noTimesWeek}</p>
          {week.next && (
            <button type="button" className="secondary" onClick={() => onWeek(week.next!)}>
              {words.showNextWeek}
            </button>
          )}
        </div>
      )}
      {shown && shown.times.length > 0 && (
        <div role="group" aria-label={fill(words.timesOf, { date: format.date(shown.date) })} aria-busy={holding !== null}>
          {timesByPartOfDay(shown.times).map(({ part, times }) => (
            <div key={part} className="part-of-day">
              <h3>{words[part]}</h3>
              <div className="times">
                {times.map((time) => (
                  <button key={time} type="button" className="time" disabled={holding !== null} onClick={() => void pick(time)}>
                    {format.clock(time)}
                  </button>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
      {onWaitlist && context.data.waitlist && days !== null && (
        <button type="button" className="link-button waitlist-link" onClick={onWaitlist}>
          {context.data.waitlist.nothingFits}
        </button>
      )}
    </StepFrame>
  );
}
