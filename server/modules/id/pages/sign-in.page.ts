import { stringsByLanguage } from '../i18n/strings-by-language';
import { contextQuery, pagePath, type SignInContext } from '../sign-in-context';
import { html } from './html';
import { alert, field, hiddenFields, layout } from './layout';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const contextFields = (context: SignInContext) =>
  hiddenFields({
    client: context.client,
    state: context.state,
    redirectUrl: context.redirectUrl,
    lang: context.lang,
  });

const linkTo = (page: 'me' | 'signup' | 'forgot', context: SignInContext) =>
  `${pagePath(page)}?${contextQuery(context)}`;

export type SignInPageProps = {
  context: SignInContext;
  login?: string | undefined;
  error?: string | undefined;
  fieldErrors?: FieldErrors<'login' | 'password'>;
};

export function signInPage({ context, login, error, fieldErrors = {} }: SignInPageProps): string {
  const t = stringsByLanguage[context.lang];
  return layout(
    {
      lang: context.lang,
      title: t.signInTitle,
      hrefFor: (lang) => `${pagePath('me')}?${contextQuery(context, { lang })}`,
    },
    html`<h1>${t.signInTitle}</h1>
      <p class="lead">${t.signInLead}</p>
      ${alert(error)}
      <form method="post" action="${pagePath('login')}" novalidate>
        ${contextFields(context)}
        ${field({ name: 'login', label: t.emailLabel, type: 'email', value: login, autocomplete: 'username', error: fieldErrors.login, autofocus: !login || !!fieldErrors.login })}
        ${field({ name: 'password', label: t.passwordLabel, type: 'password', autocomplete: 'current-password', error: fieldErrors.password, autofocus: !!login && !fieldErrors.login })}
        <div class="row"><a href="${linkTo('forgot', context)}">${t.forgotLink}</a></div>
        <button type="submit">${t.signInButton}</button>
      </form>
      <p class="links">
        <span>${t.noAccount} <a href="${linkTo('signup', context)}">${t.signUpLink}</a></span>
      </p>`,
  );
}

export type CodePageProps = { context: SignInContext; challenge: string; error?: string | undefined };

/** Step two for users with 2FA: only the signed challenge travels on, never the password. */
export function codePage({ context, challenge, error }: CodePageProps): string {
  const t = stringsByLanguage[context.lang];
  return layout(
    // Switching language here restarts at step one: the challenge is not put into a link.
    {
      lang: context.lang,
      title: t.codeTitle,
      hrefFor: (lang) => `${pagePath('me')}?${contextQuery(context, { lang })}`,
    },
    html`<h1>${t.codeTitle}</h1>
      <p class="lead">${t.codeLead}</p>
      <form method="post" action="${pagePath('login')}" novalidate>
        ${contextFields(context)} ${hiddenFields({ challenge })}
        ${field({
          name: 'totp',
          label: t.codeLabel,
          autocomplete: 'one-time-code',
          error,
          autofocus: true,
          extra: html` inputmode="numeric" pattern="[0-9]{6}" maxlength="6" class="code"`,
        })}
        <button type="submit">${t.codeButton}</button>
      </form>
      <p class="links"><a href="${linkTo('me', context)}">${t.backToSignIn}</a></p>`,
  );
}
