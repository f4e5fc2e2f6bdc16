/**
 * How every table of the public schema would be placed on a distributed PostgreSQL (Citus) sharded by chain
 * (issue 21; docs/distributed-postgres.md). tests/api/distribution-readiness.test.ts reads the migrated catalogue and
 * fails when a table is in no list or in two, or when a key would stop Citus from co-locating a chain's rows.
 */

/** Tenant tables: one chain's data, sharded by `organization_id` and co-located, so a chain's join stays on one node. */
export const distributedTables = {
  organizations: 'the chain itself; its `id` is the distribution column every other tenant table refers to',
  audit_log: "the chain's audit trail",
  billing_credits: "the chain's billing credit (referral rewards)",
  billing_details: "the chain's legal details for invoices",
  billing_invoices: "the chain's invoices to the product",
  billing_payments: "the chain's payments to the product",
  booking_codes: 'codes confirming online bookings of the chain',
  booking_funnel_days: "the chain's booking page funnel per branch and day",
  booking_page_presence: "who is on the chain's booking pages",
  branch_hours_exceptions: "the chain's branches' special days",
  branch_profiles: "the chain's branches' public profiles",
  branches: "the chain's branches",
  broadcasts: "the chain's marketing broadcasts",
  cash_register_settings: "the chain's branches' cash register settings",
  cash_shifts: "the chain's cash shifts",
  chain_referral_codes: "the chain's own referral code",
  chain_referrals: 'the referral that brought the chain (the referred chain owns the row)',
  class_seats: "places in the chain's group classes",
  client_balance_entries: "the chain's clients' balance history",
  client_referral_codes: "the chain's clients' referral codes",
  client_referral_programmes: "the chain's branches' client referral terms",
  client_referrals: "the chain's client referrals",
  client_segments: "the chain's client segments",
  clients: "the chain's clients",
  employee_services: "which of the chain's members do which services",
  employee_telegram_chats: "the chain's members' Telegram chats",
  employees: "the chain's team members",
  fiscal_receipts: "the chain's fiscal receipts",
  idempotency_keys: "the keys of the chain's money writes, kept a day so a retried one is not written twice",
  integrations: "the chain's integrations",
  invitations: "the chain's invitations to its team",
  job_titles: "the chain's job titles",
  licenses: "the chain's licences",
  marketing_settings: "the chain's marketing settings",
  marketing_unsubscribes: "the chain's clients' unsubscribes",
  membership_instalments: "the chain's membership instalments",
  membership_visits: "visits spent from the chain's memberships",
  memberships: "the chain's membership kinds",
  message_templates: "the chain's message templates",
  network_images: "images uploaded for the chain's public site",
  network_posts: "the chain's blog posts",
  network_sites: "the chain's public site settings",
  no_show_charges: "the chain's no-show charges",
  no_show_rules: "the chain's no-show rules",
  notification_rules: "the chain's notification rules",
  online_booking_rules: "the chain's online booking rules",
  online_booking_settings: "the chain's branches' online booking settings",
  online_payments: "the chain's clients' online payments",
  order_clients: "the clients of the chain's orders",
  order_services: "the services of the chain's orders",
  orders: "the chain's orders (visits)",
  organization_user_branches: "which of the chain's branches a member reaches",
  organization_users: "the chain's members (its link to each user)",
  pay_assignments: "the chain's pay scheme assignments",
  pay_calculation_lines: "lines of the chain's pay slips",
  pay_calculations: "the chain's pay slips",
  pay_schemes: "the chain's pay schemes",
  products: "the chain's products",
  report_chain_days: "the chain's clients per day by gap since their previous visit, for its chain-wide reports",
  report_chain_money: "the chain's money per day and currency, for its chain-wide reports",
  report_chain_time: "the chain's visits and booked and working minutes per day, for its chain-wide reports",
  report_client_days: "the chain's clients' active days per branch and chain-wide, for its reports",
  report_day_money: "the chain's money per branch, day and currency, for its reports",
  report_day_time: "the chain's visits and booked and working minutes per branch and day, for its reports",
  resources: "the chain's rooms and equipment",
  review_links: "the chain's review links",
  reviews: "the chain's reviews",
  sale_items: "lines of the chain's sales",
  sales: "the chain's sales",
  saved_card_charges: "charges of the chain's clients' saved cards",
  saved_cards: "the chain's clients' saved cards",
  service_categories: "the chain's service categories",
  services: "the chain's services",
  sold_memberships: "memberships the chain sold",
  subscriptions: "the chain's subscription to a plan",
  telegram_link_codes: "codes linking the chain's clients and members to Telegram",
  transactions: "the chain's money movements",
  vacancies: "the chain's vacancies",
  vacancy_replies: "replies to the chain's vacancies",
  waitlist_entries: "the chain's waitlist",
  waitlist_offer_jobs: "the chain's pending waitlist offers",
  webhook_attempts: "attempts of the chain's webhook deliveries",
  webhook_deliveries: "the chain's webhook deliveries",
  webhook_endpoints: "the chain's webhook endpoints",
  work_slots: "the chain's working hours",
} as const satisfies Record<string, string>;

