import { describe, expect, it } from 'vitest';
import { languageSchema } from '../../../src/schema/enums';
import { messagesByLanguage } from './messages-by-language';
import { en } from './en';

/**
 * Sample parameters for every sentence that takes some, and the values each language must show. The type
 * checker already refuses a missing or extra sentence; this shows each one renders, and says what it was given.
 */
const samples: Record<string, { params: unknown; shows: string[] }> = {
  'common.checkFields': { params: { fields: ['startTime', 'items.0.price'] }, shows: ['startTime', 'items.0.price'] },
  'common.unknownField': { params: { field: 'colour' }, shows: ['colour'] },
  'common.atMostDays': { params: { days: 62 }, shows: ['62'] },
  'common.tooManyRequests': { params: { after: '1 minute', seconds: 60 }, shows: [] },
  'common.noRoute': { params: { method: 'GET', path: '/api/v1/nowhere' }, shows: ['GET', '/api/v1/nowhere'] },
  'notFound.resource': { params: { name: 'service category' }, shows: [] },
  'crud.planExcludes': { params: { label: 'Clients' }, shows: [] },
  'crud.planViewOnly': { params: { label: 'Clients' }, shows: [] },
  'crud.planKeepsDefault': { params: { fields: ['bookable online'] }, shows: [] },
  'crud.roleCannot': { params: { role: 'employee', verb: 'delete', label: 'clients' }, shows: ['employee'] },
  'crud.teamLimit': { params: { limit: 17, plan: 'Business' }, shows: ['17', 'Business'] },
  'crud.duplicate': { params: { thing: 'job title', field: null, value: 'Stylist', place: 'branch' }, shows: ['Stylist'] },
  'crud.inUse': { params: { thing: 'service', users: [{ count: 3, one: 'membership', many: 'memberships' }] }, shows: ['3'] },
  'crud.missingReference': { params: { name: 'client', id: 4711 }, shows: ['4711'] },
  'orders.employeeBusy': { params: { name: 'Ana Petrović' }, shows: ['Ana Petrović'] },
  'orders.resourceBusy': { params: { name: 'Room 2' }, shows: ['Room 2'] },
  'orders.resourceFull': { params: { name: 'Room Blue', booked: 2, capacity: 3 }, shows: ['Room Blue', '2', '3'] },
  'orders.transitionRefused': {
    params: { code: 'not_allowed', params: { from: 'order_status.canceled', to: 'order_status.approved' } },
    shows: [],
  },
  'orders.capacityBelowJoined': { params: { joined: 7 }, shows: ['7'] },
  'orders.classFull': { params: { places: 12 }, shows: ['12'] },
  'orders.noneBooked': { params: { refusals: ['2030-05-06, x', '2030-05-13, y'] }, shows: ['2030-05-06, x', '2030-05-13, y'] },
  'orders.refusal': { params: { date: '2030-05-06', reason: 'busy' }, shows: ['2030-05-06', 'busy'] },
  'orders.outsideHours.outsideWorkingHours': { params: { start: '09:00', end: '18:00' }, shows: ['09:00', '18:00'] },
  'orders.outsideHours.outsideWorkSlot': { params: { start: '10:00', end: '14:00' }, shows: ['10:00', '14:00'] },
  'orders.reasons': { params: { reasons: ['one', 'two'] }, shows: ['one', 'two'] },
  'orders.needsConfirming': { params: { reasons: ['one.'] }, shows: ['one.'] },
  'schedule.serviceNotInBranch': { params: { id: 903 }, shows: ['903'] },
  'schedule.planExcludes': { params: { area: 'team' }, shows: [] },
  'schedule.planViewOnly': { params: { area: 'schedule' }, shows: [] },
  'schedule.roleCannot': { params: { role: 'employee', action: 'edit', area: 'team' }, shows: ['employee'] },
  'sales.notOnSale': { params: { name: 'Shampoo' }, shows: ['Shampoo'] },
  'sales.stockLeft': { params: { stock: 2, name: 'Shampoo' }, shows: ['2', 'Shampoo'] },
  'sales.refundAtMost': { params: { amount: '12.50' }, shows: ['12.50'] },
  'sales.depositMoreThanSale': { params: { deposit: '30.00' }, shows: ['30.00'] },
  'sales.visitDrawn': { params: { name: 'Yoga 10' }, shows: ['Yoga 10'] },
  'sales.tenderRefused': { params: { ok: false, field: 'card', reason: 'card_above_due', message: 'The card payment is more than is due.' }, shows: [] },
  'memberships.instalmentPaid': { params: { number: 3 }, shows: ['3'] },
  'clientReferrals.balanceTooLow': { params: { balance: '12.50' }, shows: ['12.50'] },
  'clientReferrals.messageSubject': { params: { branch: 'Centre', code: 'K7M2Q9XA', link: 'https://x.test/book/centre?ref=K7M2Q9XA', discount: '10' }, shows: ['Centre'] },
  'clientReferrals.messageBody': {
    params: { branch: 'Centre', code: 'K7M2Q9XA', link: 'https://x.test/book/centre?ref=K7M2Q9XA', discount: '10' },
    shows: ['Centre', 'K7M2Q9XA', 'https://x.test/book/centre?ref=K7M2Q9XA', '10'],
  },
  'memberships.earlierUnpaid': { params: { number: 2 }, shows: ['2'] },
  'cashRegister.alreadyOpen': { params: { since: '09:15' }, shows: ['09:15'] },
  'cashRegister.alreadyClosed': { params: { time: '21:40' }, shows: ['21:40'] },
  'common.dateOutOfRange': { params: { min: '2000-01-01', max: '2099-12-31' }, shows: ['2000-01-01', '2099-12-31'] },
  'common.valueDoesNotFitField': { params: { field: 'fixedAmount' }, shows: ['fixedAmount'] },
  'pay.memberPayTooLarge': { params: { name: 'Ana Petrović', amount: '12000000000.00', max: '9999999999.99' }, shows: ['Ana Petrović', '12000000000.00', '9999999999.99'] },
  'pay.totalTooLarge': { params: { amount: '12000000000.00', max: '9999999999.99' }, shows: ['12000000000.00', '9999999999.99'] },
  'pay.periodTaken': { params: { from: '2030-01-01', to: '2030-01-31', status: 'draft' }, shows: ['2030-01-01', '2030-01-31'] },
  'pay.wrongStatus': { params: { status: 'paid', needed: 'draft', step: 'deleted' }, shows: [] },
  'pay.schemeInUse': { params: { scheme: 'Senior', members: 'Ana Petrović' }, shows: ['Senior', 'Ana Petrović'] },
  'billing.samePlan': { params: { plan: 'Business' }, shows: ['Business'] },
  'billing.overLimits': { params: { plan: 'Start', branches: 2, employees: 7 }, shows: ['Start', '2', '7'] },
  'billing.removeBranches': { params: { count: 2, limit: 1 }, shows: ['2', '1'] },
  'billing.removeEmployees': { params: { count: 7, limit: 5 }, shows: ['7', '5'] },
  'billing.invoiceNotOpen': { params: { number: 'BB-2031-000042' }, shows: ['BB-2031-000042'] },
  'invoice.title': { params: { number: 'BB-2031-000042' }, shows: ['BB-2031-000042'] },
  'invoice.plan': { params: { plan: 'Business', from: '1 Nov 2031', to: '1 Dec 2031' }, shows: ['Business', '1 Nov 2031', '1 Dec 2031'] },
  'invoice.rest': { params: { plan: 'Business', from: '15 Nov 2031', to: '1 Dec 2031' }, shows: ['Business', '15 Nov 2031', '1 Dec 2031'] },
  'invoice.unused': { params: { plan: 'Start', from: '15 Nov 2031', to: '1 Dec 2031' }, shows: ['Start', '15 Nov 2031', '1 Dec 2031'] },
  'invoice.credit': { params: { reason: 'Studio Nova joined through your link' }, shows: ['Studio Nova joined through your link'] },
  'invoice.paidOn': { params: { date: '3 Nov 2031' }, shows: ['3 Nov 2031'] },
  'invoice.payBy': { params: { date: '8 Nov 2031' }, shows: ['8 Nov 2031'] },
  'paySlip.madeOn': { params: { date: '12 Nov 2031' }, shows: ['12 Nov 2031'] },
  'paySlip.periodRange': { params: { from: '1 Nov 2031', to: '30 Nov 2031' }, shows: ['1 Nov 2031', '30 Nov 2031'] },
  'paySlip.fixedShift': { params: { count: 3, base: '1.500,00', amount: '4.500,00' }, shows: ['3', '1.500,00', '4.500,00'] },
  'paySlip.fixedMonth': { params: { month: 'November 2031', base: '60.000,00', amount: '30.000,00' }, shows: ['60.000,00', '30.000,00'] },
  'paySlip.percent': { params: { label: 'Haircut', date: '12 Nov 2031', base: '1.800,00', percent: '40', amount: '720,00' }, shows: ['Haircut', '1.800,00', '40', '720,00'] },
  'paySlip.minimum': { params: { minimum: '50.000,00', base: '42.000,00', amount: '8.000,00' }, shows: ['50.000,00', '42.000,00', '8.000,00'] },
  'catalog.notAService': { params: { id: 88 }, shows: ['88'] },
  'catalog.listEveryOnce': { params: { what: 'categories', unknown: [41], missing: [42] }, shows: ['41', '42'] },
  'settings.staleThing': { params: { what: 'chain' }, shows: [] },
  'settings.branchLimit': { params: { limit: 5, plan: 'Business' }, shows: ['5', 'Business'] },
  'settings.notABranch': { params: { id: 77 }, shows: ['77'] },
  'settings.accountIsAnotherMember': { params: { name: 'Ana Ilić' }, shows: ['Ana Ilić'] },
  'photos.tooLarge': { params: { megabytes: 10 }, shows: ['10'] },
  'network.slugTaken': { params: { slug: 'spring-offer' }, shows: ['spring-offer'] },
  'presence.tooManyDomains': { params: { max: 5 }, shows: ['5'] },
  'presence.galleryFull': { params: { max: 12 }, shows: ['12'] },
  'messages.channelNotForEvent': { params: { channels: 'inApp' }, shows: ['inApp'] },
  'integrations.paymentLinkSubject': { params: { branch: 'Centre' }, shows: ['Centre'] },
  'sales.fiscalReceiptSubject': { params: { branch: 'Centre' }, shows: ['Centre'] },
  'sales.fiscalReceiptBody': { params: { branch: 'Centre', number: 'ABCD1234-ABCD1234-7', link: 'https://suf.purs.gov.rs/v/?vl=abc' }, shows: ['Centre', 'ABCD1234-ABCD1234-7', 'https://suf.purs.gov.rs/v/?vl=abc'] },
  'integrations.paymentLinkBody': { params: { branch: 'Centre', amount: 'RSD 3,000.00', link: 'https://example.test/pay/abc' }, shows: ['Centre', 'RSD 3,000.00', 'https://example.test/pay/abc'] },
  'onlineBooking.slugTaken': { params: { slug: 'centre' }, shows: ['/book/centre'] },
  'onlineBooking.timeTaken': { params: { next: ['13:00', '13:15'] }, shows: ['13:00', '13:15'] },
  'onlineBooking.codeSubject': { params: { branch: 'Centre', code: '123456', minutes: 10 }, shows: ['Centre'] },
  'onlineBooking.codeBody': { params: { branch: 'Centre', code: '123456', minutes: 10 }, shows: ['123456', 'Centre', '10'] },
  'onlineBooking.codeWrong': { params: { left: 3 }, shows: ['3'] },
  'onlineBooking.tooManyBookings': { params: { max: 3 }, shows: ['3'] },
  'onlineBooking.pastCancelCutoff': { params: { phone: '+381 11 3234567' }, shows: ['+381 11 3234567'] },
  'onlineBooking.pastMoveCutoff': { params: { phone: '+381 11 3234567' }, shows: ['+381 11 3234567'] },
  'onlineBooking.smsCountry': { params: { countries: 'Serbia (+381) and Montenegro (+382)', email: true }, shows: ['Serbia (+381) and Montenegro (+382)'] },
};

