/**
 * Brotli and gzip siblings of the build's text files (x.js → x.js.br, x.js.gz), written once at build time: the
 * server sends them with @fastify/static's `preCompressed` (server/modules/web-app) and compresses nothing per
 * request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text formats. PNG, WOFF2 and the like are compressed already; an .ico holding a PNG is dropped by its size. */
const compressible = /\.(?:m?js|css|html|svg|json|webmanifest|ico|txt|xml|map)$/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's best quality, paid once a build: 3.7 s of CPU for the whole build's 2.3 MB of text, 1.6 s on 2 cores
 * (the shell's chunk alone takes 1.4 s), against 1.1 s of CPU at quality 10. It makes the shell's first JavaScript
 * 217 KB, against 220 KB at quality 10, 235 KB at 9 and 255 KB gzipped. Gzip's level 9 costs no more than its default.
 */
const encoders = {
  br: (source: Buffer) =>
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  gz: (source: Buffer) => gzip(source, { level: 9 }),
};

type Encoding = keyof typeof encoders;

/** Bytes of the text files as they are and as sent to a client that accepts each encoding. */
export type PrecompressedTotals = { files: number; plain: number } & Record<Encoding, number>;

/**
 * Writes the siblings of every text file under `dir`, largest first (the shell's chunk is the longest job, so it
 * starts at once while the thread pool shares out the rest). A sibling no smaller than its file is not written:
 * the server then sends the plain file.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressedTotals> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && compressible.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file, source: await readFile(file) };
      }),
  );
  files.sort((a, b) => b.source.length - a.source.length);
  const totals: PrecompressedTotals = { files: files.length, plain: 0, br: 0, gz: 0 };
  const jobs = files.flatMap(({ file, source }) => {
    totals.plain += source.length;
    return (Object.keys(encoders) as Encoding[]).map(async (encoding) => {
      const encoded = await encoders[encoding](source);
      if (encoded.length >= source.length) {
        totals[encoding] += source.length;
        return;
      }
      totals[encoding] += encoded.length;
      await writeFile(`${file}.${encoding}`, encoded);
    });
  });
  await Promise.all(jobs);
  return totals;
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Runs after every other plugin's closeBundle: vite-plugin-pwa writes sw.js and the Workbox runtime in its own. */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'branchbook-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        const totals = await precompressDirectory(path.resolve(config.root, config.build.outDir));
        config.logger.info(
          `precompressed ${totals.files} files: ${kilobytes(totals.plain)}, brotli ${kilobytes(totals.br)}, gzip ${kilobytes(totals.gz)}`,
        );
      },
    },
  };
}
