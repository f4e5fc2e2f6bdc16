import type { Language, Role } from '../../../../src/schema/enums';

/** The invitation page of the sign-in service, the invitation e-mail and SMS, in the five languages of spec §9. */
export type InviteStrings = {
  title: string;
  roles: Record<Role, string>;
  lead: (p: { inviter: string | null; chain: string; role: string }) => string;
  branchesLabel: string;
  newLead: (email: string) => string;
  existingLead: (email: string) => string;
  /** An invitation by phone: the person gives the e-mail they will sign in with (an account's, if they have one). */
  phoneLead: string;
  phoneButton: string;
  signUpButton: string;
  signInButton: string;
  invalid: string;
  mailSubject: (chain: string) => string;
  mailBody: (p: { inviter: string | null; chain: string; role: string; link: string }) => string;
  /** The invitation SMS: short, with the link. */
  smsBody: (p: { inviter: string | null; chain: string; role: string; link: string }) => string;
};

const en: InviteStrings = {
  title: 'Join the team',
  roles: { owner: 'owner', administrator: 'administrator', employee: 'employee' },
  lead: ({ inviter, chain, role }) => `${inviter ?? 'Someone'} invited you to join ${chain} as ${role}.`,
  branchesLabel: 'Branches',
  newLead: (email) => `Create your account to accept. You will sign in with ${email}.`,
  existingLead: (email) => `You already have an account with ${email}. Enter its password to accept.`,
  phoneLead: 'Enter the e-mail you will sign in with, your name and a password. If you already have an account with that e-mail, enter its password instead: your name is not needed.',
  phoneButton: 'Accept the invitation',
  signUpButton: 'Accept and create account',
  signInButton: 'Accept and sign in',
  invalid: 'This invitation is invalid, has expired, was withdrawn or was already used. Ask the person who invited you for a new one.',
  mailSubject: (chain) => `You are invited to join ${chain} on BranchBook`,
  mailBody: ({ inviter, chain, role, link }) =>
    `Hello,\n\n${inviter ?? 'Someone'} invited you to join ${chain} on BranchBook as ${role}. To accept, open this link within 7 days:\n\n${link}\n\nIf you did not expect this invitation, ignore this e-mail.`,
  smsBody: ({ inviter, chain, role, link }) => `${inviter ?? 'Someone'} invited you to join ${chain} on BranchBook as ${role}. Accept within 7 days: ${link}`,
};

const sr: InviteStrings = {
  title: 'Pridružite se timu',
  roles: { owner: 'vlasnik', administrator: 'administrator', employee: 'zaposleni' },
  lead: ({ inviter, chain, role }) => `${inviter ?? 'Neko'} vas je pozvao da se pridružite mreži ${chain} kao ${role}.`,
  branchesLabel: 'Filijale',
  newLead: (email) => `Napravite nalog da biste prihvatili poziv. Prijavljivaćete se sa ${email}.`,
  existingLead: (email) => `Već imate nalog sa ${email}. Unesite njegovu lozinku da biste prihvatili poziv.`,
  phoneLead: 'Unesite e-adresu sa kojom ćete se prijavljivati, svoje ime i lozinku. Ako već imate nalog sa tom e-adresom, unesite njegovu lozinku: ime tada nije potrebno.',
  phoneButton: 'Prihvati poziv',
  signUpButton: 'Prihvati i napravi nalog',
  signInButton: 'Prihvati i prijavi se',
  invalid: 'Ovaj poziv nije ispravan, istekao je, povučen je ili je već iskorišćen. Zatražite novi od osobe koja vas je pozvala.',
  mailSubject: (chain) => `Poziv da se pridružite mreži ${chain} na BranchBook-u`,
  mailBody: ({ inviter, chain, role, link }) =>
    `Zdravo,\n\n${inviter ?? 'Neko'} vas je pozvao da se pridružite mreži ${chain} na BranchBook-u kao ${role}. Da biste prihvatili poziv, otvorite ovaj link u roku od 7 dana:\n\n${link}\n\nAko niste očekivali ovaj poziv, zanemarite ovu poruku.`,
  smsBody: ({ inviter, chain, role, link }) => `${inviter ?? 'Neko'} vas je pozvao u mrežu ${chain} na BranchBook-u kao ${role}. Prihvatite u roku od 7 dana: ${link}`,
};

