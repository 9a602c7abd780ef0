import { http, HttpResponse } from 'msw';
import {
  authenticate,
  cancelCharge,
  charge,
  chargeStatus,
  createProviderDb,
  tokenize,
  type ProviderDb,
} from './provider-db';
import { issuerPage } from './issuer-page';

const json = async (request: Request): Promise<unknown> => request.json().catch(() => undefined);

function answer(reply: ReturnType<typeof tokenize>): Response | Promise<Response> {
  if (reply.status === 'hang') return new Promise<Response>(() => undefined);
  return HttpResponse.json(reply.body as never, { status: reply.status });
}

/**
 * The stand-in provider's HTTP face: `POST /tokens` (the page, with the publishable key),
 * `POST /charges` and `GET /charges/{id}` (the operator's server, with the secret key), and the
 * issuer's 3-D Secure page `GET /3ds/{id}` with its two answers. `base` is '' where the handlers
 * run as the provider's own server, the provider's origin where they run beside the others (Vitest).
 */
export function providerHandlers(db: ProviderDb = createProviderDb(), base = '') {
  return [
    http.post(`${base}/tokens`, async ({ request }) =>
      answer(tokenize(db, await json(request), request.headers.get('Authorization'), Date.now())),
    ),
    http.post(`${base}/charges`, async ({ request }) =>
      answer(
        charge(db, await json(request), request.headers.get('Authorization'), Date.now(), new URL(request.url).origin),
      ),
    ),
    http.post(`${base}/charges/:id/cancel`, ({ params, request }) =>
      answer(cancelCharge(db, String(params.id), request.headers.get('Authorization'))),
    ),
    http.get(`${base}/charges/:id`, ({ params, request }) =>
      answer(chargeStatus(db, String(params.id), request.headers.get('Authorization'))),
    ),
    http.get(`${base}/3ds/:id`, ({ params }) => {
      const found = db.charges.get(String(params.id));
      return found
        ? new HttpResponse(issuerPage(found), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
        : new HttpResponse('Not found', { status: 404 });
    }),
    http.post(`${base}/3ds/:id/:answer`, ({ params }) => {
      const back = authenticate(db, String(params.id), params.answer === 'cancel' ? 'cancel' : 'confirm');
      return back
        ? new HttpResponse(null, { status: 303, headers: { Location: back.location } })
        : new HttpResponse('Not found', { status: 404 });
    }),
  ];
}
