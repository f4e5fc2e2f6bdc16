import type { TenderRefusal } from '../../../src/schema/money/tender';
import { orderTransitionMessage, type OrderTransitionRefusal } from '../../../src/schema/schedule/order-status';

/** The reasons a line falls outside the hours, and a group class date is refused. */
export type OutsideHoursWords = {
  branchClosed: string;
  outsideWorkingHours: (p: { start: string; end: string }) => string;
  notWorking: string;
  outsideWorkSlot: (p: { start: string; end: string }) => string;
};

/** How many records of a resource use another: `3 services`, `1 service`. */
export type RecordCount = { count: number; one: string; many: string };
const countText = ({ count, one, many }: RecordCount) => `${count} ${count === 1 ? one : many}`;
const joinAnd = (parts: readonly string[]): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
const payStatus = { draft: 'a draft', approved: 'approved', paid: 'paid' };

/**
 * Every sentence the API writes itself (error envelopes and their field issues), in English. This object is
 * the catalog's shape: each other language is a value of its type, so a missing or extra sentence does not
 * compile. The English text is the API's contract (tests assert on it); change it only on purpose.
 */
export const en = {
  common: {
    checkFields: ({ fields }: { fields: readonly string[] }) => `Check these fields: ${fields.join(', ')}.`,
    unknownField: ({ field }: { field: string }) => `Unknown field "${field}"`,
    invalidValue: 'Invalid value',
    required: 'Required',
    noSuchDate: 'No such date',
    noSuchDateTime: 'No such date and time',
    tooLarge: 'Too large',
    mustBeAfterStart: 'Must be after the start',
    mustNotBeBeforeStart: 'Must not be before the start',
    atMostDays: ({ days }: { days: number }) => `At most ${days} days`,
    valueDoesNotFit: 'A value does not fit its field.',
    dateOutOfRange: ({ min, max }: { min: string; max: string }) => `Must be between ${min} and ${max}`,
    valueDoesNotFitField: ({ field }: { field: string }) => `A value does not fit its field: ${field}.`,
    bodyTooLarge: 'The request body is too large.',
    tooManyRequests: ({ after }: { after: string; seconds: number }) => `Too many requests. Please try again in ${after}.`,
    unexpected: 'Something went wrong on our side. Please try again.',
    noRoute: ({ method, path }: { method: string; path: string }) => `No route ${method} ${path}.`,
    duplicateValue: 'A record with the same unique value already exists.',
    overlapsBooking: 'This time overlaps another booking of the same person.',
    stillInUse: 'This record is still in use by other records.',
    concurrentChange: 'Someone else changed the same records at the same moment, so nothing was saved. Please try again.',
    staleVersion: 'Someone else changed this record since you opened it. Reload it to see their changes.',
    noPermission: 'You do not have permission to do this.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    accountGone: 'Your account no longer exists. Please sign in again.',
    missingXsrf: 'The request is missing a valid X-XSRF-TOKEN header. Reload the page and try again.',
  },
  /** "… was not found." for each thing the API looks up by id. */
  notFound: {
    noShowCharge: 'The no-show or late-cancel charge was not found.',
    record: 'The record was not found.',
    resource: ({ name }: { name: string }) => `The ${name} was not found.`,
    order: 'The appointment was not found.',
    break: 'The break was not found.',
    clientInClass: 'The client in this class was not found.',
    teamMember: 'The team member was not found.',
    employee: 'The team member was not found.',
    client: 'The client was not found.',
    service: 'The service was not found.',
    product: 'The product was not found.',
    membership: 'The membership was not found.',
    sale: 'The sale was not found.',
    payment: 'The payment was not found.',
    soldMembership: 'The sold membership was not found.',
    instalment: 'The instalment was not found.',
    cashShift: 'The cash shift was not found.',
    payScheme: 'The pay scheme was not found.',
    payCalculation: 'The pay calculation was not found.',
    review: 'The review was not found.',
    payAssignment: 'The pay assignment was not found.',
    workSlot: 'The work slot was not found.',
    branch: 'The branch was not found.',
    organisation: 'The organisation was not found.',
    licence: 'The licence was not found.',
    user: 'The user was not found.',
    invitation: 'The invitation was not found.',
    staffAccount: 'This team member has no account and no invitation.',
    photo: 'The photo was not found.',
    page: 'The page was not found.',
  },
  /** The same things, as a field issue: "… was not found in this branch." */
  notInBranch: {
    service: 'The service was not found in this branch.',
    membership: 'The membership was not found in this branch.',
    product: 'The product was not found in this branch.',
    employee: 'The team member was not found in this branch.',
    client: 'The client was not found in this branch.',
    order: 'The appointment was not found in this branch.',
  },
  /**
   * The resource engine's answers. English names the resource from the registry (crud-labels.ts); the other
   * languages speak of "the record", since the server knows no translated resource names.
   */
  crud: {
    planExcludes: ({ label }: { label: string }) => `Your plan does not include ${label}.`,
    planViewOnly: ({ label }: { label: string }) => `Your plan makes ${label} view-only.`,
    planKeepsDefault: ({ fields }: { fields: string[] }) =>
      `Your plan does not include choosing ${fields.join(', ')}: it stays as it comes (turning it back on is always allowed).`,
    roleCannot: ({ role, verb, label }: { role: string; verb: string; label: string }) => `Your role (${role}) cannot ${verb} ${label}.`,
    teamLimit: ({ limit, plan }: { limit: number; plan: string }) => `Your plan “${plan}” allows ${limit} team members. Remove one or change the plan to add more.`,
    duplicate: ({ thing, field, value, place }: { thing: string; field: string | null; value: string; place: 'branch' | 'chain' }) =>
      `${/^[aeiou]/i.test(thing) ? 'An' : 'A'} ${thing} ${field === null ? `named “${value}”` : `with the ${field} “${value}”`} already exists in this ${place}.`,
    inUse: ({ thing, users }: { thing: string; users: readonly RecordCount[] }) => `This ${thing} is still used by ${joinAnd(users.map(countText))}.`,
    missingReference: ({ name, id }: { name: string; id: number }) => `No ${name} with id ${id} here.`,
  },
  orders: {
    noShowNotApplied: 'This charge is not in force any more: it was waived or forgiven already.',
    noShowFeePaid: 'The client has paid part of this fee: give the payment back on its sale first, then waive it.',
    notYourOwn: 'You can change only your own appointments and breaks.',
    movesNotAllowed: 'Your branch does not let employees move their appointments. Ask an administrator.',
    employeeBusy: ({ name }: { name: string | null }) =>
      `${name ?? 'The team member'} already has an appointment or a break at that time.`,
    resourceBusy: ({ name }: { name: string | null }) => `${name ? `Resource ${name}` : 'The resource'} is already booked at that time.`,
    resourceFull: ({ name, booked, capacity }: { name: string | null; booked: number; capacity: number }) =>
      `${name ? `Resource ${name}` : 'The resource'} is fully booked at that time (${booked} of ${capacity}).`,
    /** A refused change of status; English is the shared schema's sentence, which the API tests quote. */
    transitionRefused: (refusal: OrderTransitionRefusal) => orderTransitionMessage(refusal),
    cancelledUnchangeable: 'A cancelled appointment cannot be changed; book a new one instead.',
    paidLinePrice:
      'This service is already on a sale, so its price is the one on that sale. To charge a different amount, give the payment back or cancel the sale and check out again.',
    paidLineRemoved: 'This service is already on a sale, so it cannot be taken off the appointment. Cancel the sale first, or give the payment back.',
    lineNotOnOrder: 'This is not a service of this appointment',
    lineNamedTwice: 'This service is named twice',
    capacityBelowJoined: ({ joined }: { joined: number }) =>
      `${joined} clients have joined this class, so it cannot have fewer than ${joined} places; ask someone to leave first.`,
    onlyGroupHasPlaces: 'Only a group class has places',
    groupHasOneService: 'A group class has one service',
    clientsJoinOneByOne: 'Clients join a group class one by one',
    notGroupClass: 'This is not a group class: a single appointment has one client, changed on the appointment itself.',
    classClosed: 'This class is cancelled or over: clients can no longer join or leave it.',
    alreadyJoined: 'This client has already joined the class.',
    classFull: ({ places }: { places: number }) => `The class is full: all ${places} places are taken.`,
    noneBooked: ({ refusals }: { refusals: readonly string[] }) => `No class could be booked: ${refusals.join('; ')}.`,
    refusal: ({ date, reason }: { date: string; reason: string }) => `${date}, ${reason}`,
    refusalReasons: {
      employee_busy: 'the team member is busy',
      resource_busy: 'the resource is booked',
      branch_closed: 'the branch is closed',
      outside_working_hours: "outside the branch's working hours",
      not_working: 'the team member has no work slot',
      outside_work_slot: "outside the team member's work slot",
    },
    outsideHours: {
      branchClosed: 'The branch is closed that day',
      outsideWorkingHours: ({ start, end }: { start: string; end: string }) => `Outside the branch's working hours (${start}–${end})`,
      notWorking: 'The team member has no work slot that day',
      outsideWorkSlot: ({ start, end }: { start: string; end: string }) => `Outside the team member's work slot (${start}–${end})`,
    } satisfies OutsideHoursWords,
    reasons: ({ reasons }: { reasons: readonly string[] }) => `${reasons.join('; ')}.`,
    needsConfirming: ({ reasons }: { reasons: readonly string[] }) =>
      `This time needs confirming: ${reasons.join(' ')} Confirm to book it anyway.`,
  },
  schedule: {
    noSuchTeamMember: 'No such team member',
    noSuchTeamMemberInBranch: 'No such team member in this branch',
    oneChainAtATime: 'Plan one chain at a time',
    noSuchWorkSlot: 'No such work slot',
    serviceNotInBranch: ({ id }: { id: number }) => `Service ${id} is not a service of this branch`,
    planExcludes: ({ area }: { area: 'schedule' | 'team' }) => `Your plan does not include ${area === 'schedule' ? 'the schedule' : "the team's work slots"}.`,
    planViewOnly: ({ area }: { area: 'schedule' | 'team' }) => `Your plan makes ${area === 'schedule' ? 'the schedule' : "the team's work slots"} view-only.`,
    roleCannot: ({ role, action, area }: { role: string; action: string; area: 'schedule' | 'team' }) =>
      `Your role (${role}) cannot ${action} ${area === 'schedule' ? 'the schedule' : "the team's work slots"}.`,
  },
  sales: {
    notOnSale: ({ name }: { name: string }) => `${name} is not on sale.`,
    nameTheOrder: 'Name the appointment this line pays (orderId).',
    notALineOfOrder: 'This is not a line of the appointment.',
    needsClient: 'A membership or a debt needs a client.',
    visitPaid: 'This appointment is already paid in full.',
    stockLeft: ({ stock, name }: { stock: number; name: string }) => `Only ${stock} of ${name} left.`,
    saleCancelled: 'This sale was cancelled.',
    saleAlreadyCancelled: 'This sale was already cancelled.',
    nothingOwed: 'Nothing is owed on this sale.',
    handOverAmount: 'Hand over an amount in cash or by card.',
    onlyPaymentRefunds: 'Only a payment can be given back.',
    refundAtMost: ({ amount }: { amount: string }) => `At most ${amount} can be given back.`,
    visitDrawn: ({ name }: { name: string }) =>
      `A visit was already drawn from ${name}; give that visit back before cancelling the sale.`,
    depositMoreThanSale: (p: { deposit: string }) => `The deposit paid online for this appointment (${p.deposit}) is more than this sale: add the appointment's services, or refund part of the deposit first (Sales → Payments).`,
    amountsChanged: 'The amounts no longer add up; reload and try again.',
    paidMeanwhile: 'This payment is more than the sale still owes; it was paid in the meantime.',
    refundedMeanwhile: 'This payment has already been given back in the meantime.',
    keyReused: 'This was already recorded once with other details under the same Idempotency-Key; nothing was written again. Reload to see what was recorded.',
    outOfStock: 'A product ran out of stock in the meantime.',
    membershipOverpaid: 'This payment is more than the membership still owes.',
    instalmentOverpaid: 'This payment is more than the instalment still owes.',
    noVisitsLeft: 'This membership has no visits left.',
    classPaidPerClient: 'A group class is paid client by client: choose whose place this sale pays.',
    notInClass: 'This client has no place in the class: add them to it first.',
    receiptNeedsEmail: 'This client has no e-mail address on file: type the address to send the receipt to.',
    receiptNoPhone: 'The client’s card has no phone number: add one, or send the receipt by e-mail.',
    receiptNoTelegram: 'The client has not linked Telegram: send the receipt by SMS or e-mail.',
    receiptNotIssued: 'This fiscal receipt is not issued yet: it can be sent once the V-SDC has signed it.',
    fiscalReceiptSubject: ({ branch }: { branch: string }) => `Your fiscal receipt from ${branch}`,
    fiscalReceiptBody: ({ branch, number, link }: { branch: string; number: string; link: string }) => `${branch}: your fiscal receipt ${number}. Check it with the Tax Administration: ${link}`,
    visitOnAnotherSale: 'A service of this appointment is already on another sale: take the rest of its payment on that sale.',
    /** A refused cash or card amount; English is the shared rule's own sentence. */
    tenderRefused: (refusal: TenderRefusal) => refusal.message,
  },
  memberships: {
    cancelledNoInstalments: 'This membership was cancelled, so its instalments are no longer paid.',
    instalmentPaid: ({ number }: { number: number }) => `Instalment ${number} is paid in full already.`,
    earlierUnpaid: ({ number }: { number: number }) => `Instalment ${number} is still unpaid; instalments are paid in order.`,
    enterAmount: 'Enter the cash or card amount being paid.',
    overpaysSale: 'This payment would pay the sale more than its total.',
    alreadyCancelled: 'This membership was cancelled already.',
  },
  cashRegister: {
    alreadyOpen: ({ since }: { since: string | null }) =>
      `A cash shift is already open${since ? ` since ${since}` : ''}. Close it before opening another.`,
    alreadyClosed: ({ time }: { time: string }) => `This cash shift was already closed at ${time}.`,
    planExcludes:
      'Your plan does not include cash register settings (they need the finance settings and cash register blocks). Change the plan to use them.',
  },
  pay: {
    memberPayTooLarge: ({ name, amount, max }: { name: string; amount: string; max: string }) =>
      `${name}'s pay for this period comes to ${amount}, more than the ${max} one payment can be. Lower the pay scheme's amounts or choose a shorter period.`,
    totalTooLarge: ({ amount, max }: { amount: string; max: string }) =>
      `This period's pay comes to ${amount} in all, more than the ${max} one calculation can hold. Choose a shorter period.`,
    periodTaken: ({ from, to, status }: { from: string; to: string; status: 'draft' | 'approved' | 'paid' }) =>
      `The pay calculation for ${from} to ${to} (${payStatus[status]}) covers some of these days. ${status === 'draft' ? 'Recalculate or delete it instead.' : 'Choose days after it.'}`,
    wrongStatus: ({ status, needed, step }: { status: 'draft' | 'approved' | 'paid'; needed: 'draft' | 'approved' | 'paid'; step: 'approved' | 'paid' | 'recalculated' | 'deleted' }) =>
      `This pay calculation is ${payStatus[status]}: only one that is ${payStatus[needed]} can be ${step}.`,
    schemeInUse: ({ scheme, members }: { scheme: string; members: string }) =>
      `${scheme} is the pay scheme of ${members}. Assign them another scheme first.`,
    notACategory: 'Not a service category of this branch.',
    notAScheme: 'Not a pay scheme of this branch.',
  },
  catalog: {
    notAService: ({ id }: { id: number }) => `Service ${id} is not a service of this branch`,
    listEveryOnce: ({ what, unknown, missing }: { what: 'categories' | 'services of this category'; unknown: readonly number[]; missing: readonly number[] }) => {
      const parts = [unknown.length > 0 && `not ${what} here: ${unknown.join(', ')}`, missing.length > 0 && `missing: ${missing.join(', ')}`].filter(Boolean);
      return `List every one of the ${what} exactly once (${parts.join('; ')}).`;
    },
  },
  billing: {
    planNotOnSale: 'This plan is not on sale.',
    samePlan: ({ plan }: { plan: string }) => `The chain is already on “${plan}” for this period.`,
    overLimits: ({ plan, branches, employees }: { plan: string; branches: number; employees: number }) =>
      `The plan “${plan}” allows fewer than the chain has. Remove first: ${[branches > 0 && `${branches} ${branches === 1 ? 'branch' : 'branches'}`, employees > 0 && `${employees} ${employees === 1 ? 'team member' : 'team members'}`].filter(Boolean).join(' and ')}.`,
    removeBranches: ({ count, limit }: { count: number; limit: number }) => `Remove ${count} ${count === 1 ? 'branch' : 'branches'}: the plan allows ${limit}.`,
    removeEmployees: ({ count, limit }: { count: number; limit: number }) => `Remove ${count} ${count === 1 ? 'team member' : 'team members'}: the plan allows ${limit}.`,
    invoiceNotOpen: ({ number }: { number: string }) => `Invoice ${number} is not open: there is nothing to pay on it.`,
    paymentsNotSetUp: 'Card payments for plans are not set up on this server. Write to support to pay by bank transfer.',
  },
  reports: {
    planExcludes: 'Your plan does not include reports. Change the plan to use them.',
  },
  settings: {
    planExcludesArea: 'Your plan does not include this area. Change the plan to use it.',
    planViewOnlyArea: 'Your plan allows viewing this area only. Change the plan to make changes.',
    subscriptionLapsed: 'The subscription has ended, so the chain is read-only: nothing is lost, and the owner renews it in Billing.',
    roleDoesNotAllow: 'Your role does not allow this. Ask an owner of the chain.',
    lastOwner: 'The chain needs at least one owner. Make someone else an owner first.',
    ownerChangesOwner: 'Only an owner can change another owner.',
    worksElsewhere: 'This person also works in branches you do not administer. Ask an owner.',
    notYourself: 'You cannot change or remove your own access. Ask another owner to do it.',
    accessChanged: 'Your access to this chain has changed. Reload the page.',
    staleThing: ({ what }: { what: 'chain' | 'branch' }) =>
      `Someone else changed ${what === 'chain' ? 'the chain' : 'this branch'} meanwhile. Reload it and try again.`,
    staleVersionIssue: 'Stale version',
    branchLimit: ({ limit, plan }: { limit: number; plan: string }) => `Your plan “${plan}” allows ${limit} ${limit === 1 ? 'branch' : 'branches'}. Change the plan to add more.`,
    lastBranch: 'A chain needs at least one branch. Add another branch before deleting this one.',
    alreadyMember: 'This person already has access to the chain. Change their role on the users page instead.',
    ownerGrantsOwner: 'Only an owner can grant or change owner access.',
    ownBranchesOnly: 'You can only manage people of the branches you administer.',
    notABranch: ({ id }: { id: number }) => `Branch ${id} is not a branch of this chain`,
    memberHasAccount: 'This team member already has an account. Revoke it before inviting someone else.',
    accountIsAnotherMember: ({ name }: { name: string }) => `This person already signs in as ${name} in this branch.`,
  },
  /** A team member's pay slip (a PDF): its headings, and each line as the web app words it (src/i18n/en/pay.json "line"). */
  invoice: {
    title: ({ number }: { number: string }) => `Invoice ${number}`,
    seller: 'Seller',
    buyer: 'Buyer',
    issued: 'Issued',
    due: 'Due',
    status: 'Status',
    statusName: { open: 'Open', paid: 'Paid', void: 'Void' },
    lines: 'For',
    total: 'Total',
    plan: ({ plan, from, to }: { plan: string; from: string; to: string }) => `Plan “${plan}”, ${from} – ${to}`,
    rest: ({ plan, from, to }: { plan: string; from: string; to: string }) => `Plan “${plan}” for the rest of the period, ${from} – ${to}`,
    unused: ({ plan, from, to }: { plan: string; from: string; to: string }) => `Unused “${plan}”, ${from} – ${to}`,
    credit: ({ reason }: { reason: string | null }) => (reason ? `Credit: ${reason}` : 'Credit'),
    paidOn: ({ date }: { date: string }) => `Paid on ${date}. Thank you.`,
    payBy: ({ date }: { date: string }) => `Please pay by ${date} in Billing.`,
  },
  paySlip: {
    title: 'Pay slip',
    chain: 'Chain',
    branch: 'Branch',
    member: 'Team member',
    period: 'Period',
    status: 'Status',
    paidOn: 'Paid on',
    lines: 'What was earned',
    subtotal: 'Subtotal',
    madeOn: ({ date }: { date: string }) => `Made on ${date}`,
    periodRange: ({ from, to }: { from: string; to: string }) => `${from} – ${to}`,
    statusName: { draft: 'Draft', approved: 'Approved', paid: 'Paid' },
    kind: {
      fixed_shift: 'Per shift',
      fixed_month: 'Per month',
      service_percent: 'Service',
      product_percent: 'Product',
      minimum_topup: 'Minimum top-up',
    },
    fixedShift: ({ count, base, amount }: { count: number; base: string; amount: string }) =>
      `${count} ${count === 1 ? 'shift' : 'shifts'} × ${base} = ${amount}`,
    fixedMonth: ({ month, base, amount }: { month: string; base: string; amount: string }) =>
      `${month} · ${base} a month, for the period's days = ${amount}`,
    percent: ({ label, date, base, percent, amount }: { label: string; date: string; base: string; percent: string; amount: string }) =>
      `${label} · ${date} · ${base} × ${percent} % = ${amount}`,
    minimum: ({ minimum, base, amount }: { minimum: string; base: string; amount: string }) =>
      `Top-up to the minimum ${minimum} (earned ${base}) = ${amount}`,
  },
  photos: {
    tooLarge: ({ megabytes }: { megabytes: number }) => `A photo may be at most ${megabytes} MB. Choose a smaller one.`,
    unreadable: 'This file is not a photo we can read. Choose a JPEG, PNG, WebP or AVIF image.',
    notAnImage: 'Not a JPEG, PNG, WebP or AVIF image',
    sendAsBody: 'Send the photo as the request body.',
  },
  reviews: {
    visitNotCompleted: 'A review can be asked for only after the appointment is completed.',
    noClientOnVisit: 'This appointment has no client to ask for a review.',
    notClientOfVisit: 'This client was not at this appointment.',
    chooseClient: 'Choose which client of the class to ask.',
    alreadyReviewed: 'This client has already reviewed this appointment.',
    managersOnly: 'Only an owner or an administrator can hide or show reviews.',
  },
  messages: {
    onlyFailedResend: 'Only a message that failed can be sent again.',
    unknownNotification: 'There is no such notification.',
    channelNotForEvent: ({ channels }: { channels: string }) => `This notification cannot go by ${channels}.`,
  },
  integrations: {
    telegramTokenRefused: 'Telegram does not know this bot token: copy it again from @BotFather.',
    ipsDinarsOnly: 'IPS QR codes are for branches in Serbian dinars (RSD) only.',
    paymentsNotSetUp: 'Online payments are not set up for this branch: add Monri under Integrations → Payments.',
    merchantKeyRequired: 'Add the merchant key from Monri’s merchant settings.',
    paymentLinkNotForThis: 'This sale owes nothing to pay online.',
    paymentLinkClosed: 'This link is no longer open (paid, failed or expired): make a new one.',
    paymentLinkNoPhone: 'The client’s card has no phone number: add one, or copy the link.',
    paymentLinkNoEmail: 'The client’s card has no e-mail address: add one, or copy the link.',
    paymentLinkNoTelegram: 'The client has not linked Telegram: send the link by SMS or e-mail, or copy it.',
    paymentLinkSubject: ({ branch }: { branch: string }) => `Payment link from ${branch}`,
    paymentLinkBody: ({ branch, amount, link }: { branch: string; amount: string; link: string }) => `${branch}: you can pay ${amount} by card on this secure page: ${link}`,
    fiscalCertificateUnreadable: 'The certificate does not open: check the file and its password.',
    fiscalCertificateMissing: 'Add the branch\'s client certificate (the .pfx file or PEM text).',
    fiscalPacMissing: 'Add the PAC that came with the certificate.',
    webhookPrivateAddress: 'This address leads to a private or local network: a webhook must be reachable on the internet.',
    webhookUnresolved: 'This address’s host name does not resolve: check it.',
    webhookEndpointDisabled: 'This endpoint is disabled: enable it again before redelivering.',
  },
  broadcasts: {
    notFound: 'The broadcast was not found.',
    onlyDraft: 'Only a draft can be changed or sent: this broadcast has already been scheduled or sent.',
    notCancellable: 'Only a scheduled broadcast, or one being sent, can be cancelled.',
    scheduleAhead: 'Choose a time that is still ahead.',
    segmentNotFound: 'The saved audience was not found.',
    segmentNameTaken: 'This branch already has a saved audience with this name.',
  },
  clientReferrals: {
    needsClient: 'Only a client’s own balance can pay: choose the client first.',
    balanceTooLow: ({ balance }: { balance: string }) => `The client’s balance holds only ${balance}.`,
    balanceNotHere: 'The balance pays a sale or its debt at checkout only.',
    codeUnknown: 'No client of this branch has this code.',
    ownCode: 'A client cannot be their own referrer.',
    alreadyReferred: 'This client was referred by someone already.',
    notNewcomer: 'This client has visits already: only a new client can be referred.',
    programmeChanged: 'Someone changed the programme meanwhile. Reload it and try again.',
    noPhone: 'The client card has no phone number to send the code to.',
    noEmail: 'The client card has no e-mail address to send the code to.',
    noTelegram: 'The client has not linked Telegram, so the code cannot go there.',
    messageSubject: ({ branch }: { branch: string; code: string; link: string; discount: string }) => `Bring a friend to ${branch}`,
    messageBody: ({ branch, code, link, discount }: { branch: string; code: string; link: string; discount: string }) =>
      `Your friends get ${discount}% off their first visit to ${branch} with your code ${code}, and you get a thank-you on your balance. Book here: ${link}`,
  },
  network: {
    postNotFound: 'The post was not found.',
    slugTaken: ({ slug }: { slug: string }) => `Another post of this chain already has the address “${slug}”. Choose another.`,
    aboutChanged: 'Someone changed the site meanwhile. Reload it and try again.',
    postChanged: 'Someone changed this post meanwhile. Reload it and try again.',
    branchNotInChain: 'This branch is not one of the chain’s.',
  },
  presence: {
    domainTaken: 'Another business on BranchBook already uses this domain. If it is yours, ask them to remove it or write to support.',
    domainInChain: 'This domain already shows another branch of this business. Remove it there first.',
    domainOwnHost: 'This is BranchBook’s own address, not a domain of yours.',
    tooManyDomains: ({ max }: { max: number }) => `A branch can list at most ${max} domains. Remove one first.`,
    notInGallery: 'Pick one of the gallery’s photos.',
    pastDate: 'This date has passed: pick today or a later one.',
    galleryFull: ({ max }: { max: number }) => `The gallery holds at most ${max} photos. Remove one first.`,
    galleryChanged: 'The gallery changed meanwhile (a photo was added or removed). Reload it and try again.',
  },
  onlineBooking: {
    bookingGone: 'This link does not open a booking: it may have expired with the visit.',
    pastCancelCutoff: ({ phone }: { phone: string | null }) => `It is too late to cancel online. Please call the salon${phone ? ` on ${phone}` : ''}.`,
    pastMoveCutoff: ({ phone }: { phone: string | null }) => `It is too late to move this booking online. Please call the salon${phone ? ` on ${phone}` : ''}.`,
    cancelledUnmovable: 'This booking is cancelled, so it cannot be moved. Book a new time on the salon’s page.',
    codeGone: 'This code has expired or was tried too often. Ask for a new one.',
    codeWrong: ({ left }: { left: number }) => (left > 0 ? `This code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'This code is not right, and no tries are left. Ask for a new one.'),
    knownClientsOnly: 'This salon takes online bookings from its clients only. Please call to book.',
    tooManyBookings: ({ max }: { max: number }) => `You already have ${max} upcoming online ${max === 1 ? 'booking' : 'bookings'} here, the most this salon takes. Please call to book more.`,
    holdGone: 'This time is no longer held for you. Choose a time again.',
    phoneInvalid: 'This is not a phone number we can send a code to.',
    phoneRequired: 'Enter a phone number to get the code by SMS.',
    emailRequired: 'Enter an e-mail address to get the code by e-mail.',
    smsCountry: ({ countries, email }: { countries: string; email: boolean }) => `Codes by SMS go only to phone numbers from: ${countries}.${email ? ' Use your e-mail instead.' : ''}`,
    channelOff: 'This salon does not send codes this way. Reload the page and choose another.',
    termsRequired: 'Accept the salon’s terms to book.',
    termsChanged: 'The salon’s terms changed while you were booking. Reload the page, read them and accept them again.',
    codeSubject: ({ branch }: { branch: string; code: string; minutes: number }) => `Your booking code for ${branch}`,
    codeBody: ({ code, branch, minutes }: { branch: string; code: string; minutes: number }) => `${code} is your code to confirm your booking at ${branch}. It works for ${minutes} minutes.`,
    timeTaken: ({ next }: { next: string[] }) =>
      next.length > 0 ? `Someone has just booked this time. The next free times that day: ${next.join(', ')}.` : 'Someone has just booked this time, and nothing later is free that day. Choose another day.',
    slugTaken: ({ slug }: { slug: string }) => `The address /book/${slug} is taken. Choose another.`,
    rulesChanged: 'Someone changed these rules meanwhile. Reload them and try again.',
    settingsChanged: 'Someone changed these settings meanwhile. Reload them and try again.',
    chainPage: 'This is the chain’s page: choose one of its branches to see its times.',
    pageNotFound: 'There is no booking page at this address.',
    notBookableOnline: 'This service cannot be booked online here.',
    employeeNotBookable: 'This team member does not take online bookings for these services.',
    telegramBotMissing: 'Connect the chain’s Telegram bot first (Integrations → Telegram bot): codes by Telegram go through it.',
  },
  account: {
    currentPasswordWrong: 'The current password is not right.',
    passwordWrong: 'The password is not right.',
    totpAlreadyOnRestart: 'Two-factor authentication is already on. Turn it off first to set it up again.',
    totpAlreadyOn: 'Two-factor authentication is already on.',
    setupFirst: 'Start the setup first: no secret is waiting for a code.',
    codeWrong: 'That code is not right. Check the time on your phone and try again.',
    setupChanged: 'The setup changed meanwhile. Start it again.',
    tooManyWrongAttempts: 'Too many wrong attempts. Please wait a few minutes and try again.',
  },
};

export type ServerMessages = typeof en;