const ru: InviteStrings = {
  title: 'Присоединяйтесь к команде',
  roles: { owner: 'владелец', administrator: 'администратор', employee: 'сотрудник' },
  lead: ({ inviter, chain, role }) => `${inviter ? `${inviter} приглашает вас` : 'Вас приглашают'} в ${chain}. Роль: ${role}.`,
  branchesLabel: 'Филиалы',
  newLead: (email) => `Создайте аккаунт, чтобы принять приглашение. Вы будете входить с ${email}.`,
  existingLead: (email) => `У вас уже есть аккаунт ${email}. Введите его пароль, чтобы принять приглашение.`,
  phoneLead: 'Укажите e-mail, с которым будете входить, своё имя и пароль. Если у вас уже есть аккаунт с этим e-mail, введите его пароль: имя тогда не нужно.',
  phoneButton: 'Принять приглашение',
  signUpButton: 'Принять и создать аккаунт',
  signInButton: 'Принять и войти',
  invalid: 'Приглашение недействительно, истекло, отозвано или уже использовано. Попросите пригласившего вас человека прислать новое.',
  mailSubject: (chain) => `Приглашение в ${chain} в BranchBook`,
  mailBody: ({ inviter, chain, role, link }) =>
    `Здравствуйте!\n\n${inviter ? `${inviter} приглашает вас` : 'Вас приглашают'} в ${chain} в BranchBook. Роль: ${role}. Чтобы принять приглашение, откройте эту ссылку в течение 7 дней:\n\n${link}\n\nЕсли вы не ждали этого приглашения, просто проигнорируйте письмо.`,
  smsBody: ({ inviter, chain, role, link }) => `${inviter ? `${inviter} приглашает вас` : 'Вас приглашают'} в ${chain} в BranchBook. Роль: ${role}. Примите в течение 7 дней: ${link}`,
};

const tr: InviteStrings = {
  title: 'Ekibe katılın',
  roles: { owner: 'sahip', administrator: 'yönetici', employee: 'çalışan' },
  lead: ({ inviter, chain, role }) => `${inviter ?? 'Biri'} sizi ${chain} ekibine ${role} olarak davet etti.`,
  branchesLabel: 'Şubeler',
  newLead: (email) => `Daveti kabul etmek için hesabınızı oluşturun. ${email} ile giriş yapacaksınız.`,
  existingLead: (email) => `${email} ile zaten bir hesabınız var. Daveti kabul etmek için şifresini girin.`,
  phoneLead: 'Giriş yapacağınız e-posta adresini, adınızı ve bir şifre girin. Bu e-posta ile zaten bir hesabınız varsa onun şifresini girin: adınız gerekmez.',
  phoneButton: 'Daveti kabul et',
  signUpButton: 'Kabul et ve hesap oluştur',
  signInButton: 'Kabul et ve giriş yap',
  invalid: 'Bu davet geçersiz, süresi dolmuş, geri çekilmiş ya da zaten kullanılmış. Sizi davet eden kişiden yeni bir davet isteyin.',
  mailSubject: (chain) => `BranchBook'ta ${chain} ekibine davet edildiniz`,
  mailBody: ({ inviter, chain, role, link }) =>
    `Merhaba,\n\n${inviter ?? 'Biri'} sizi BranchBook'ta ${chain} ekibine ${role} olarak davet etti. Kabul etmek için bu bağlantıyı 7 gün içinde açın:\n\n${link}\n\nBu daveti beklemiyorsanız bu e-postayı yok sayın.`,
  smsBody: ({ inviter, chain, role, link }) => `${inviter ?? 'Biri'} sizi BranchBook'ta ${chain} ekibine ${role} olarak davet etti. 7 gün içinde kabul edin: ${link}`,
};

const pt: InviteStrings = {
  title: 'Junte-se à equipa',
  roles: { owner: 'proprietário', administrator: 'administrador', employee: 'funcionário' },
  lead: ({ inviter, chain, role }) => `${inviter ?? 'Alguém'} convidou-o para se juntar a ${chain} como ${role}.`,
  branchesLabel: 'Filiais',
  newLead: (email) => `Crie a sua conta para aceitar. Vai entrar com ${email}.`,
  existingLead: (email) => `Já tem uma conta com ${email}. Introduza a palavra-passe para aceitar.`,
  phoneLead: 'Introduza o e-mail com que vai entrar, o seu nome e uma palavra-passe. Se já tem uma conta com esse e-mail, introduza a palavra-passe dela: o nome não é necessário.',
  phoneButton: 'Aceitar o convite',
  signUpButton: 'Aceitar e criar conta',
  signInButton: 'Aceitar e entrar',
  invalid: 'Este convite não é válido, expirou, foi retirado ou já foi usado. Peça um novo à pessoa que o convidou.',
  mailSubject: (chain) => `Foi convidado para se juntar a ${chain} no BranchBook`,
  mailBody: ({ inviter, chain, role, link }) =>
    `Olá,\n\n${inviter ?? 'Alguém'} convidou-o para se juntar a ${chain} no BranchBook como ${role}. Para aceitar, abra esta ligação no prazo de 7 dias:\n\n${link}\n\nSe não esperava este convite, ignore este e-mail.`,
  smsBody: ({ inviter, chain, role, link }) => `${inviter ?? 'Alguém'} convidou-o para se juntar a ${chain} no BranchBook como ${role}. Aceite no prazo de 7 dias: ${link}`,
};

export const inviteStringsByLanguage: Record<Language, InviteStrings> = { EN: en, SR: sr, RU: ru, TR: tr, PT: pt };
