/**
 * What a demo branch runs on: job titles, team, catalog, memberships, rooms and equipment, the people its
 * clients are made from, and the chain's openings. Prices are written in both demo currencies (RSD for the
 * Belgrade salons, EUR for the Ljubljana studio), as a salon there would price them.
 */

export const demoJobTitles = [
  { name: 'Stylist', description: 'Cuts, blow-dries and styling' },
  { name: 'Colourist', description: 'Colour, highlights and toning' },
  { name: 'Nail technician', description: 'Manicure, pedicure and gel' },
  { name: 'Beautician', description: 'Facials, brows and massage' },
  { name: 'Receptionist', description: 'Front desk and bookings' },
] as const;
export type DemoJobTitle = (typeof demoJobTitles)[number]['name'];

export type DemoService = { name: string; minutes: number; RSD: string; EUR: string };
export type DemoCategory = { name: string; color: string; performedBy: DemoJobTitle[]; services: DemoService[] };

export const demoCategories: DemoCategory[] = [
  {
    name: 'Hair',
    color: '#3f7cac',
    performedBy: ['Stylist'],
    services: [
      { name: "Women's haircut", minutes: 60, RSD: '2500.00', EUR: '32.00' },
      { name: "Men's haircut", minutes: 30, RSD: '1500.00', EUR: '18.00' },
      { name: 'Blow-dry', minutes: 45, RSD: '1800.00', EUR: '22.00' },
      { name: "Children's haircut", minutes: 30, RSD: '1200.00', EUR: '14.00' },
      { name: 'Updo', minutes: 75, RSD: '3500.00', EUR: '45.00' },
    ],
  },
  {
    name: 'Colour',
    color: '#b5527a',
    performedBy: ['Colourist'],
    services: [
      { name: 'Root colour', minutes: 90, RSD: '4500.00', EUR: '48.00' },
      { name: 'Full colour', minutes: 120, RSD: '6500.00', EUR: '68.00' },
      { name: 'Balayage', minutes: 180, RSD: '9500.00', EUR: '115.00' },
      { name: 'Toner', minutes: 45, RSD: '2200.00', EUR: '26.00' },
    ],
  },
  {
    name: 'Nails',
    color: '#c98a2b',
    performedBy: ['Nail technician'],
    services: [
      { name: 'Manicure', minutes: 45, RSD: '1800.00', EUR: '22.00' },
      { name: 'Gel polish', minutes: 60, RSD: '2500.00', EUR: '30.00' },
      { name: 'Pedicure', minutes: 60, RSD: '2800.00', EUR: '34.00' },
      { name: 'Nail art', minutes: 30, RSD: '900.00', EUR: '10.00' },
    ],
  },
  {
    name: 'Care',
    color: '#4f9a6b',
    performedBy: ['Beautician', 'Stylist'],
    services: [
      { name: 'Facial', minutes: 60, RSD: '3800.00', EUR: '45.00' },
      { name: 'Hair treatment', minutes: 30, RSD: '1500.00', EUR: '18.00' },
      { name: 'Eyebrow shaping', minutes: 20, RSD: '800.00', EUR: '10.00' },
    ],
  },
];

/** Stylists only do the hair care of the Care category; the beautician does all of it. */
export const stylistCareServices = ['Hair treatment'];

export type DemoMembership = {
  name: string;
  kind: 'visits' | 'period';
  visits: number | null;
  periodDays: number | null;
  services: string[];
  RSD: string;
  EUR: string;
  validityDays: number;
  description: string;
};

