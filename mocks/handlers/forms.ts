import { http, HttpResponse } from 'msw';
import type { MockDatabase } from '../db/database';
import { api, languageOf, readJson, route } from './respond';

const SUBSCRIBED = { de: 'Du bist für Termin-Updates registriert.', en: 'You are registered for date updates.', it: 'Sei iscritto agli aggiornamenti sulle date.' };

export const formHandlers = (db: MockDatabase) => [
  http.post(api('/question'), route(db, async ({ request }) => {
    const body = await readJson(request);
    if (!body.email || !body.question || !body.agb) return HttpResponse.json({ message: 'invalid' }, { status: 400 });
    return new HttpResponse(null, { status: 202 });
  })),
  http.post(api('/fapi/travel/:code/subscribe'), route(db, ({ request }) => HttpResponse.json({ message: SUBSCRIBED[languageOf(request)] }))),
  http.post(api('/fapi/travel/search-box'), route(db, () => HttpResponse.text('<ul class="search-box"></ul>'))),
  http.post(api('/web2print/vvi'), route(db, () => new HttpResponse('%PDF-1.4\n% VVI demo document\n', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="VVI.pdf"' } }))),
];
