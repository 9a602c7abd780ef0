import { http, HttpResponse } from 'msw';
import { mockTexts } from '../texts';
import { inLanguage } from '../db/content-languages';
import { searchBoxHtml } from '../db/finder';
import type { MockDatabase } from '../db/database';
import { buildVviPdf, vviLines } from '../vvi-pdf';
import { api, languageOf, readJson, route } from './respond';

export const formHandlers = (db: MockDatabase) => [
  http.post(
    api('/question'),
    route(db, async ({ request }) => {
      const body = await readJson(request);
      if (!body.email || !body.question || !body.agb) return HttpResponse.json({ message: 'invalid' }, { status: 400 });
      return new HttpResponse(null, { status: 202 });
    }),
  ),
  http.post(
    api('/fapi/travel/:code/subscribe'),
    route(db, ({ request }) => HttpResponse.json({ message: mockTexts(languageOf(request)).subscribed })),
  ),
  http.post(
    api('/fapi/travel/search-box'),
    route(db, async ({ request }) => {
      const body = await readJson(request);
      return HttpResponse.text(
        searchBoxHtml(
          inLanguage(db.catalogue, languageOf(request)),
          typeof body.asi_travel_search === 'string' ? body.asi_travel_search : '',
          languageOf(request),
        ),
        { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      );
    }),
  ),
  // The VVI form posts as a navigation (form field 'booking'); a fetch may post the booking as JSON.
  http.post(
    api('/web2print/vvi'),
    route(db, async ({ request }) => {
      const text = await request.text();
      let booking: object = {};
      try {
        const parsed: unknown = JSON.parse(
          (request.headers.get('content-type') ?? '').includes('json')
            ? text
            : (new URLSearchParams(text).get('booking') ?? '{}'),
        );
        if (parsed && typeof parsed === 'object')
          booking =
            'booking' in parsed && parsed.booking && typeof parsed.booking === 'object' ? parsed.booking : parsed;
      } catch {
        // an unreadable booking still gets a document, with dashes
      }
      const supplier = new URL(request.url).searchParams.get('supplier') ?? 'ASI';
      const code = (booking as { travelCode?: unknown }).travelCode;
      return new HttpResponse(
        buildVviPdf(
          vviLines(booking, supplier, typeof code === 'string' ? db.catalogue.travels[code]?.name : undefined),
        ),
        { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="VVI.pdf"' } },
      );
    }),
  ),
];