/** Product-wide tables every node needs beside the tenant rows (replicated to all of them; written rarely). */
export const referenceTables = {
  plans: 'the product plans a subscription and an invoice name',
  billing_invoice_counters: "one invoice numbering per year across all chains, moved in the invoice's transaction",
  users: 'people, who may belong to several chains; organization_users refers to them',
  booking_addresses:
    'public addresses (slugs, domains) unique across all chains and found before the chain is known; its keys to organizations and branches go (see citusDroppedForeignKeys)',
} as const satisfies Record<string, string>;

/** Coordinator-only tables: no chain's data, or queues drained across chains; they refer to no tenant table. */
export const localTables = {
  sign_in_attempts: 'sign-in throttling by address and e-mail, before any chain is known',
  password_reset_tokens: "a user's password reset, not a chain's",
  refresh_tokens: "a user's sessions, not a chain's",
  refresh_token_families: "a user's sessions, not a chain's",
  push_subscriptions: "a user's browsers for push, across the chains the user belongs to",
  outbox: 'the message queue of all chains and of the product itself (sign-up and reset mail has no chain), drained by due time across chains',
  live_outbox: 'the live events queue, published by id by whichever process finds them, across chains',
} as const satisfies Record<string, string>;

/**
 * Foreign keys that hold here on one PostgreSQL but Citus cannot keep (they join two chains, or a reference table to
 * a tenant one): a Citus deployment drops them; their ON DELETE CASCADE never fires today (no code deletes a chain
 * or a branch), so nothing the product does changes.
 */
export const citusDroppedForeignKeys = {
  chain_referrals_referrer_fk: 'the referring chain is another chain, on another shard; chains are never deleted',
  booking_addresses_organization_fk: 'a reference table cannot refer to a tenant table; chains are never deleted',
  booking_addresses_branch_fk: 'a reference table cannot refer to a tenant table; branches are soft-deleted (deleted_at), never removed',
} as const satisfies Record<string, string>;

/** The column a distributed table is sharded by: the chain's id. */
export const distributionColumnOf = (table: keyof typeof distributedTables) => (table === 'organizations' ? 'id' : 'organization_id');

/**
 * Unique keys of tenant tables that do not include the chain: Citus refuses them on a distributed table. Most are
 * tokens or references an outside caller presents before the chain is known, so the lookup itself does not carry
 * `organization_id`; on Citus each becomes a reference table from token to chain, or the token names its chain.
 * Listed so that a new one is a decision, not an accident.
 */
export const uniqueKeysWithoutChain = {
  billing_payments_provider_transaction_key: "the provider's notification of a plan payment names only its transaction",
  billing_payments_reference_key: "the provider's notification of a plan payment names only our reference",
  branches_guid_unique: "a branch's guid names its live channel and its public links on its own",
  chain_referral_codes_code_key: 'a chain signing up through a referral code has no chain yet to look in',
  fiscal_receipts_request_id: 'a random id sent to the fiscal service; unique per chain would do',
  integrations_callback_token: "a provider's callback address carries only this token",
  invitations_token_hash_unique: 'an invitation link carries only its token',
  online_payments_token: 'a payment link (`/pay/{token}`) carries only its token',
  online_payments_reference: "the provider's notification and return page name only our reference",
  online_payments_provider_transaction: "the provider's notification names only its transaction",
  review_links_token_hash_key: 'a review link carries only its token',
  saved_card_charges_reference: "the provider's notification of a card charge names only our reference",
  webhook_deliveries_message_id: 'a random id a receiver sees; unique per chain would do',
} as const satisfies Record<string, string>;

/**
 * Keys unique across all chains by which the server finds a row before it knows the chain (`table.column`): the
 * tokens and references of `uniqueKeysWithoutChain`, and the public addresses of the reference table
 * `booking_addresses`. On Citus a lookup by one runs on every shard and finds one row: correct, not routed.
 * tests/sql-capture/ allows such a lookup, and the tables joined on the chain to the row it finds.
 */
