// Serves the production build (dist/) with deploy/nginx.conf through Debian's nginx and checks
// what a real server must do (docs/deploy.md): the booking page's embedded first replies
// (docs/api/first-replies.md), the SPA fallback for /b/*, /en/b/*, /it/b/*, /payment/*, /option/*,
// /booking/*, the security headers, gzip, caching, and /fapi proxied to an upstream. Run after
// `npm run build` (the size script builds dist/). Stops everything it starts.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
if (!NGINX) {
  console.error('nginx is missing: apt-get install nginx-light (.ci/run installs it).');
  process.exit(1);
}
const root = resolve('dist');
if (!existsSync(join(root, 'index.html'))) {
  console.error('dist/ is missing: run npm run build first.');
  process.exit(1);
}

const PORT = 4196;
/** The card payment provider the operator names (docs/api/card-payment.md): the page may send cards there. */
const CARD_PROVIDER = 'https://api.provider.example';
const UPSTREAM_PORT = 4197;
// Answers every call with what it was asked (a text that tries to end a script element inside);
// the trip BROKEN fails with an HTML error page, the trip SLOW answers after the page's bound.
const HOSTILE_TEXT = '</script><script>alert(1)</script><!--<script>';
const upstream = createServer((req, res) => {
  if (req.url?.endsWith('/BROKEN')) {
    res.writeHead(500, { 'Content-Type': 'text/html' });
    res.end('<html><body>Internal error</body></html>');
    return;
  }
  const answer = () => {
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        upstream: true,
        method: req.method,
        path: req.url,
        forwardedFor: req.headers['x-forwarded-for'] ?? null,
        acceptLanguage: req.headers['accept-language'] ?? null,
        cookie: req.headers.cookie ?? null,
        text: HOSTILE_TEXT,
        padding: 'x'.repeat(600),
      }),
    );
  };
  if (req.url?.endsWith('/SLOW')) setTimeout(answer, 5000);
  else answer();
});
await new Promise((done) => upstream.listen(UPSTREAM_PORT, '127.0.0.1', done));

const work = mkdtempSync(join(tmpdir(), 'asi-nginx-'));
mkdirSync(join(work, 'logs'));
const conf = readFileSync('deploy/nginx.conf', 'utf8')
  .replaceAll('__PORT__', String(PORT))
  .replaceAll('__ROOT__', root)
  .replaceAll('__API_UPSTREAM__', `http://127.0.0.1:${UPSTREAM_PORT}`)
  .replaceAll('__CARD_PROVIDER__', CARD_PROVIDER)
  .replace('include       mime.types;', 'include       /etc/nginx/mime.types;')
  .replace(
    /^worker_processes 1;/m,
    `worker_processes 1;\npid ${join(work, 'nginx.pid')};\nerror_log ${join(work, 'logs', 'error.log')};`,
  )
  .replace(
    'http {',
    `http {\n  access_log off;\n  client_body_temp_path ${work}/body;\n  proxy_temp_path ${work}/proxy;\n  fastcgi_temp_path ${work}/fastcgi;\n  uwsgi_temp_path ${work}/uwsgi;\n  scgi_temp_path ${work}/scgi;`,
  );
writeFileSync(join(work, 'nginx.conf'), conf);
const nginx = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off; user root;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});

