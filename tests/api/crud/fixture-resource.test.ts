import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import pg from 'pg';
import { gadgets, gadgetsResource } from '../../fixtures/gadgets.resource';
import { resourceRegistry } from '../../../src/schema/resources';
import { setUpCrudWorld } from './crud-world';
import { describeResourceSuite } from './resource-suite';

/**
 * One definition file (tests/fixtures/gadgets.resource.ts) yields a working API and its tests: its table is
 * created in this file's fresh database from the Drizzle table alone (drizzle-kit's programmatic API), the app
 * serves it through buildApp's extraResources, and the very suite the registry runs checks it.
 */
async function createFixtureTable(databaseUrl: string): Promise<void> {
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ gadgets }));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const world = setUpCrudWorld({ extraResources: [{ definition: gadgetsResource, table: gadgets }], beforeBuild: createFixtureTable });
describeResourceSuite(gadgetsResource, world, [...resourceRegistry, gadgetsResource]);
