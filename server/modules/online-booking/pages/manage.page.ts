import type { Language } from '../../../../src/schema/enums';
import type { Booking } from '../../../../src/schema/online-booking/public-booking';
import { clockText, dateText, priceText, sumAmounts } from '../../../../src/schema/online-booking/page-formats';
import { formatPhoneInternational } from '../../../../src/schema/phone';
import { html } from '../../id/pages/html';
import { publicPage } from '../../id/pages/public-page';
import { bookingPageStrings } from '../booking-page-strings';
import { bookingCss } from './booking-css';

/**
 * The manage link's page (`/book/m/{token}`): the booking, and cancelling it, with no script at all. Cancelling asks
 * once more on a page of its own (`?cancel=1`) and then posts a form, so a stray tap cancels nothing and it works with
 * JavaScript off. Past the cut-off the page says to call instead.
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
  /** Why the cancel was refused (past the cut-off: the server's sentence naming the phone). */
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
  const actions = !open
    ? null
    : !booking.canCancel
      ? html`<p class="lead">${t.callToChange}</p>`
      : view.confirming
        ? html`<p><strong>${t.cancelQuestion}</strong></p>
<div class="manage-actions">
  <form method="post" action="${view.path}/cancel"><input type="hidden" name="lang" value="${lang}"><button type="submit" class="button danger-solid">${t.cancelYes}</button></form>
  <a class="button" href="${view.path}?lang=${lang}">${t.cancelNo}</a>
</div>`
        : html`<div class="manage-actions"><a class="button danger" href="${view.path}?lang=${lang}&amp;cancel=1">${t.cancel}</a></div>`;
  return publicPage(
    { lang, title: t.manageTitle, hrefFor: switcherHref, words: bookingPageStrings, css: bookingCss },
    html`<p class="brand">${booking.branch.name}</p>
<h1>${t.manageTitle}</h1>
${view.cancelledNow && html`<p class="notice" role="status">${t.cancelledNow}</p>`}
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
