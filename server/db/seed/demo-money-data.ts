/**
 * What the demo's three months of money are made of (demo-money-plan.ts): the retail shelf, the cash drawer's
 * float, how busy a day is, how people pay, and the two pay schemes of every branch. Amounts are written in both
 * demo currencies, as the catalog's are (demo-business-data.ts).
 */

type Priced = { RSD: string; EUR: string };

export const demoProducts: ({ name: string; sku: string; description: string } & Priced)[] = [
  { name: 'Repair shampoo 250 ml', sku: 'HAIR-SH-250', description: 'For coloured and damaged hair.', RSD: '1600.00', EUR: '16.50' },
  { name: 'Hydrating conditioner 250 ml', sku: 'HAIR-CO-250', description: 'Daily conditioner with panthenol.', RSD: '1700.00', EUR: '17.50' },
  { name: 'Argan oil serum 100 ml', sku: 'HAIR-OIL-100', description: 'Smooths frizz, adds shine.', RSD: '2400.00', EUR: '24.90' },
  { name: 'Heat protection spray 150 ml', sku: 'HAIR-HP-150', description: 'Before blow-drying and straightening.', RSD: '1900.00', EUR: '19.90' },
  { name: 'Cuticle oil 15 ml', sku: 'NAIL-CU-15', description: 'Almond and vitamin E.', RSD: '900.00', EUR: '8.90' },
  { name: 'Nail polish', sku: 'NAIL-POL', description: 'Long-wear colour, 12 ml.', RSD: '1100.00', EUR: '11.50' },
  { name: 'Hand cream 75 ml', sku: 'CARE-HC-75', description: 'Shea butter, fast absorbing.', RSD: '800.00', EUR: '7.90' },
  { name: 'Vitamin C face serum 30 ml', sku: 'CARE-VC-30', description: 'Brightening serum for daily use.', RSD: '3200.00', EUR: '32.00' },
];
/** Each branch stocks 6 to 8 of them and keeps this many of each on the shelf after the three months. */
export const productCount = { min: 6, max: 8 };
export const shelfLeft = { min: 3, max: 18 };

/** The cash register: on in every demo branch, each shift opened with this float. */
export const demoFloat: Priced = { RSD: '10000.00', EUR: '150.00' };
/** A few closings count a little short or over: this share of them, by up to this much. */
export const cashMiscount = { chance: 0.06, amounts: { RSD: ['-200.00', '-50.00', '100.00', '300.00'], EUR: ['-5.00', '-1.50', '2.00', '0.50'] } };
/** Drawers open a quarter of an hour before the branch does and close a quarter after. */
export const drawerMinutes = 15;

/** The history: this many days before today, today's sales so far included. */
export const historyDays = 90;

/** Sales a day per branch: a base, shaped by the weekday (0 = Sunday) and a trend growing over the three months. */
export const salesPerDay = { base: 9, min: 8, max: 25, spread: 0.3, trendFrom: 0.8, trendTo: 1.15 };
export const weekdayShape = [0.6, 0.75, 0.95, 1, 1.05, 1.3, 1.4];

/** What a sale holds and how it is paid (shares of sales). */
export const saleOdds = {
  /** 1, 2 or 3 services. */
  serviceCount: [0.6, 0.9],
  walkIn: 0.2,
  product: 0.25,
  secondUnit: 0.1,
  membership: 0.04,
  /** Of memberships: paid in 3 monthly instalments; an instalment due in the past was paid on its day, mostly. */
  instalments: 0.35,
  instalmentPaid: 0.9,
  percentDiscount: 0.1,
  amountDiscount: 0.03,
  card: 0.55,
  cash: 0.93,
  split: 0.98,
  /** Of cash payments: the client hands over a rounder sum and gets change. */
  change: 0.4,
  /** Of payments before yesterday: part given back. */
  refund: 0.01,
};
export const discountPercents = ['10', '15', '20'];
export const discountAmounts = { RSD: ['200.00', '300.00', '500.00'], EUR: ['2.00', '3.00', '5.00'] };
/** Cash handed over is rounded up to one of these; a split puts this share (percent) on the card. */
export const cashSteps = { RSD: ['500', '1000'], EUR: ['5', '10', '20'] };
export const splitCardPercents = ['40', '50', '60'];
export const partialPercents = ['30', '50', '70'];
export const refundPercents = ['20', '30', '50'];

/** Staff pay: a senior scheme and a junior one (members hired since 2023, or without services, are juniors). */
export const juniorsHiredFrom = '2023-01-01';
export const demoPaySchemes = {
  senior: { name: 'Stylist — 40 % of services, 10 % of products', fixedAmount: { RSD: '0.00', EUR: '0.00' }, fixedPer: 'none', servicePercent: '40', productPercent: '10', minimum: { RSD: '0.00', EUR: '0.00' } },
  junior: { name: 'Junior — fixed per shift + 20 %, minimum', fixedAmount: { RSD: '1500.00', EUR: '20.00' }, fixedPer: 'shift', servicePercent: '20', productPercent: '5', minimum: { RSD: '60000.00', EUR: '700.00' } },
} as const;
