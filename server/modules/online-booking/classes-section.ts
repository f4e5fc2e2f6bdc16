import type { Language } from '../../../src/schema/enums';
import type { PublicClass } from '../../../src/schema/online-booking/classes';
import { priceText } from '../../../src/schema/online-booking/page-formats';
import { html } from '../id/pages/html';

/** The classes section's words, in the five languages. */
const classWords: Record<Language, { title: string; placesLeft: (n: number) => string; with: (name: string) => string; join: string; toJoin: string }> = {
  EN: { title: 'Group classes', placesLeft: (n) => (n === 1 ? '1 place left' : `${n} places left`), with: (name) => `with ${name}`, join: 'Join', toJoin: 'To join a class, call the branch.' },
  SR: { title: 'Grupni časovi', placesLeft: (n) => `Slobodnih mesta: ${n}`, with: (name) => `vodi ${name}`, join: 'Prijavi se', toJoin: 'Da biste se prijavili na čas, pozovite salon.' },
  RU: { title: 'Групповые занятия', placesLeft: (n) => `Свободных мест: ${n}`, with: (name) => `ведёт ${name}`, join: 'Записаться', toJoin: 'Чтобы записаться на занятие, позвоните в филиал.' },
  TR: { title: 'Grup dersleri', placesLeft: (n) => `${n} boş yer`, with: (name) => `eğitmen: ${name}`, join: 'Katıl', toJoin: 'Bir derse katılmak için şubeyi arayın.' },
  PT: { title: 'Aulas em grupo', placesLeft: (n) => (n === 1 ? '1 vaga livre' : `${n} vagas livres`), with: (name) => `com ${name}`, join: 'Participar', toJoin: 'Para participar numa aula, ligue para a filial.' },
};

const dayText = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/**
 * The branch's coming classes with places left (`publicClasses`), readable without script and kept beside the
 * island's steps. Each has a "Join" button the island shows and answers (the join steps need script: a code is sent
 * and proved); without script the page says to call instead.
 */
export function classesSection(classes: readonly PublicClass[] | undefined, currency: string, lang: Language, locale: string) {
  if (!classes || classes.length === 0) return '';
  const t = classWords[lang];
  return html`<section aria-labelledby="classes-title"><h2 id="classes-title">${t.title}</h2>
<ul class="menu">${classes.map(
    (item) =>
      html`<li><span class="name">${item.title}<span class="detail">${dayText(item.date, locale)}, ${item.startTime}–${item.endTime} · ${t.with(item.employeeName)}</span></span><span class="meta">${item.price !== null && html`<span>${priceText(item.price, currency, locale)}</span>`}<span>${t.placesLeft(item.placesLeft)}</span><button type="button" class="button join" data-class-join="${item.id}" hidden>${t.join}</button></span></li>`,
  )}</ul>
<noscript><p>${t.toJoin}</p></noscript></section>`;
}
