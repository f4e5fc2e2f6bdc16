import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** The encodings the build writes beside index.html (scripts/precompress.ts), best first. */
const encodings = ['br', 'gzip'] as const;
type Encoding = (typeof encodings)[number];
const siblingSuffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * index.html as the build wrote it, with its precompressed siblings, read once when the server starts. Every
 * address of the app answers it from memory: read from dist/ at each request, it was missing for the moments a
 * build rewrites the folder under a running server (Vite empties it first), and those loads got the JSON 404.
 */
export type AppShell = { plain: Buffer } & Partial<Record<Encoding, Buffer>>;

export function readAppShell(root: string): AppShell {
  const file = path.join(root, 'index.html');
  const shell: AppShell = { plain: readFileSync(file) };
  for (const encoding of encodings) {
    const sibling = `${file}${siblingSuffix[encoding]}`;
    if (existsSync(sibling)) shell[encoding] = readFileSync(sibling);
  }
  return shell;
}

/** The q-value Accept-Encoding gives an encoding (RFC 9110 §12.5.3): its own, else `*`'s, else 0. */
function qualityOf(acceptEncoding: string, encoding: string): number {
  let wildcard = 0;
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (name === encoding) return Number.isFinite(quality) ? quality : 0;
    if (name === '*' && Number.isFinite(quality)) wildcard = quality;
  }
  return wildcard;
}

/** The compressed copy the client accepts with the highest q (brotli on a tie), or none. */
export function shellEncoding(shell: AppShell, acceptEncoding: string | undefined): Encoding | null {
  let best: { encoding: Encoding; quality: number } | null = null;
  for (const encoding of encodings) {
    const quality = acceptEncoding ? qualityOf(acceptEncoding, encoding) : 0;
    if (shell[encoding] && quality > 0 && (!best || quality > best.quality)) best = { encoding, quality };
  }
  return best?.encoding ?? null;
}

/** Sends the shell, always revalidated, so a deployed version is seen at the next visit. */
export function sendAppShell(reply: FastifyReply, shell: AppShell, acceptEncoding: string | undefined): FastifyReply {
  const encoding = shellEncoding(shell, acceptEncoding);
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? shell[encoding] : shell.plain);
}