export const demoMemberships: DemoMembership[] = [
  { name: '10 haircuts', kind: 'visits', visits: 10, periodDays: null, services: ["Women's haircut", "Men's haircut"], RSD: '22000.00', EUR: '280.00', validityDays: 180, description: 'Ten haircuts for the price of nine.' },
  { name: 'Nails all month', kind: 'period', visits: null, periodDays: 30, services: ['Manicure', 'Gel polish'], RSD: '6000.00', EUR: '75.00', validityDays: 30, description: 'Manicure and gel polish as often as needed for 30 days.' },
  { name: 'Care package, 5 visits', kind: 'visits', visits: 5, periodDays: null, services: ['Facial', 'Hair treatment'], RSD: '16500.00', EUR: '200.00', validityDays: 90, description: 'Five facials or hair treatments within three months.' },
];

export const demoResources = [
  { name: 'Treatment room', kind: 'room', capacity: 1, description: 'Quiet room for facials and massage' },
  { name: 'Colour studio', kind: 'room', capacity: 2, description: 'Two chairs with wash basins' },
  { name: 'Pedicure chair', kind: 'equipment', capacity: 1, description: 'Spa chair with foot bath' },
] as const;

export type DemoEmployee = {
  firstName: string;
  lastName: string;
  jobTitle: DemoJobTitle;
  color: string;
  hiredOn: string;
  /** Own prices that differ from the service's (senior staff). */
  ownPrices?: Record<string, { RSD: string; EUR: string }>;
};

/** The team of each demo branch, by chain and branch name (4 to 6 each, within the demo licences). */
export const demoTeams: Record<string, DemoEmployee[]> = {
  Centre: [
    { firstName: 'Jelena', lastName: 'Petrović', jobTitle: 'Stylist', color: '#d9534f', hiredOn: '2019-04-01', ownPrices: { "Women's haircut": { RSD: '3000.00', EUR: '38.00' }, Updo: { RSD: '4200.00', EUR: '52.00' } } },
    { firstName: 'Marko', lastName: 'Jovanović', jobTitle: 'Stylist', color: '#3f7cac', hiredOn: '2021-09-15' },
    { firstName: 'Ana', lastName: 'Ilić', jobTitle: 'Colourist', color: '#b5527a', hiredOn: '2020-02-10', ownPrices: { Balayage: { RSD: '11000.00', EUR: '130.00' } } },
    { firstName: 'Milica', lastName: 'Stojanović', jobTitle: 'Nail technician', color: '#c98a2b', hiredOn: '2022-06-01' },
    { firstName: 'Sara', lastName: 'Đorđević', jobTitle: 'Beautician', color: '#4f9a6b', hiredOn: '2023-01-20' },
    { firstName: 'Ivana', lastName: 'Kostić', jobTitle: 'Receptionist', color: '#7a6bb5', hiredOn: '2022-11-07' },
  ],
  Riverside: [
    { firstName: 'Nikola', lastName: 'Pavlović', jobTitle: 'Stylist', color: '#2f8f9d', hiredOn: '2020-05-04', ownPrices: { "Men's haircut": { RSD: '1800.00', EUR: '22.00' } } },
    { firstName: 'Tamara', lastName: 'Lazić', jobTitle: 'Colourist', color: '#c0392b', hiredOn: '2021-03-22' },
    { firstName: 'Emma', lastName: 'Wilson', jobTitle: 'Nail technician', color: '#e67e22', hiredOn: '2023-08-14' },
    { firstName: 'Katarina', lastName: 'Popović', jobTitle: 'Beautician', color: '#27ae60', hiredOn: '2022-02-01' },
    { firstName: 'Luka', lastName: 'Marić', jobTitle: 'Stylist', color: '#8e44ad', hiredOn: '2024-01-08' },
  ],
  'Main Street': [
    { firstName: 'Maja', lastName: 'Novak', jobTitle: 'Stylist', color: '#16a085', hiredOn: '2018-10-01', ownPrices: { Updo: { RSD: '4000.00', EUR: '50.00' } } },
    { firstName: 'Tina', lastName: 'Kovač', jobTitle: 'Colourist', color: '#d35400', hiredOn: '2021-04-12' },
    { firstName: 'Eva', lastName: 'Horvat', jobTitle: 'Nail technician', color: '#2c3e50', hiredOn: '2022-09-05' },
    { firstName: 'Nina', lastName: 'Zupan', jobTitle: 'Receptionist', color: '#7f8c8d', hiredOn: '2023-05-15' },
  ],
};

