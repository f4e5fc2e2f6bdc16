import type { Language } from '../../../../src/schema/enums';
import type { Booking } from '../../../../src/schema/online-booking/public-booking';
import { clockText, dateText, priceText, sumAmounts } from '../../../../src/schema/online-booking/page-formats';
import { formatPhoneInternational } from '../../../../src/schema/phone';
import { html } from '../../id/pages/html';
import { publicPage } from '../../id/pages/public-page';
import { bookingPageStrings } from '../booking-page-strings';
import { bookingStepWords } from '../booking-step-strings';
import { manageMoveStrings } from '../manage-move-strings';
import { bookingCss } from './booking-css';

/**
 * The manage link's page (`/book/m/{token}`): the booking, its calendar file, moving it (move.page.ts) and cancelling
 * it, with no script at all. Cancelling asks once more on a page of its own (`?cancel=1`) and then posts a form, so a
 * stray tap cancels nothing and it works with JavaScript off. Past a cut-off the page says to call instead.
 */
export type ManageView = {
  lang: Language;
  locale: string;
  booking: Booking;
  /** The page's own path, the token in it (the form posts to it + `/cancel`). */
  path: string;
  /** Asking "cancel this booking?". */
  confirming?: boolean;
  /** Just cancelled here. */
  cancelledNow?: boolean;
  /** Just moved here (the page shows the new time). */
  movedNow?: boolean;
  /** Why a cancel or a move was refused (past the cut-off: the server's sentence naming the phone). */
  refusal?: string;
  /** The order's currency (not in the booking's answer; read beside it). */
  currency: string | null;
};

const switcherHref = (lang: Language) => `?lang=${lang}`;

export function managePage(view: ManageView): string {
  const { lang, locale, booking } = view;
  const t = bookingPageStrings[lang];
  const amount = (value: string) => (view.currency ? priceText(value, view.currency, locale) : value);
  const phone = booking.branch.phone;
  const open = booking.status !== 'canceled';
  const words = manageMoveStrings[lang];
  const choices = [
    booking.canMove && html`<a class="button" href="${view.path}?lang=${lang}&amp;move=1">${words.move}</a>`,
    html`<a class="button" href="${view.path}/visit.ics?lang=${lang}" download>${bookingStepWords[lang].addToCalendar}</a>`,
    booking.canCancel && html`<a class="button danger" href="${view.path}?lang=${lang}&amp;cancel=1">${t.cancel}</a>`,
  ];
  const actions = !open
    ? null
    : view.confirming && booking.canCancel
      ? html`<p><strong>${t.cancelQuestion}</strong></p>
<div class="manage-actions">
  <form method="post" action="${view.path}/cancel"><input type="hidden" name="lang" value="${lang}"><button type="submit" class="button danger-solid">${t.cancelYes}</button></form>
  <a class="button" href="${view.path}?lang=${lang}">${t.cancelNo}</a>
</div>`
      : html`${!booking.canCancel ? html`<p class="lead">${t.callToChange}</p>` : !booking.canMove && html`<p class="lead">${words.callToMove}</p>`}
<div class="manage-actions">${choices}</div>`;
  return publicPage(
    { lang, title: t.manageTitle, hrefFor: switcherHref, words: bookingPageStrings, css: bookingCss },
    html`<p class="brand">${booking.branch.name}</p>
<h1>${t.manageTitle}</h1>
${view.cancelledNow && html`<p class="notice" role="status">${t.cancelledNow}</p>`}
${view.movedNow && open && html`<p class="notice" role="status">${words.movedNow}</p>`}
${!view.cancelledNow && !open && html`<p class="alert">${t.cancelled}</p>`}
${open && booking.status === 'waiting' && html`<p class="notice">${t.waiting}</p>`}
${view.refusal && html`<p class="alert" role="alert">${view.refusal}</p>`}
<dl class="facts">
  <div><dt>${t.when}</dt><dd>${dateText(booking.date, locale)}, ${clockText(booking.startTime, locale)}</dd></div>
  <div><dt>${t.services}</dt><dd><ul>${booking.services.map((line) => html`<li>${line.serviceName} <span class="muted">${t.withEmployee(line.employeeName)} · ${amount(line.price)}</span></li>`)}</ul></dd></div>
  <div><dt>${t.total}</dt><dd>${amount(sumAmounts(booking.services.map((line) => line.price)))}</dd></div>
  <div><dt>${t.where}</dt><dd>${[booking.branch.name, booking.branch.address].filter(Boolean).join(', ')}${phone && html`<br><a href="tel:${phone}">${formatPhoneInternational(phone)}</a>`}</dd></div>
</dl>
${actions}`,
  );
}
