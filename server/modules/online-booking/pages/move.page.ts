import type { Week } from '../../../../src/schema/online-booking/booking-week';
import { clockText, dateText } from '../../../../src/schema/online-booking/page-formats';
import { html } from '../../id/pages/html';
import { publicPage } from '../../id/pages/public-page';
import { bookingPageStrings } from '../booking-page-strings';
import { manageMoveStrings } from '../manage-move-strings';
import { bookingCss } from './booking-css';
import type { ManageView } from './manage.page';

/**
 * Moving a booking from its manage link, with no script (`/book/m/{token}?move=1&week=…`): a week of the free times
 * the booking page would offer this visit, each day's times the buttons of one form that posts the day and the time
 * (then the booking page again, saying it moved); the weeks before and after are links. A refusal (taken meanwhile,
 * past the cut-off) comes back here with the server's sentence and the times read again.
 */
export type MoveView = Omit<ManageView, 'confirming' | 'cancelledNow' | 'movedNow'> & {
  week: Week;
  days: { date: string; times: string[] }[];
};

const moveCss = `
.week-nav{display:flex;align-items:center;justify-content:space-between;gap:.5rem;margin:0 0 1rem}
.week-nav .range{margin:0;font-weight:600;text-align:center}
.week-nav .button{min-width:2.75rem;padding:.6rem .8rem}
.week-nav .button[aria-disabled=true]{visibility:hidden}
.move-days{display:flex;flex-direction:column;gap:1rem;margin:0 0 1.25rem}
.move-days h2{margin:0 0 .5rem;font-size:1rem}
.move-days form{margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(5.25rem,1fr));gap:.5rem}
.move-days button{min-height:2.75rem;padding:.5rem;border:1px solid var(--border);border-radius:8px;background:var(--surface);color:var(--text);font:inherit;font-weight:600;cursor:pointer}
.move-days button:hover{border-color:var(--primary);color:var(--primary)}
.empty{margin:0 0 1.25rem;padding:1rem;border-radius:8px;background:var(--page);display:flex;flex-direction:column;align-items:flex-start;gap:.75rem}
.empty p{margin:0}
`;

export function movePage(view: MoveView): string {
  const { lang, locale, booking, week } = view;
  const words = manageMoveStrings[lang];
  const weekHref = (from: string) => `${view.path}?lang=${lang}&move=1&week=${from}`;
  const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
  const range = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(at(week.dates[0]!), at(week.dates.at(-1)!));
  const arrow = (to: string | null, label: string, sign: string) =>
    to ? html`<a class="button" href="${weekHref(to)}" aria-label="${label}">${sign}</a>` : html`<span class="button" aria-disabled="true" aria-hidden="true">${sign}</span>`;
  const free = view.days.filter((day) => day.times.length > 0);
  return publicPage(
    { lang, title: words.moveTitle, hrefFor: (other) => `?lang=${other}&move=1&week=${week.dates[0]}`, words: bookingPageStrings, css: bookingCss + moveCss },
    html`<p class="brand">${booking.branch.name}</p>
<h1>${words.moveTitle}</h1>
<p class="lead">${words.bookedNow(`${dateText(booking.date, locale)}, ${clockText(booking.startTime, locale)}`)}</p>
${view.refusal && html`<p class="alert" role="alert">${view.refusal}</p>`}
<nav class="week-nav" aria-label="${range}">${arrow(week.previous, words.previousWeek, '‹')}<p class="range">${range}</p>${arrow(week.next, words.nextWeek, '›')}</nav>
${
  free.length > 0
    ? html`<div class="move-days">${free.map(
        (day) => html`<section aria-labelledby="day-${day.date}">
<h2 id="day-${day.date}">${dateText(day.date, locale)}</h2>
<form method="post" action="${view.path}/move" aria-label="${words.timesOf(dateText(day.date, locale))}"><input type="hidden" name="lang" value="${lang}"><input type="hidden" name="date" value="${day.date}">${day.times.map(
          (time) => html`<button type="submit" name="time" value="${time}">${clockText(time, locale)}</button>`,
        )}</form>
</section>`,
      )}</div>`
    : html`<div class="empty"><p>${words.noTimesWeek}</p>${week.next && html`<a class="button" href="${weekHref(week.next)}">${words.showNextWeek}</a>`}</div>`
}
<div class="manage-actions"><a class="button" href="${view.path}?lang=${lang}">${words.keepTime}</a></div>`,
  );
}
