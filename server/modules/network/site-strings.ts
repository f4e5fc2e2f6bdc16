import type { Language } from '../../../src/schema/enums';

/** The chain's public site's own words (the branch card's hours and contacts are the booking page's, profile-words.ts). */
export type SiteStrings = {
  siteNav: string;
  about: string;
  blog: string;
  jobs: string;
  branches: string;
  book: string;
  openBranch: string;
  aboutTitle: (chain: string) => string;
  aboutDescription: (chain: string, branches: string) => string;
  blogTitle: (chain: string) => string;
  blogDescription: (chain: string) => string;
  jobsTitle: (chain: string) => string;
  jobsDescription: (chain: string) => string;
  noPosts: string;
  otherLanguages: string;
  readMore: string;
  allPosts: string;
  published: (date: string) => string;
  noJobs: string;
  salary: string;
  applyBy: (date: string) => string;
  community: string;
  moreJobs: string;
  website: string;
};

export const siteStrings: Record<Language, SiteStrings> = {
  EN: {
    siteNav: 'Site',
    about: 'About',
    blog: 'Blog',
    jobs: 'Jobs',
    branches: 'Our branches',
    book: 'Book online',
    openBranch: 'About this branch',
    aboutTitle: (chain) => `${chain} – about us`,
    aboutDescription: (chain, branches) => `${chain}: ${branches}. Addresses, opening hours and online booking.`,
    blogTitle: (chain) => `${chain} – blog`,
    blogDescription: (chain) => `News and articles from ${chain}.`,
    jobsTitle: (chain) => `${chain} – jobs`,
    jobsDescription: (chain) => `Open positions at ${chain}.`,
    noPosts: 'No posts yet.',
    otherLanguages: 'No posts in this language yet; here are the others.',
    readMore: 'Read more',
    allPosts: 'All posts',
    published: (date) => `Published ${date}`,
    noJobs: 'No open positions right now.',
    salary: 'Salary',
    applyBy: (date) => `Apply by ${date}`,
    community: 'Community',
    moreJobs: 'More jobs',
    website: 'Website',
  },
  SR: {
    siteNav: 'Sajt',
    about: 'O nama',
    blog: 'Blog',
    jobs: 'Posao',
    branches: 'Naše filijale',
    book: 'Zakažite onlajn',
    openBranch: 'O ovoj filijali',
    aboutTitle: (chain) => `${chain} – o nama`,
    aboutDescription: (chain, branches) => `${chain}: ${branches}. Adrese, radno vreme i onlajn zakazivanje.`,
    blogTitle: (chain) => `${chain} – blog`,
    blogDescription: (chain) => `Novosti i članci lanca ${chain}.`,
    jobsTitle: (chain) => `${chain} – posao`,
    jobsDescription: (chain) => `Otvorena radna mesta u lancu ${chain}.`,
    noPosts: 'Još nema objava.',
    otherLanguages: 'Na ovom jeziku još nema objava; evo ostalih.',
    readMore: 'Pročitajte više',
    allPosts: 'Sve objave',
    published: (date) => `Objavljeno ${date}`,
    noJobs: 'Trenutno nema otvorenih radnih mesta.',
    salary: 'Plata',
    applyBy: (date) => `Prijave do ${date}`,
    community: 'Zajednica',
    moreJobs: 'Još poslova',
    website: 'Veb-sajt',
  },
  RU: {
    siteNav: 'Сайт',
    about: 'О нас',
    blog: 'Блог',
    jobs: 'Вакансии',
    branches: 'Наши филиалы',
    book: 'Записаться онлайн',
    openBranch: 'О филиале',
    aboutTitle: (chain) => `${chain} – о нас`,
    aboutDescription: (chain, branches) => `${chain}: ${branches}. Адреса, часы работы и онлайн-запись.`,
    blogTitle: (chain) => `${chain} – блог`,
    blogDescription: (chain) => `Новости и статьи сети ${chain}.`,
    jobsTitle: (chain) => `${chain} – вакансии`,
    jobsDescription: (chain) => `Открытые вакансии сети ${chain}.`,
    noPosts: 'Публикаций пока нет.',
    otherLanguages: 'На этом языке публикаций пока нет; вот остальные.',
    readMore: 'Читать дальше',
    allPosts: 'Все публикации',
    published: (date) => `Опубликовано ${date}`,
    noJobs: 'Сейчас открытых вакансий нет.',
    salary: 'Зарплата',
    applyBy: (date) => `Отклики до ${date}`,
    community: 'Сообщество',
    moreJobs: 'Другие вакансии',
    website: 'Сайт',
  },
  TR: {
    siteNav: 'Site',
    about: 'Hakkımızda',
    blog: 'Blog',
    jobs: 'İş ilanları',
    branches: 'Şubelerimiz',
    book: 'Online randevu',
    openBranch: 'Bu şube hakkında',
    aboutTitle: (chain) => `${chain} – hakkımızda`,
    aboutDescription: (chain, branches) => `${chain}: ${branches}. Adresler, çalışma saatleri ve online randevu.`,
    blogTitle: (chain) => `${chain} – blog`,
    blogDescription: (chain) => `${chain} haberleri ve yazıları.`,
    jobsTitle: (chain) => `${chain} – iş ilanları`,
    jobsDescription: (chain) => `${chain} açık pozisyonları.`,
    noPosts: 'Henüz yazı yok.',
    otherLanguages: 'Bu dilde henüz yazı yok; diğerleri burada.',
    readMore: 'Devamını oku',
    allPosts: 'Tüm yazılar',
    published: (date) => `Yayın tarihi: ${date}`,
    noJobs: 'Şu anda açık pozisyon yok.',
    salary: 'Maaş',
    applyBy: (date) => `Son başvuru: ${date}`,
    community: 'Topluluk',
    moreJobs: 'Diğer ilanlar',
    website: 'Web sitesi',
  },
  PT: {
    siteNav: 'Site',
    about: 'Sobre nós',
    blog: 'Blog',
    jobs: 'Vagas',
    branches: 'As nossas unidades',
    book: 'Marcar online',
    openBranch: 'Sobre esta unidade',
    aboutTitle: (chain) => `${chain} – sobre nós`,
    aboutDescription: (chain, branches) => `${chain}: ${branches}. Moradas, horários e marcação online.`,
    blogTitle: (chain) => `${chain} – blog`,
    blogDescription: (chain) => `Novidades e artigos de ${chain}.`,
    jobsTitle: (chain) => `${chain} – vagas`,
    jobsDescription: (chain) => `Vagas abertas em ${chain}.`,
    noPosts: 'Ainda não há publicações.',
    otherLanguages: 'Ainda não há publicações neste idioma; eis as outras.',
    readMore: 'Ler mais',
    allPosts: 'Todas as publicações',
    published: (date) => `Publicado em ${date}`,
    noJobs: 'Não há vagas abertas neste momento.',
    salary: 'Salário',
    applyBy: (date) => `Candidaturas até ${date}`,
    community: 'Comunidade',
    moreJobs: 'Mais vagas',
    website: 'Site',
  },
};
