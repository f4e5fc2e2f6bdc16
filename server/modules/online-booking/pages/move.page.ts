import { timesByPartOfDay, type Week } from '../../../../src/schema/online-booking/booking-week';
import { clockText, dateText } from '../../../../src/schema/online-booking/page-formats';
import { html } from '../../id/pages/html';
import { publicPage } from '../../id/pages/public-page';
import { bookingPageStrings } from '../booking-page-strings';
import { bookingStepWords } from '../booking-step-strings';
import { manageMoveStrings } from '../manage-move-strings';
import { bookingCss } from './booking-css';
import type { ManageView } from './manage.page';

/**
 * Moving a booking from its manage link, with no script (`/book/m/{token}?move=1&week=…&day=…`), laid out as the
 * booking page's time step: the week's days as links (a day without free times dimmed), the chosen day's free times
 * by part of the day, each the button of one form that posts the day and the time (then the booking page again,
 * saying it moved); the weeks before and after are links. A refusal (taken meanwhile, past the cut-off) comes back
 * here with the server's sentence and the times read again.
 */
export type MoveView = Omit<ManageView, 'confirming' | 'cancelledNow' | 'movedNow'> & {
  week: Week;
  days: { date: string; times: string[] }[];
  /** The day asked for (`day`); else the first with free times. */
  day?: unknown;
};

const moveCss = `
.week-nav{display:flex;align-items:center;gap:.5rem;margin:1rem 0 .5rem}
.week-nav .range{flex:1;margin:0;text-align:center;font-weight:600}
.round{display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;border:1px solid var(--border);border-radius:50%;background:var(--surface);color:var(--text);font-size:1.4rem;line-height:1;text-decoration:none}
.round[aria-disabled=true]{opacity:.4}
.days{list-style:none;margin:0 0 1rem;padding:0;display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:.25rem}
.day{display:flex;flex-direction:column;align-items:center;gap:.1rem;min-height:3.5rem;padding:.35rem 0;border:1px solid var(--border);border-radius:10px;background:var(--surface);color:var(--text);text-decoration:none}
.day .name{font-size:.75rem;color:var(--muted);text-transform:capitalize}
.day .number{font-size:1.1rem;font-weight:700}
.day[aria-current=date]{background:var(--primary);border-color:var(--primary);color:var(--on-primary)}
.day[aria-current=date] .name{color:inherit}
.day[aria-disabled=true]{opacity:.4;border-style:dashed}
.chosen-day h2{margin:0 0 .25rem;font-size:1.05rem}
.chosen-day h3{margin:.75rem 0 .35rem;font-size:.9rem;color:var(--muted);font-weight:600}
.chosen-day form{margin:0 0 1.25rem}
.times{display:grid;grid-template-columns:repeat(auto-fill,minmax(4.75rem,1fr));gap:.4rem}
.times button{min-height:2.75rem;border:1px solid var(--border);border-radius:8px;background:var(--surface);color:var(--text);font:inherit;font-variant-numeric:tabular-nums;font-weight:600;cursor:pointer}
.times button:hover{border-color:var(--primary);color:var(--primary)}
.empty{margin:0 0 1.25rem;padding:1rem;border:1px dashed var(--border);border-radius:10px;display:flex;flex-direction:column;align-items:flex-start;gap:.75rem}
.empty p{margin:0}
`;

export function movePage(view: MoveView): string {
  const { lang, locale, booking, week } = view;
  const words = manageMoveStrings[lang];
  const steps = bookingStepWords[lang];
  const hrefOf = (from: string, day?: string) => `${view.path}?lang=${lang}&move=1&week=${from}${day ? `&day=${day}` : ''}`;
  const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const range = format({ day: 'numeric', month: 'short' }).formatRange(at(week.dates[0]!), at(week.dates.at(-1)!));
  const free = view.days.filter((day) => day.times.length > 0);
  const chosen = free.find((day) => day.date === view.day) ?? free[0];
  const arrow = (to: string | null, label: string, sign: string) =>
    to ? html`<a class="round" href="${hrefOf(to)}" aria-label="${label}">${sign}</a>` : html`<span class="round" aria-disabled="true" aria-hidden="true">${sign}</span>`;
  const dayLink = ({ date, times }: { date: string; times: string[] }) => {
    const face = html`<span class="name" aria-hidden="true">${format({ weekday: 'short' }).format(at(date))}</span><span class="number" aria-hidden="true">${format({ day: 'numeric' }).format(at(date))}</span>`;
    return times.length === 0
      ? html`<li><span class="day" aria-disabled="true" aria-label="${dateText(date, locale)}">${face}</span></li>`
      : html`<li><a class="day" href="${hrefOf(week.dates[0]!, date)}" aria-label="${dateText(date, locale)}"${date === chosen?.date ? html` aria-current="date"` : ''}>${face}</a></li>`;
  };
  return publicPage(
    { lang, title: words.moveTitle, hrefFor: (other) => `?lang=${other}&move=1&week=${week.dates[0]}`, words: bookingPageStrings, css: bookingCss + moveCss },
    html`<p class="brand">${booking.branch.name}</p>
<h1>${words.moveTitle}</h1>
<p class="lead">${words.bookedNow(`${dateText(booking.date, locale)}, ${clockText(booking.startTime, locale)}`)}</p>
${view.refusal && html`<p class="alert" role="alert">${view.refusal}</p>`}
<nav class="week-nav" aria-label="${range}">${arrow(week.previous, steps.previousWeek, '‹')}<p class="range">${range}</p>${arrow(week.next, steps.nextWeek, '›')}</nav>
<ul class="days" aria-label="${steps.week}">${view.days.map(dayLink)}</ul>
${
  chosen
    ? html`<section class="chosen-day" aria-labelledby="chosen-day">
<h2 id="chosen-day">${dateText(chosen.date, locale)}</h2>
<form method="post" action="${view.path}/move" aria-label="${steps.timesOf.replace('{date}', dateText(chosen.date, locale))}"><input type="hidden" name="lang" value="${lang}"><input type="hidden" name="date" value="${chosen.date}">${timesByPartOfDay(chosen.times).map(
        ({ part, times }) => html`<h3>${steps[part]}</h3><div class="times">${times.map((time) => html`<button type="submit" name="time" value="${time}">${clockText(time, locale)}</button>`)}</div>`,
      )}</form>
</section>`
    : html`<div class="empty"><p>${steps.noTimesWeek}</p>${week.next && html`<a class="button" href="${hrefOf(week.next)}">${steps.showNextWeek}</a>`}</div>`
}
<div class="manage-actions"><a class="button" href="${view.path}?lang=${lang}">${words.keepTime}</a></div>`,
  );
}
