import { stringsByLanguage } from '../i18n/strings-by-language';
import { contextQuery, pagePath, type SignInContext } from '../sign-in-context';
import { html } from './html';
import { alert, field, layout } from './layout';
import { contextFields, type FieldErrors } from './sign-in.page';

export type SignUpField = 'login' | 'password' | 'firstName' | 'lastName';
export type SignUpPageProps = {
  context: SignInContext;
  values?: Partial<Record<Exclude<SignUpField, 'password'>, string>>;
  error?: string | undefined;
  fieldErrors?: FieldErrors<SignUpField>;
};

export function signUpPage({ context, values = {}, error, fieldErrors = {} }: SignUpPageProps): string {
  const t = stringsByLanguage[context.lang];
  return layout(
    {
      lang: context.lang,
      title: t.signUpTitle,
      hrefFor: (lang) => `${pagePath('signup')}?${contextQuery(context, { lang })}`,
    },
    html`<h1>${t.signUpTitle}</h1>
      <p class="lead">${t.signUpLead}</p>
      ${alert(error)}
      <form method="post" action="${pagePath('signup')}" novalidate>
        ${contextFields(context)}
        ${field({ name: 'firstName', label: t.firstNameLabel, value: values.firstName, autocomplete: 'given-name', error: fieldErrors.firstName, autofocus: true })}
        ${field({ name: 'lastName', label: t.lastNameLabel, value: values.lastName, autocomplete: 'family-name', error: fieldErrors.lastName })}
        ${field({ name: 'login', label: t.emailLabel, type: 'email', value: values.login, autocomplete: 'username', error: fieldErrors.login })}
        ${field({ name: 'password', label: t.passwordLabel, type: 'password', autocomplete: 'new-password', error: fieldErrors.password, hint: t.passwordHint, extra: html` minlength="8"` })}
        <button type="submit">${t.signUpButton}</button>
      </form>
      <p class="links">
        <span
          >${t.haveAccount} <a href="${pagePath('me')}?${contextQuery(context)}">${t.signInTitle}</a></span
        >
      </p>`,
  );
}
