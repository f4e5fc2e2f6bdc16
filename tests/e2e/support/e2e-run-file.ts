import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the e2e server of a port notes its data folder and database (read by e2e-database.ts). */
export const e2eRunFile = (port: string): string => path.join(tmpdir(), `branchbook-e2e-${port}.json`);
