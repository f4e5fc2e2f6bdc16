import type { Language } from '../../../src/schema/enums';
import type { BroadcastChannel } from '../../../src/schema/messages/broadcast';
import { html, type SafeHtml } from '../id/pages/html';
import { publicPage } from '../id/pages/public-page';
import { reviewCss } from '../reviews/pages/review-css';
import { unsubscribeStrings } from './unsubscribe-strings';

/**
 * The one-click unsubscribe page (`/u/{token}`): server-rendered, no script, the public review page's stylesheet
 * (light and dark by the system). Opening the link asks; only the button's POST unsubscribes, so a mail scanner that
 * follows links changes nothing.
 */

type Frame = { lang: Language; title: string; hrefFor: (lang: Language) => string };

const page = (frame: Frame, content: SafeHtml): string => publicPage({ ...frame, words: unsubscribeStrings, css: reviewCss }, content);

export type UnsubscribePageProps = { lang: Language; branchName: string; channel: BroadcastChannel; hrefFor: (lang: Language) => string };

export function unsubscribeAskPage({ lang, branchName, channel, hrefFor, action }: UnsubscribePageProps & { action: string }): string {
  const t = unsubscribeStrings[lang];
  return page(
    { lang, title: t.title, hrefFor },
    html`<p class="brand">${branchName}</p>
      <h1>${t.title}</h1>
      <p class="lead">${t.question(branchName, t.by[channel])}</p>
      <form method="post" action="${action}">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <input type="hidden" name="lang" value="${lang}" />
        <button type="submit">${t.button}</button>
      </form>`,
  );
}

export function unsubscribeDonePage({ lang, branchName, channel, hrefFor }: UnsubscribePageProps): string {
  const t = unsubscribeStrings[lang];
  return page(
    { lang, title: t.doneTitle, hrefFor },
    html`<p class="brand">${branchName}</p>
      <h1>${t.doneTitle}</h1>
      <p class="notice" role="status">${t.done(branchName, t.by[channel])}</p>
      <p class="lead">${t.bookings}</p>`,
  );
}

/** A refusal: a link that is not ours (`unusable`), a POST that did not ask, too many attempts. */
export function unsubscribeRefusedPage(lang: Language, hrefFor: (lang: Language) => string, why: 'unusable' | 'notOneClick' | 'tooMany'): string {
  const t = unsubscribeStrings[lang];
  const text = why === 'unusable' ? t.unusableText : why === 'notOneClick' ? t.notOneClick : t.tooMany;
  return page({ lang, title: t.unusableTitle, hrefFor }, html`<h1>${why === 'unusable' ? t.unusableTitle : t.title}</h1><p class="alert" role="alert">${text}</p>`);
}
