import type { Language } from '../../../../src/schema/enums';
import { idConfig } from '../id-config';
import { inviteStringsByLanguage } from '../i18n/invite-strings';
import { stringsByLanguage } from '../i18n/strings-by-language';
import type { OpenInvitation } from '../invitation-acceptance.service';
import { contextQuery, pagePath, plainContext } from '../sign-in-context';
import { html } from './html';
import { alert, field, hiddenFields, layout } from './layout';
import type { FieldErrors } from './sign-in.page';

export const invitePath = `${idConfig.basePath}/invite`;

export type InviteField = 'login' | 'firstName' | 'lastName' | 'password' | 'totp';
export type InvitePageProps = {
  lang: Language;
  token: string;
  invitation: OpenInvitation;
  /** A code step after a right password, for accounts with two-step verification. */
  challenge?: string | undefined;
  values?: { firstName?: string | undefined; lastName?: string | undefined; login?: string | undefined };
  error?: string | undefined;
  fieldErrors?: FieldErrors<InviteField>;
};

/**
 * The invitation link's page: who invites whom to which chain as what. A new person names themself and picks a
 * password; an existing account accepts with its password (then its code, when two-step verification is on). An
 * invitation by phone names no e-mail: the person gives the one they sign in with, an existing account's with its
 * password, or a new one with their name and a password.
 */
export function invitePage({ lang, token, invitation, challenge, values = {}, error, fieldErrors = {} }: InvitePageProps): string {
  const t = stringsByLanguage[lang];
  const it = inviteStringsByLanguage[lang];
  const existing = invitation.accountUserId !== null;
  const hidden = hiddenFields({ token, lang, challenge });
  let form;
  if (challenge) {
    form = html`<p class="lead">${t.codeLead}</p>
      <form method="post" action="${invitePath}" novalidate>
        ${hidden}
        ${field({ name: 'totp', label: t.codeLabel, autocomplete: 'one-time-code', error: fieldErrors.totp, autofocus: true, extra: html` inputmode="numeric" pattern="[0-9]{6}" maxlength="6" class="code"` })}
        <button type="submit">${t.codeButton}</button>
      </form>`;
  } else if (invitation.email === null) {
    form = html`<p class="lead">${it.phoneLead}</p>
      <form method="post" action="${invitePath}" novalidate>
        ${hidden}
        ${field({ name: 'login', label: t.emailLabel, type: 'email', value: values.login, autocomplete: 'username', error: fieldErrors.login, autofocus: true })}
        ${field({ name: 'firstName', label: t.firstNameLabel, value: values.firstName, autocomplete: 'given-name', error: fieldErrors.firstName })}
        ${field({ name: 'lastName', label: t.lastNameLabel, value: values.lastName, autocomplete: 'family-name', error: fieldErrors.lastName })}
        ${field({ name: 'password', label: t.passwordLabel, type: 'password', autocomplete: 'current-password', error: fieldErrors.password, hint: t.passwordHint })}
        <button type="submit">${it.phoneButton}</button>
      </form>
      <p class="links"><a href="${pagePath('forgot')}?${contextQuery(plainContext(lang))}">${t.forgotLink}</a></p>`;
  } else if (existing) {
    form = html`<p class="lead" style="overflow-wrap:anywhere">${it.existingLead(invitation.email)}</p>
      <form method="post" action="${invitePath}" novalidate>
        ${hidden}
        <input type="email" name="login" value="${invitation.email}" autocomplete="username" hidden />
        ${field({ name: 'password', label: t.passwordLabel, type: 'password', autocomplete: 'current-password', error: fieldErrors.password, autofocus: true })}
        <button type="submit">${it.signInButton}</button>
      </form>
      <p class="links"><a href="${pagePath('forgot')}?${contextQuery(plainContext(lang))}">${t.forgotLink}</a></p>`;
  } else {
    form = html`<p class="lead" style="overflow-wrap:anywhere">${it.newLead(invitation.email)}</p>
      <form method="post" action="${invitePath}" novalidate>
        ${hidden}
        <input type="email" name="login" value="${invitation.email}" autocomplete="username" hidden />
        ${field({ name: 'firstName', label: t.firstNameLabel, value: values.firstName, autocomplete: 'given-name', error: fieldErrors.firstName, autofocus: true })}
        ${field({ name: 'lastName', label: t.lastNameLabel, value: values.lastName, autocomplete: 'family-name', error: fieldErrors.lastName })}
        ${field({ name: 'password', label: t.passwordLabel, type: 'password', autocomplete: 'new-password', error: fieldErrors.password, hint: t.passwordHint, extra: html` minlength="8"` })}
        <button type="submit">${it.signUpButton}</button>
      </form>`;
  }
  return layout(
    { lang, title: it.title, hrefFor: (l) => `${invitePath}?${new URLSearchParams({ token, lang: l })}` },
    html`<h1>${it.title}</h1>
      <p class="lead">
        <strong>${it.lead({ inviter: invitation.inviterName, chain: invitation.organizationName, role: it.roles[invitation.role] })}</strong>
        ${invitation.branchNames.length > 0 && html`<br />${it.branchesLabel}: ${invitation.branchNames.join(', ')}`}
      </p>
      ${alert(error)} ${form}`,
  );
}

/** Invalid, expired, revoked or used: one clear sentence, and the way to sign in. */
export function inviteInvalidPage(lang: Language): string {
  const t = stringsByLanguage[lang];
  const it = inviteStringsByLanguage[lang];
  return layout(
    { lang, title: it.title, hrefFor: (l) => `${pagePath('me')}?lang=${l}` },
    html`<h1>${it.title}</h1>
      ${alert(it.invalid)}
      <p class="links"><a href="${pagePath('me')}?${contextQuery(plainContext(lang))}">${t.signInTitle}</a></p>`,
  );
}