const keys = uniqueKeysWithoutChain;
export const lookupsWithoutChain = {
  'billing_payments.reference': keys.billing_payments_reference_key,
  'billing_payments.provider_transaction_id': keys.billing_payments_provider_transaction_key,
  'branches.guid': keys.branches_guid_unique,
  'chain_referral_codes.code': keys.chain_referral_codes_code_key,
  'integrations.callback_token': keys.integrations_callback_token,
  'invitations.token_hash': keys.invitations_token_hash_unique,
  'online_payments.token': keys.online_payments_token,
  'online_payments.reference': keys.online_payments_reference,
  'online_payments.provider_transaction_id': keys.online_payments_provider_transaction,
  'review_links.token_hash': keys.review_links_token_hash_key,
  'booking_addresses.address': 'a public booking page or chain site is found by its address (slug or domain) alone',
} as const satisfies Record<string, string>;

/** Why a record is found by its id alone: ids come from one sequence across chains, so an id names one row. */
const homeById =
  'a route names a record by its id alone (`/orders/{id}`, `/branches/{id}`): its chain is read from the row, once per request, and every later statement carries it';
const acrossUsersChains = "a person's memberships, read across the chains they belong to before one is chosen";
const dueAcrossChains = 'a background job takes what is due across all chains (by due time, SKIP LOCKED), then works per chain';
const sitemap = "the product's sitemap lists every chain's public pages";
const referredChains =
  "a chain reads the referrals of the chains it brought: each row is the referred chain's (chain_referrals_referrer_fk, dropped on Citus)";

/**
 * Functions of the server that send statements leaving a table's chain out on purpose, each with why:
 * `file function` for all the tables of its statements, `file function table` for one. tests/sql-capture/ allows
 * such a statement when every function seen sending it may; on Citus each is a multi-shard statement.
 */
export const statementsWithoutChain = {
  'server/plugins/app/access.ts resolveTenantAccess': homeById,
  'server/crud/branch-records.ts authorizeRecordHome': homeById,
  'server/modules/account/license.repository.ts findActiveLicenseOfBranch':
    "a branch route's licence, found from the branch id alone beside the access check, in the same round trip",
  'server/modules/orders/orders.repository.ts findOrderHome orders': homeById,
  'server/modules/schedule/schedule-access.ts authorizeEmployee employees': homeById,
  'server/modules/schedule/work-slots.service.ts homesOf employees': homeById,
  'server/modules/settings/staff-accounts.repository.ts findLiveMember employees': homeById,
  'server/modules/orders/no-show-charges.ts chargeHome no_show_charges': homeById,
  'server/modules/schedule/work-slots.repository.ts findSlot work_slots': homeById,
  'server/modules/schedule/work-slots.service.ts removeSlots work_slots': homeById,
  'server/plugins/app/access.ts loadUserAccess': acrossUsersChains,
  'server/modules/account/user.repository.ts findUserWithOwnership organization_users': acrossUsersChains,
  'server/modules/account/organizations.service.ts listOrganizations employees': acrossUsersChains,
  'server/modules/network/network.repository.ts imageIsPublic network_images':
    'a public image address names only its photo id (random, unique in practice), before the chain is known',
  'server/modules/online-booking/open-pages.repository.ts openBookingPages': sitemap,
  'server/modules/network/network.repository.ts chainsWithSites': sitemap,
  'server/modules/broadcasts/broadcast-runner.ts runDue broadcasts': dueAcrossChains,
  'server/modules/fiscal/fiscal-receipt-worker.ts issuePendingReceipts fiscal_receipts': dueAcrossChains,
  'server/modules/webhooks/webhooks.repository.ts claimDueDeliveries webhook_deliveries': dueAcrossChains,
  'server/modules/webhooks/webhook-housekeeping.ts sweepWebhooks': 'a background job clears expired secrets and old deliveries across all chains',
  'server/modules/online-booking/expired-holds.repository.ts deleteHolds': dueAcrossChains,
  'server/modules/orders/missed-orders.job.ts markMissedOrders orders': dueAcrossChains,
  'server/modules/waitlist/offers.service.ts runOfferJobs waitlist_offer_jobs': dueAcrossChains,
  'server/modules/online-payments/saved-card-charges.worker.ts chargePendingSavedCards saved_card_charges': dueAcrossChains,
  'server/modules/notifications/daily/daily-branches.ts dueBranches notification_rules': dueAcrossChains,
  'server/modules/billing/renewals.ts runBillingRenewals subscriptions': dueAcrossChains,
  'server/modules/chain-referrals/chain-referrals.read.ts chainReferralSummary chain_referrals': referredChains,
  'server/modules/chain-referrals/chain-referrals.read.ts referredChains': referredChains,
} as const satisfies Record<string, string>;
