import { http, HttpResponse } from 'msw';
import { mockTexts } from '../texts';
import { EMPTY_USER } from '../../src/api/schemas';
import type { MockDatabase } from '../db/database';
import { api, languageOf, readJson, route } from './respond';

function publicUser<T extends { password: string }>(user: T): Omit<T, 'password'> {
  const { password: _password, ...rest } = user;
  return rest;
}

export const userHandlers = (db: MockDatabase) => {
  const current = () => db.catalogue.users.find((u) => u.id === db.state.loggedInUserId) ?? null;
  return [
    http.get(
      api('/fapi/user'),
      route(db, () => {
        const user = current();
        return HttpResponse.json(user ? publicUser(user) : EMPTY_USER);
      }),
    ),
    http.post(
      api('/fapi/login_check'),
      route(db, async ({ request }) => {
        const body = await readJson(request);
        const user = db.catalogue.users.find(
          (u) =>
            u.email ===
              String(body.username ?? '')
                .trim()
                .toLowerCase() && u.password === body.password,
        );
        if (!user) return HttpResponse.json({ message: mockTexts(languageOf(request)).user.invalid }, { status: 401 });
        db.state.loggedInUserId = user.id;
        db.save();
        return HttpResponse.json(publicUser(user));
      }),
    ),
    http.post(
      api('/fapi/user/register'),
      route(db, async ({ request }) => {
        const body = await readJson(request);
        const email = String(body.email ?? '')
          .trim()
          .toLowerCase();
        if (!email || db.catalogue.users.some((u) => u.email === email)) {
          return HttpResponse.json(
            {
              message: mockTexts(languageOf(request)).user.invalid,
              errors: { email: mockTexts(languageOf(request)).user.taken },
            },
            { status: 422 },
          );
        }
        const user = {
          ...EMPTY_USER,
          ...body,
          id: 2000 + db.catalogue.users.length,
          email,
          password: String(body.password ?? ''),
        };
        db.catalogue.users.push(user as (typeof db.catalogue.users)[number]);
        db.state.loggedInUserId = user.id;
        db.save();
        return HttpResponse.json(publicUser(user));
      }),
    ),
    http.get(
      api('/fapi/user/guides'),
      route(db, () =>
        HttpResponse.json([
          { id: 1, firstname: 'Anna', lastname: 'Huber' },
          { id: 2, firstname: 'Marco', lastname: 'Rossi' },
        ]),
      ),
    ),
    http.get(
      api('/fapi/user/supplier'),
      route(db, () =>
        HttpResponse.json([
          { id: 1, name: 'ASI' },
          { id: 2, name: 'ATLAS' },
        ]),
      ),
    ),
  ];
};
