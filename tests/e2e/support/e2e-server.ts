/**
 * The real server for the browser tests: a fresh database for this run (on TEST_DATABASE_URL's server when
 * given, otherwise an embedded PostgreSQL in a temporary data folder), the demo seeded, the built web app served.
 */
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { makeTempDataDir } from '../../helpers/temp-data-dir';
import { createFreshDatabase } from '../../helpers/test-database';
import { e2eRunFile } from './e2e-run-file';
import { billingMerchant, monriStandInPort } from './monri-port';

const dataDir = await makeTempDataDir('e2e-data-');
const database = process.env.TEST_DATABASE_URL ? await createFreshDatabase('e2e') : null;
const port = process.env.E2E_PORT ?? '3210';
// Where this run's database is, for specs that change what only the database can (the demo licence): e2e-database.ts.
const runFile = e2eRunFile(port);
await writeFile(runFile, JSON.stringify({ dataDir, databaseUrl: database?.url ?? null }));

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    // Spec §9's configuration keys (docs/configuration.md): WhatsApp and jobs stay unset, so their links are hidden.
    SUPPORT_EMAIL: 'help@branchbook.test',
    SUPPORT_TELEGRAM: '@branchbook_help',
    COMMUNITY_URL: 'https://community.branchbook.test',
    SITE_URL: 'https://branchbook.test',
    LEGAL_NAME: 'BranchBook d.o.o.',
    LEGAL_ADDRESS: 'Knez Mihailova 1, 11000 Beograd',
    LEGAL_TAX_NUMBERS: 'PIB 112233445; MB 21012345',
    // Spec §9 enableTracking: booking pages may show the trackers' consent bar (booking-presence.spec).
    ENABLE_TRACKING: 'true',
    // The webhooks spec's receiver listens on 127.0.0.1 (docs/webhooks.md, the SSRF guard).
    WEBHOOKS_ALLOW_PRIVATE: '1',
    // pay-by-link.spec's Monri stand-in listens here (tests/support/stand-ins/monri.ts).
    MONRI_BASE_URL: `http://127.0.0.1:${monriStandInPort(port)}`,
    // billing.spec pays the product's invoices to the same stand-in, with the account the spec starts it with.
    BILLING_MONRI_AUTHENTICITY_TOKEN: billingMerchant.authenticityToken,
    BILLING_MONRI_MERCHANT_KEY: billingMerchant.merchantKey,
    ...(database ? { DATABASE_URL: database.url } : {}),
  },
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(runFile, { force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  if (!stopping) process.exit(code ?? 1);
});
