import QRCode from 'qrcode';
import type { Language } from '../../../src/schema/enums';
import type { PublicPaymentState } from '../../../src/schema/payments/online-payments';
import { html, SafeHtml } from '../id/pages/html';
import { publicPage } from '../id/pages/public-page';
import { bookingPageLocale } from '../online-booking/booking-page-language';
import { linkPageFrame } from '../online-booking/pages/link-page-frame';
import type { HostedPaymentForm } from './payment-provider';
import { paymentPageWords } from './payment-page-strings';

/**
 * The public payment pages, with no script, in the booking pages' frame: the link's page (the amount and one button
 * that posts the provider's signed form to its hosted page) and the provider's return pages, which show the attempt's
 * state from the database and refresh themselves while it is pending (the order's `requiredPolling`).
 */

/** How often a pending result page asks again, in seconds. */
export const pendingRefreshSeconds = 3;

export const amountText = (minor: number, currency: string, lang: Language) =>
  new Intl.NumberFormat(bookingPageLocale(lang), { style: 'currency', currency }).format(minor / 100);

const frameFor = (lang: Language, title: string, query: string) => ({
  ...linkPageFrame(lang, title),
  // The switcher keeps the page's own query (the attempt's reference).
  hrefFor: (other: Language) => `?${query}${query ? '&' : ''}lang=${other}`,
});

/** Text as a QR code image, dark on white as scanners need it, keeping the text drawn (`data-qr-text`) for tests. */
async function qrImage(text: string, alt: string, size: number): Promise<SafeHtml> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return html`<img class="qr" src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}" alt="${alt}" width="${size}" height="${size}" data-qr-text="${text}" style="background:#fff;border-radius:8px">`;
}

/** The link's page: the provider's form, and for a dinar branch with IPS set up the same amount as an IPS QR code. */
export async function payLinkPage(lang: Language, form: HostedPaymentForm, amountMinor: number, currency: string, ipsQr: string | null): Promise<string> {
  const w = paymentPageWords[lang];
  const ips = ipsQr
    ? html`<section class="ips" aria-labelledby="ips-title"><h2 id="ips-title">${w.ipsTitle}</h2><p>${w.ipsText}</p>${await qrImage(ipsQr, w.ipsAlt, 180)}</section>`
    : '';
  return publicPage(
    frameFor(lang, w.payTitle, ''),
    html`<h1>${w.payTitle}</h1>
<p class="notice">${w.payText}</p>
<form method="post" action="${form.action}" class="manage-actions">${Object.entries(form.fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}<button type="submit" class="button primary">${w.payButton(amountText(amountMinor, currency, lang))}</button></form>
${ips}`,
  );
}

export function paymentResultPage(lang: Language, reference: string, state: PublicPaymentState | null): string {
  const w = paymentPageWords[lang];
  const query = `ref=${encodeURIComponent(reference)}`;
  if (!state) return publicPage(frameFor(lang, w.notFoundTitle, query), html`<h1>${w.notFoundTitle}</h1><p class="notice" role="status">${w.notFoundText}</p>`);
  const words = w.states[state.state];
  const frame = frameFor(lang, words.title, query);
  return publicPage(
    state.requiredPolling ? { ...frame, head: new SafeHtml(`<meta http-equiv="refresh" content="${pendingRefreshSeconds}">`) } : frame,
    html`<h1 data-state="${state.state}">${words.title}</h1>
<p class="notice" role="status">${words.text}</p>
<p class="facts">${amountText(state.amountMinor, state.currency, lang)}</p>
${state.booking ? html`<p class="notice" data-booking="${state.booking}">${w.booking[state.booking]}</p>` : ''}`,
  );
}
