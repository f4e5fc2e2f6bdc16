/**
 * A stand-in server for tests/api/embedded-postgres.test.ts: starts the embedded PostgreSQL in the folder
 * given as argument, writes a row, prints READY and waits to be killed.
 */
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';

const dir = process.argv[2];
if (!dir) throw new Error('usage: embedded-postgres-holder.ts <dir>');
const database = await startEmbeddedPostgres(dir);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
await client.query('create table if not exists survived (note text)');
await client.query("insert into survived values ('written before the crash')");
await client.end();
console.log(`READY ${process.pid}`);
setInterval(() => {}, 60_000);
