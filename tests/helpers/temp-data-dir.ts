import { chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A fresh DATA_DIR for a test or a bench run. mkdtemp makes it private (mode 700); as root the embedded
 * PostgreSQL runs as the postgres user, who could not enter it, and its cluster would then live in
 * /var/lib/branchbook and outlast the folder. This folder is ours, not a person's: we may open it.
 */
export async function makeTempDataDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}
