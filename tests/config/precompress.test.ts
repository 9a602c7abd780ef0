import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { servePrecompressed, writeCompressed } from '../../build/precompress';

/** A build's output folder with a script, a style sheet, a tiny file and a picture. */
function builtSite() {
  const root = mkdtempSync(join(tmpdir(), 'asi-precompress-'));
  mkdirSync(join(root, 'assets'));
  const script = `export const dates = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ start: `2027-05-${i}` })))};`;
  writeFileSync(join(root, 'assets', 'boot-abc.js'), script);
  writeFileSync(join(root, 'assets', 'app-abc.css'), '.a{color:red}'.repeat(200));
  writeFileSync(join(root, 'assets', 'tiny-abc.js'), 'export {};');
  writeFileSync(join(root, 'assets', 'picture.webp'), Buffer.alloc(4096, 7));
  writeCompressed(join(root, 'assets'));
  return { root, script };
}

/** What the middleware sends for a GET of `path` with `acceptEncoding`, or 'next' when it passes it on. */
function ask(root: string, path: string, acceptEncoding: string) {
  const sent: { headers: Record<string, string>; body: Buffer | null } = { headers: {}, body: null };
  let passed = false;
  const res = {
    setHeader: (name: string, value: string) => {
      sent.headers[name.toLowerCase()] = String(value);
    },
    end: (body: Buffer) => {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  const req = {
    method: 'GET',
    url: path,
    headers: { 'accept-encoding': acceptEncoding },
  } as unknown as IncomingMessage;
  servePrecompressed(root, { 'Content-Security-Policy': "default-src 'self'" })(req, res, () => {
    passed = true;
  });
  return passed ? 'next' : sent;
}

describe('the build’s assets are sent precompressed (docs/deploy.md)', () => {
  it('writes brotli and gzip copies of scripts and styles that read back as the file; small files and pictures stay as they are', () => {
    const { root, script } = builtSite();
    const file = join(root, 'assets', 'boot-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
    expect(existsSync(join(root, 'assets', 'app-abc.css.br'))).toBe(true);
    expect(existsSync(join(root, 'assets', 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(join(root, 'assets', 'picture.webp.br'))).toBe(false);
  });

  it('sends brotli to a browser that takes it, else gzip, with the type, the page policy and a year of caching', () => {
    const { root } = builtSite();
    const brotli = ask(root, '/assets/boot-abc.js', 'gzip, deflate, br');
    const gzip = ask(root, '/assets/boot-abc.js', 'gzip, deflate');
    if (brotli === 'next' || gzip === 'next') throw new Error('not sent');
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'content-security-policy': "default-src 'self'",
    });
    expect(brotli.body?.equals(readFileSync(join(root, 'assets', 'boot-abc.js.br')))).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    ['a browser that takes neither', '/assets/boot-abc.js', 'identity'],
    ['a file without copies', '/assets/tiny-abc.js', 'br'],
    ['a missing file', '/assets/gone.js', 'br'],
    ['a path out of the folder', '/assets/../../etc/passwd.js', 'br'],
  ])('passes %s on to the server', (_case, path, encoding) => {
    const { root } = builtSite();
    expect(ask(root, path, encoding)).toBe('next');
  });
});