/** Names clients are drawn from: mostly Serbian (and Slovenian in Ljubljana), some English; numbers are stored in E.164. */
export const clientNames = {
  RS: {
    female: ['Jovana', 'Milica', 'Ana', 'Marija', 'Jelena', 'Teodora', 'Katarina', 'Ivana', 'Sofija', 'Dragana', 'Nevena', 'Tijana', 'Snežana', 'Gordana', 'Mila', 'Vesna'],
    male: ['Nikola', 'Stefan', 'Marko', 'Lazar', 'Miloš', 'Đorđe', 'Aleksandar', 'Nemanja', 'Dušan', 'Vuk', 'Filip', 'Petar'],
    last: ['Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Stanković', 'Pavlović', 'Milošević', 'Popović', 'Živković', 'Todorović', 'Savić', 'Ristić', 'Kostić', 'Radovanović', 'Lukić'],
    dialCode: '+381',
    /** Mobile numbers: a prefix and this many digits (+381 64 1234567, +386 31 234567). */
    mobilePrefixes: ['60', '61', '62', '63', '64', '65', '66', '69'],
    subscriberDigits: 7,
  },
  SI: {
    female: ['Ana', 'Maja', 'Nina', 'Eva', 'Sara', 'Katja', 'Petra', 'Urška', 'Tjaša', 'Špela'],
    male: ['Luka', 'Jan', 'Žiga', 'Matej', 'Nejc', 'Rok', 'Gregor', 'Tadej'],
    last: ['Novak', 'Horvat', 'Kovačič', 'Krajnc', 'Zupančič', 'Potočnik', 'Kovač', 'Mlakar', 'Vidmar', 'Golob'],
    dialCode: '+386',
    mobilePrefixes: ['30', '31', '40', '41', '51', '70'],
    subscriberDigits: 6,
  },
  EN: {
    female: ['Emily', 'Olivia', 'Sophie', 'Charlotte', 'Grace', 'Hannah', 'Lucy', 'Amelia'],
    male: ['James', 'Oliver', 'Harry', 'George', 'Thomas', 'Daniel'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Evans', 'Walker', 'Hughes', 'Clarke'],
  },
} as const;

export const clientNotes = [
  'Prefers morning appointments.',
  'Sensitive scalp: ammonia-free colour only.',
  'Likes a quiet chair by the window.',
  'Usually books with a friend.',
  'Allergic to latex gloves.',
];

export const clientsPerBranch = 60;

/** Openings of "Demo Salons" and the replies they drew (3 in all). */
export const demoVacancies = [
  {
    title: 'Senior stylist',
    branch: 'Centre',
    salaryFrom: '110000.00',
    salaryTo: '150000.00',
    closesInDays: 30,
    description: 'Five years behind the chair, a loyal following and a love of precision cuts. Full time, Tuesday to Saturday.',
    replies: [
      { candidateName: 'Milena Radović', email: 'milena.radovic@example.com', phone: '+381641112233', dialCode: '+381', message: 'Eight years in a Vračar salon, portfolio attached.', status: 'invited' },
      { candidateName: 'James Carter', email: 'james.carter@example.com', phone: null, dialCode: null, message: 'Moving to Belgrade this spring; trained in London.', status: 'new' },
    ],
  },
  {
    title: 'Nail technician',
    branch: 'Riverside',
    salaryFrom: '80000.00',
    salaryTo: '100000.00',
    closesInDays: 21,
    description: 'Gel, acrylic and nail art; part time possible.',
    replies: [{ candidateName: 'Dragana Simić', email: null, phone: '+381658889900', dialCode: '+381', message: 'Certified, two years of experience, free from next month.', status: 'new' }],
  },
] as const;
