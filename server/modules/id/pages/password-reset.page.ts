import { stringsByLanguage } from '../i18n/strings-by-language';
import { contextQuery, pagePath, type SignInContext } from '../sign-in-context';
import { html } from './html';
import { alert, field, hiddenFields, layout } from './layout';
import { contextFields } from './sign-in.page';

export type ForgotPageProps = {
  context: SignInContext;
  login?: string | undefined;
  error?: string | undefined;
  fieldError?: string | undefined;
};

export function forgotPage({ context, login, error, fieldError }: ForgotPageProps): string {
  const t = stringsByLanguage[context.lang];
  return layout(
    {
      lang: context.lang,
      title: t.forgotTitle,
      hrefFor: (lang) => `${pagePath('forgot')}?${contextQuery(context, { lang })}`,
    },
    html`<h1>${t.forgotTitle}</h1>
      <p class="lead">${t.forgotLead}</p>
      ${alert(error)}
      <form method="post" action="${pagePath('forgot')}" novalidate>
        ${contextFields(context)}
        ${field({ name: 'login', label: t.emailLabel, type: 'email', value: login, autocomplete: 'username', error: fieldError, autofocus: true })}
        <button type="submit">${t.forgotButton}</button>
      </form>
      <p class="links"><a href="${pagePath('me')}?${contextQuery(context)}">${t.backToSignIn}</a></p>`,
  );
}

export type ResetPageProps = {
  context: SignInContext;
  token: string;
  error?: string | undefined;
  fieldError?: string | undefined;
};

export function resetPage({ context, token, error, fieldError }: ResetPageProps): string {
  const t = stringsByLanguage[context.lang];
  return layout(
    {
      lang: context.lang,
      title: t.resetTitle,
      hrefFor: (lang) => `${pagePath('reset')}?${new URLSearchParams({ token, lang })}`,
    },
    html`<h1>${t.resetTitle}</h1>
      ${alert(error)}
      <form method="post" action="${pagePath('reset')}" novalidate>
        ${hiddenFields({ token, lang: context.lang })}
        ${field({ name: 'password', label: t.newPasswordLabel, type: 'password', autocomplete: 'new-password', error: fieldError, hint: t.passwordHint, autofocus: true, extra: html` minlength="8"` })}
        <button type="submit">${t.resetButton}</button>
      </form>`,
  );
}