/** Every sentence of a catalog, by its dotted path. */
function leaves(node: object, prefix = ''): [string, unknown][] {
  return Object.entries(node).flatMap(([key, value]): [string, unknown][] =>
    value !== null && typeof value === 'object' ? leaves(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const at = (catalog: object, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalog);

describe('the API message catalog', () => {
  const englishLeaves = leaves(en);

  it('gives every sentence that takes values a sample', () => {
    const functions = englishLeaves.filter(([, value]) => typeof value === 'function').map(([path]) => path);
    expect(functions.sort()).toEqual(Object.keys(samples).sort());
  });

  for (const language of languageSchema.options) {
    it(`renders every sentence in ${language}, showing the values it is given`, () => {
      const catalog = messagesByLanguage[language];
      for (const [path] of englishLeaves) {
        const entry = at(catalog, path);
        const sample = samples[path];
        const text = typeof entry === 'function' ? (entry as (params: unknown) => unknown)(sample?.params) : entry;
        expect(typeof text, path).toBe('string');
        expect((text as string).trim().length, path).toBeGreaterThan(0);
        expect(text, path).not.toBe(path.split('.').at(-1));
        for (const value of sample?.shows ?? []) expect(text, `${language} ${path}`).toContain(value);
      }
    });
  }

  it('keeps the other languages apart from English where they write their own words', () => {
    for (const language of languageSchema.options.filter((l) => l !== 'EN')) {
      const catalog = messagesByLanguage[language];
      const same = englishLeaves.filter(([path, value]) => typeof value === 'string' && at(catalog, path) === value).map(([path]) => path);
      expect(same, language).toEqual([]);
    }
  });
});