const base = `http://127.0.0.1:${PORT}`;
const failures = [];
const check = (what, ok, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok ? '' : ` — ${detail}`}`);
  if (!ok) failures.push(what);
};

try {
  let ready = false;
  for (let i = 0; i < 50 && !ready; i += 1) {
    try {
      ready = (await fetch(`${base}/`)).ok;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  check('nginx serves the build', ready, 'no answer on the port');
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  for (const path of ['/', '/b/GRP-ALPS?year=2027', '/b/GRP-ALPS/extra', '/booking/ASI-100001', '/en/booking/ASI-1']) {
    const res = await fetch(`${base}${path}`);
    const body = await res.text();
    check(
      `${path} answers index.html, revalidated`,
      res.status === 200 && body === index && res.headers.get('cache-control') === 'no-cache',
      `${res.status} ${res.headers.get('cache-control')} ${body === index ? '' : body.slice(-400)}`,
    );
  }

  // The booking page carries the trip's and its dates' replies (docs/api/first-replies.md).
  const ELEMENT = '<script type="application/json" id="asi-replies">';
  /** The page of a path: its status, caching, time, the page without the replies, and the replies. */
  async function bookingPage(path) {
    const began = Date.now();
    const res = await fetch(`${base}${path}`, { headers: { Cookie: 'session=someone' } });
    const body = await res.text();
    const at = body.indexOf(ELEMENT);
    const end = body.indexOf('</script>', at);
    let replies = null;
    try {
      replies = at < 0 ? null : JSON.parse(body.slice(at + ELEMENT.length, end));
    } catch {
      replies = 'unreadable';
    }
    const rest = at < 0 ? body : body.slice(0, at) + body.slice(end + '</script>'.length);
    return { res, ms: Date.now() - began, rest, replies, raw: at < 0 ? '' : body.slice(at, end) };
  }
  for (const [path, language, code] of [
    ['/b/GRP-ALPS', 'de', 'GRP-ALPS'],
    ['/en/b/GRP-ALPS', 'en', 'GRP-ALPS'],
    ['/it/b/IND-ICELAND/?pax=2', 'it', 'IND-ICELAND'],
  ]) {
    const { res, rest, replies, raw } = await bookingPage(path);
    check(
      `${path} answers index.html, revalidated, with the first replies before </body>`,
      res.status === 200 && rest === index && res.headers.get('cache-control') === 'no-cache',
      `${res.status} ${res.headers.get('cache-control')} ${rest === index ? '' : 'page differs'}`,
    );
    const travel = replies?.[`/fapi/travel/${code}`];
    const dates = replies?.[`/fapi/schedule/${code}`];
    check(
      `${path} embeds GET /fapi/schedule and /fapi/travel in the page's language (${language}), without the visitor's cookies`,
      [travel, dates].every(
        (reply, i) =>
          reply?.path === `/fapi/${['travel', 'schedule'][i]}/${code}` &&
          reply.acceptLanguage === language &&
          reply.cookie === null &&
          reply.forwardedFor === '127.0.0.1',
      ) && Object.keys(replies).length === 2,
      JSON.stringify(replies).slice(0, 200),
    );
    check(
      `${path}: a reply's text cannot end the element, and reads back as sent`,
      !raw.includes('</') && !raw.includes('<!--') && travel?.text === HOSTILE_TEXT,
      raw.slice(0, 200),
    );
  }
  {
    const { res, replies } = await bookingPage('/b/BROKEN');
    check(
      'a failed reply is embedded as null (the app asks itself)',
      res.status === 200 && replies?.['/fapi/travel/BROKEN'] === null && replies?.['/fapi/schedule/BROKEN'] === null,
      JSON.stringify(replies),
    );
  }
  {
    const { res, replies, ms } = await bookingPage('/b/SLOW');
    check(
      'a reply that does not come in time is null, and the page is not held beyond its bound (3 s)',
      res.status === 200 && replies?.['/fapi/travel/SLOW'] === null && ms < 4500,
      `${ms} ms ${JSON.stringify(replies)}`,
    );
  }
  const direct = await fetch(`${base}/asi-first-reply/de/travel/GRP-ALPS`);
  const directBody = await direct.text();
  check(
    "the first replies' internal location does not reach the operator's server from outside",
    !directBody.includes('upstream'),
    directBody.slice(0, 120),
  );

  const paymentHtml = readFileSync(join(root, 'payment.html'), 'utf8');
  for (const path of [
    '/payment/ASI-9001',
    '/en/payment/ASI-9001',
    '/it/payment/ASI-9002',
    '/option/ASI-9010',
    '/it/option/ASI-9010',
  ]) {
    const res = await fetch(`${base}${path}`);
    const body = await res.text();
    check(
      `${path} answers payment.html, revalidated`,
      res.status === 200 && body === paymentHtml && res.headers.get('cache-control') === 'no-cache',
      `${res.status} ${res.headers.get('cache-control')}`,
    );
  }
  const page = await fetch(`${base}/b/GRP-ALPS`);
  const csp = page.headers.get('content-security-policy') ?? '';
  check(
    'the CSP header with frame-ancestors',
    csp.includes("script-src 'self'") && csp.includes("frame-ancestors 'self'") && !csp.includes('unsafe'),
    csp,
  );
  check(
    'the CSP lets the page reach the card payment provider, and nothing else but its own site',
    csp.includes(`connect-src 'self' ${CARD_PROVIDER};`),
    csp,
  );
  check(
    'the page itself carries the CSP meta',
    /<meta http-equiv="Content-Security-Policy"/.test(index),
    'no meta in dist/index.html',
  );
  for (const [name, value] of [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['cross-origin-opener-policy', 'same-origin'],
  ]) {
    check(`${name}: ${value}`, page.headers.get(name) === value, String(page.headers.get(name)));
  }
  check(
    'HSTS and Permissions-Policy',
    Boolean(page.headers.get('strict-transport-security')) && Boolean(page.headers.get('permissions-policy')),
    'missing',
  );

  const asset = readdirSync(join(root, 'assets')).find((file) => file.startsWith('boot-') && file.endsWith('.js'));
  const js = await fetch(`${base}/assets/${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
  check(
    'hashed assets cached for a year',
    js.headers.get('cache-control') === 'public, max-age=31536000, immutable',
    String(js.headers.get('cache-control')),
  );
  check(
    'assets sent gzip-compressed',
    js.headers.get('content-encoding') === 'gzip',
    String(js.headers.get('content-encoding')),
  );
  // The raw bytes (fetch would decompress them) against the build's own copies.
  const raw = (path, encoding) =>
    new Promise((done, fail) => {
      get(`${base}${path}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        const parts = [];
        res.on('data', (part) => parts.push(part));
        res.on('end', () => done({ headers: res.headers, body: Buffer.concat(parts) }));
      }).on('error', fail);
    });
  for (const [encoding, copy] of [
    ['br', `${asset}.br`],
    ['gzip', `${asset}.gz`],
  ]) {
    const { headers, body } = await raw(`/assets/${asset}`, `${encoding}`);
    check(
      `assets sent as the build's precompressed ${encoding} copy, varying by encoding, cached for a year`,
      headers['content-encoding'] === encoding &&
        body.equals(readFileSync(join(root, 'assets', copy))) &&
        (headers.vary ?? '').includes('Accept-Encoding') &&
        headers['cache-control'] === 'public, max-age=31536000, immutable',
      `${headers['content-encoding']} ${headers.vary} ${body.length} bytes`,
    );
  }
  check(
    'assets carry the security headers too',
    (js.headers.get('content-security-policy') ?? '').includes('frame-ancestors') &&
      js.headers.get('x-content-type-options') === 'nosniff',
    'missing',
  );
  const missing = await fetch(`${base}/assets/nothing-here.js`);
  check('a missing asset is 404, not the page', missing.status === 404, String(missing.status));

  const api = await fetch(`${base}/fapi/travel/GRP-ALPS?lang=x`, { headers: { 'Accept-Encoding': 'gzip' } });
  const reply = await api.json();
  check(
    '/fapi proxied to the upstream',
    reply.upstream === true && reply.path === '/fapi/travel/GRP-ALPS?lang=x' && reply.forwardedFor === '127.0.0.1',
    JSON.stringify(reply).slice(0, 120),
  );
  check(
    "/fapi replies compressed, without the pages' caching",
    api.headers.get('content-encoding') === 'gzip' && api.headers.get('cache-control') === null,
    `${api.headers.get('content-encoding')} ${api.headers.get('cache-control')}`,
  );
  for (const path of ['/hh/search', '/question', '/web2print/vvi']) {
    const res = await fetch(`${base}${path}`, { method: 'POST', body: '{}' });
    check(`${path} proxied`, (await res.json()).upstream === true, String(res.status));
  }
} finally {
  nginx.kill('SIGTERM');
  upstream.close();
}
if (failures.length > 0) {
  console.error(`${failures.length} nginx check(s) failed.`);
  process.exit(1);
}
console.log('nginx: every check held.');
