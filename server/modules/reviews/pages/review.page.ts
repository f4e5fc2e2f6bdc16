import type { Language } from '../../../../src/schema/enums';
import { reviewCommentMax, reviewRatings } from '../../../../src/schema/reviews';
import { countryOfTimeZone } from '../../../../src/schema/time-zone-country';
import { html, type SafeHtml } from '../../id/pages/html';
import { publicPage } from '../../id/pages/public-page';
import { reviewStrings, type ReviewStrings } from '../review-strings';
import type { ReviewVisit } from '../review-links.service';
import { reviewCss } from './review-css';

/**
 * The public review page (`/r/{token}`): server-rendered, its own small stylesheet inline, no script, none of the
 * staff app. Light and dark follow the system; the stars are a radio group (arrow keys move, each star labelled).
 */

type Frame = { lang: Language; title: string; hrefFor: (lang: Language) => string };

const page = (frame: Frame, content: SafeHtml): string => publicPage({ ...frame, words: reviewStrings, css: reviewCss }, content);

/** English follows the branch's country, as the web app's formats do: "9:00 AM" in the US, "09:00" elsewhere. */
const localeOf = (t: ReviewStrings, timeZone: string) => (t.htmlLang === 'en' ? (countryOfTimeZone(timeZone) === 'US' ? 'en-US' : 'en-GB') : t.htmlLang);

function visitFacts(t: ReviewStrings, visit: ReviewVisit): SafeHtml {
  const when = new Intl.DateTimeFormat(localeOf(t, visit.timeZone), { timeZone: visit.timeZone, dateStyle: 'long', timeStyle: 'short' }).format(visit.startsAt);
  return html`<dl class="facts">
    <div><dt>${t.when}</dt><dd>${when}</dd></div>
    ${visit.services.length > 0 && html`<div><dt>${t.services}</dt><dd>${visit.services.join(', ')}</dd></div>`}
    ${visit.employees.length > 0 && html`<div><dt>${t.employees}</dt><dd>${visit.employees.join(', ')}</dd></div>`}
  </dl>`;
}

const starsText = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

export type ReviewFormProps = {
  lang: Language;
  visit: ReviewVisit;
  action: string;
  hrefFor: (lang: Language) => string;
  values?: { rating?: number | undefined; comment?: string | undefined };
  errors?: { rating?: string | undefined; comment?: string | undefined };
};

/** The form: five stars, 1 to 5 in the markup as on screen, so arrow keys move the way the stars read. */
export function reviewFormPage({ lang, visit, action, hrefFor, values = {}, errors = {} }: ReviewFormProps): string {
  const t = reviewStrings[lang];
  const stars = reviewRatings.map(
    (n) =>
      html`<span class="star"><input type="radio" id="star-${n}" name="rating" value="${n}"${values.rating === n ? html` checked` : ''}${n === 1 ? html` required` : ''}${errors.rating ? html` aria-invalid="true" aria-describedby="rating-error"` : ''} /><label for="star-${n}" title="${t.star(n)}"><span aria-hidden="true">★</span><span class="sr">${t.star(n)}</span></label></span>`,
  );
  return page(
    { lang, title: t.title, hrefFor },
    html`<p class="brand">${visit.branchName}</p>
      <h1>${t.title}</h1>
      <p class="lead">${t.lead(visit.branchName)}</p>
      ${visitFacts(t, visit)}
      <form method="post" action="${action}" novalidate>
        <input type="hidden" name="lang" value="${lang}" />
        <fieldset class="rating-group">
          <legend>${t.ratingLegend}</legend>
          <div class="stars">${stars}</div>
          ${errors.rating && html`<p class="field-error" id="rating-error" role="alert">${errors.rating}</p>`}
        </fieldset>
        <div class="field">
          <label for="comment">${t.commentLabel}</label>
          <textarea id="comment" name="comment" rows="4" maxlength="${reviewCommentMax}" aria-describedby="comment-hint${errors.comment ? ' comment-error' : ''}"${errors.comment ? html` aria-invalid="true"` : ''}>${values.comment ?? ''}</textarea>
          <p class="hint" id="comment-hint">${t.commentHint}</p>
          ${errors.comment && html`<p class="field-error" id="comment-error" role="alert">${errors.comment}</p>`}
        </div>
        <button type="submit">${t.submit}</button>
      </form>`,
  );
}

/** The review given through this visit's link: after sending (`thanks`) or on opening the link again. */
export function reviewGivenPage({ lang, visit, thanks, hrefFor }: { lang: Language; visit: ReviewVisit; thanks: boolean; hrefFor: (lang: Language) => string }): string {
  const t = reviewStrings[lang];
  const given = visit.given!;
  return page(
    { lang, title: thanks ? t.thanksTitle : t.givenTitle, hrefFor },
    html`<p class="brand">${visit.branchName}</p>
      <h1>${thanks ? t.thanksTitle : t.givenTitle}</h1>
      <p class="notice" role="status">${thanks ? t.thanksText : t.givenText}</p>
      ${visitFacts(t, visit)}
      <section class="given" aria-label="${t.givenTitle}">
        <p class="given-stars"><span aria-hidden="true">${starsText(given.rating)}</span><span class="sr">${t.star(given.rating)}</span></p>
        ${given.comment && html`<p class="given-comment">${given.comment}</p>`}
        ${given.reply && html`<div class="reply"><p class="reply-from">${t.replyFrom(visit.branchName)}</p><p>${given.reply}</p></div>`}
      </section>`,
  );
}

/** Wrong, used or expired: one page for all, saying nothing about any visit. */
export function reviewUnusablePage(lang: Language, hrefFor: (lang: Language) => string): string {
  const t = reviewStrings[lang];
  return page({ lang, title: t.unusableTitle, hrefFor }, html`<h1>${t.unusableTitle}</h1><p class="alert" role="alert">${t.unusableText}</p>`);
}

export function reviewRateLimitedPage(lang: Language, hrefFor: (lang: Language) => string): string {
  const t = reviewStrings[lang];
  return page({ lang, title: t.unusableTitle, hrefFor }, html`<h1>${t.title}</h1><p class="alert" role="alert">${t.tooMany}</p>`);
}
