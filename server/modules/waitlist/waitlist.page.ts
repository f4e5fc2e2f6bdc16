import type { Language } from '../../../src/schema/enums';
import type { Booking } from '../../../src/schema/online-booking/public-booking';
import { clockText, dateText } from '../../../src/schema/online-booking/page-formats';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import { html } from '../id/pages/html';
import { publicPage } from '../id/pages/public-page';
import { bookingPageStrings } from '../online-booking/booking-page-strings';
import { linkPageFrame } from '../online-booking/pages/link-page-frame';
import { fill, waitlistWords } from './waitlist-strings';

/**
 * The waitlist's two pages, with no script, in the booking pages' frame: the offer (`/book/w/{token}`, the visit and
 * one button that posts) and the place (`/book/wl/{token}`, the wish and a button to leave). Post, then redirect.
 */

export type OfferPageView = { lang: Language; locale: string; path: string; booking: Booking; offeredUntil: Date; timeZone: string };

export function offerPage(view: OfferPageView): string {
  const { lang, locale, booking } = view;
  const t = bookingPageStrings[lang];
  const w = waitlistWords[lang];
  const until = clockText(instantToZoned(view.offeredUntil.getTime(), view.timeZone).time, locale);
  return publicPage(
    linkPageFrame(lang, w.offerTitle),
    html`<p class="brand">${booking.branch.name}</p>
<h1>${w.offerTitle}</h1>
<p class="notice" role="status">${fill(w.offerText, { until })}</p>
<dl class="facts">
  <div><dt>${t.when}</dt><dd>${dateText(booking.date, locale)}, ${clockText(booking.startTime, locale)}</dd></div>
  <div><dt>${t.services}</dt><dd><ul>${booking.services.map((line) => html`<li>${line.serviceName} <span class="muted">${t.withEmployee(line.employeeName)}</span></li>`)}</ul></dd></div>
  <div><dt>${t.where}</dt><dd>${[booking.branch.name, booking.branch.address].filter(Boolean).join(', ')}</dd></div>
</dl>
<form method="post" action="${view.path}" class="manage-actions"><input type="hidden" name="lang" value="${lang}"><button type="submit" class="button primary">${w.accept}</button></form>`,
  );
}

export type PlacePageView = { lang: Language; locale: string; path: string; branchName: string; fromDate: string; toDate: string; fromTime: string; toTime: string; state: string; leftNow?: boolean };

export function placePage(view: PlacePageView): string {
  const { lang, locale } = view;
  const w = waitlistWords[lang];
  const live = view.state === 'waiting' || view.state === 'offered';
  const text = fill(w.placeText, { from: dateText(view.fromDate, locale), to: dateText(view.toDate, locale), start: clockText(view.fromTime, locale), end: clockText(view.toTime, locale) });
  return publicPage(
    linkPageFrame(lang, live ? w.placeTitle : w.leftTitle),
    html`<p class="brand">${view.branchName}</p>
<h1>${live ? w.placeTitle : view.state === 'removed' ? w.leftTitle : w.placeGoneTitle}</h1>
${live ? html`<p class="lead">${text}</p>` : html`<p class="notice" role="status">${view.state === 'removed' ? w.leftText : w.placeGoneText}</p>`}
${view.state === 'offered' && html`<p class="notice">${w.placeOffered}</p>`}
${live && html`<form method="post" action="${view.path}" class="manage-actions"><input type="hidden" name="lang" value="${lang}"><button type="submit" class="button danger">${w.leave}</button></form>`}`,
  );
}

