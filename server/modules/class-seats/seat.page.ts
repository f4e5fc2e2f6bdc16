import type { Language } from '../../../src/schema/enums';
import type { ClassSeat } from '../../../src/schema/online-booking/class-seats';
import { clockText, dateText, priceText } from '../../../src/schema/online-booking/page-formats';
import { formatPhoneInternational } from '../../../src/schema/phone';
import { html } from '../id/pages/html';
import { publicPage } from '../id/pages/public-page';
import { bookingPageStrings } from '../online-booking/booking-page-strings';
import { linkPageFrame } from '../online-booking/pages/link-page-frame';
import { classSeatWords } from './class-seat-strings';

/**
 * A class place's page (`/book/c/{token}`), with no script: the class, when and where, and a button that posts to give
 * the place up (past the cut-off: call the branch instead). After leaving it says so.
 */
export type SeatPageView = { lang: Language; locale: string; path: string; seat: ClassSeat; state: 'joined' | 'left'; currency: string; refusal?: string };

export function seatPage(view: SeatPageView): string {
  const { lang, locale, seat } = view;
  const t = bookingPageStrings[lang];
  const w = classSeatWords[lang];
  const joined = view.state === 'joined';
  const phone = seat.branch.phone && html`<br><a href="tel:${seat.branch.phone}">${formatPhoneInternational(seat.branch.phone)}</a>`;
  return publicPage(
    linkPageFrame(lang, joined ? w.seatTitle : w.leftTitle),
    html`<p class="brand">${seat.branch.name}</p>
<h1>${joined ? w.seatTitle : w.leftTitle}</h1>
${!joined && html`<p class="notice" role="status">${w.leftText}</p>`}
${view.refusal && html`<p class="alert" role="alert">${view.refusal}</p>`}
<dl class="facts">
  <div><dt>${t.services}</dt><dd>${seat.title} <span class="muted">${t.withEmployee(seat.employeeName)}</span></dd></div>
  <div><dt>${t.when}</dt><dd>${dateText(seat.date, locale)}, ${clockText(seat.startTime, locale)}–${clockText(seat.endTime, locale)}</dd></div>
  ${seat.price !== null && html`<div><dt>${t.total}</dt><dd>${priceText(seat.price, view.currency, locale)}</dd></div>`}
  <div><dt>${t.where}</dt><dd>${[seat.branch.name, seat.branch.address].filter(Boolean).join(', ')}${phone}</dd></div>
</dl>
${joined && (seat.canLeave ? html`<form method="post" action="${view.path}" class="manage-actions"><input type="hidden" name="lang" value="${lang}"><button type="submit" class="button danger">${w.leave}</button></form>` : html`<p class="notice">${w.leaveClosed}</p>`)}`,
  );
}
